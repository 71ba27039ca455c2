import {readSiteEnv} from '../../config/env';

describe('readSiteEnv', () => {
  it('has working defaults with no variables at all', () => {
    expect(readSiteEnv({})).toEqual({
      siteUrl: 'https://www.rainbond.com',
      baseUrl: '/',
      locale: 'zh',
      algolia: undefined,
      analytics: false,
      production: false,
      editUrl: 'https://github.com/goodrain/rainbond-docs/edit/main/',
      announcementId: undefined,
      i18nPath: 'i18n',
      docsNext: true,
    });
  });

  it('builds the unreleased next docs version in the dev server, in a build only with DOCS_NEXT=on', () => {
    expect(readSiteEnv({NODE_ENV: 'production'}).docsNext).toBe(false);
    expect(readSiteEnv({NODE_ENV: 'production', DOCS_NEXT: 'on'}).docsNext).toBe(true);
    expect(readSiteEnv({DOCS_NEXT: 'off'}).docsNext).toBe(false);
  });

  it('takes an announcement id from ANNOUNCEMENT_ID, and only one that is safe in a script', () => {
    expect(readSiteEnv({ANNOUNCEMENT_ID: ' star-v5.9 '}).announcementId).toBe('star-v5.9');
    expect(readSiteEnv({ANNOUNCEMENT_ID: ''}).announcementId).toBeUndefined();
    expect(() => readSiteEnv({ANNOUNCEMENT_ID: "x'};alert(1);//"})).toThrow(/ANNOUNCEMENT_ID/);
  });

  it('takes the edit URL of a fork from EDIT_URL, always ending in one slash', () => {
    expect(readSiteEnv({EDIT_URL: 'https://git.example.com/me/site/edit/dev//'}).editUrl).toBe('https://git.example.com/me/site/edit/dev/');
  });

  it('normalises SITE_URL and BASE_URL', () => {
    const env = readSiteEnv({SITE_URL: 'https://docs.example.com/', BASE_URL: 'rainbond'});
    expect(env.siteUrl).toBe('https://docs.example.com');
    expect(env.baseUrl).toBe('/rainbond/');
  });

  it('uses Algolia only when all three variables are set', () => {
    expect(readSiteEnv({ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k'}).algolia).toBeUndefined();
    expect(readSiteEnv({ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'}).algolia).toEqual({
      appId: 'A',
      apiKey: 'k',
      indexName: 'i',
    });
  });

  it('turns analytics on for production builds unless ANALYTICS=off', () => {
    expect(readSiteEnv({NODE_ENV: 'production'}).analytics).toBe(true);
    expect(readSiteEnv({NODE_ENV: 'production', ANALYTICS: 'off'}).analytics).toBe(false);
    expect(readSiteEnv({NODE_ENV: 'development'}).analytics).toBe(false);
    expect(readSiteEnv({NODE_ENV: 'development', ANALYTICS: 'on'}).analytics).toBe(true);
  });

  it('follows the locale Docusaurus is building', () => {
    expect(readSiteEnv({DOCUSAURUS_CURRENT_LOCALE: 'en'}).locale).toBe('en');
    expect(readSiteEnv({DOCUSAURUS_CURRENT_LOCALE: 'zh'}).locale).toBe('zh');
  });
});
