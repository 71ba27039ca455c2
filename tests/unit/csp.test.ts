import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import cspPlugin, {CSP_INCLUDE, inlineScriptHashes, nginxInclude, siteOutDir} from '../../plugins/csp';

// plugins/csp: the Content-Security-Policy's script hashes come from the
// build and go into an nginx include (nginx/site.conf reads it).

// The CSP example everyone can check: printf 'alert(1)' | openssl dgst -sha256 -binary | base64
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script as the browser does', () => {
    expect([...inlineScriptHashes('<head><script>alert(1)</script></head>')]).toEqual([ALERT_HASH]);
  });

  it('skips scripts that load a file and data blocks the browser does not run', () => {
    const html =
      '<script src="/assets/js/main.js" defer></script>' +
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
      '<script type="application/json">{}</script>' +
      '<script defer>alert(1)</script>';
    expect([...inlineScriptHashes(html)]).toEqual([ALERT_HASH]);
  });

  it('hashes every different script once', () => {
    const hashes = inlineScriptHashes('<script>alert(1)</script><script>alert(1)</script><script>alert(2)</script>');
    expect(hashes.size).toBe(2);
    expect(hashes).toContain(ALERT_HASH);
  });
});

describe('nginxInclude', () => {
  it('sets the variable site.conf puts into script-src, in a stable order', () => {
    const text = nginxInclude(["'sha256-b='", ALERT_HASH, "'sha256-b='"]);
    expect(text).toContain(`set $csp_script_hashes "'sha256-b=' ${ALERT_HASH}";`);
    expect(text.trim().split('\n').filter((line) => !line.startsWith('#'))).toHaveLength(1);
  });

  it('refuses anything that is not a sha256 source, so nothing can end the header early', () => {
    expect(() => nginxInclude(["'unsafe-inline'"])).toThrow(/not a sha256 source/);
    expect(() => nginxInclude(['\'sha256-a=" always; add_header X "y\''])).toThrow(/not a sha256 source/);
  });
});

describe('siteOutDir', () => {
  it('is the locale folder for the default locale and its parent for the others', () => {
    expect(siteOutDir('/site/build', '/', '/')).toBe('/site/build');
    expect(siteOutDir('/site/build/en', '/en/', '/')).toBe('/site/build');
    expect(siteOutDir('/site/build/en', '/docs-site/en/', '/docs-site/')).toBe('/site/build');
  });
});

describe('postBuild', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'csp-test-'));
  });
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), text);
  };
  // As Docusaurus passes it while building a locale: the baseUrl holds the locale.
  const build = async (locale: 'zh' | 'en') => {
    const baseUrl = locale === 'zh' ? '/' : '/en/';
    const context = {
      baseUrl,
      i18n: {defaultLocale: 'zh', currentLocale: locale, locales: ['zh', 'en'], localeConfigs: {zh: {baseUrl: '/'}, en: {baseUrl: '/en/'}}},
    } as unknown as LoadContext;
    const outDir = locale === 'zh' ? join(dir, 'build') : join(dir, 'build/en');
    await cspPlugin(context).postBuild!({outDir} as Parameters<NonNullable<ReturnType<typeof cspPlugin>['postBuild']>>[0]);
  };
  const include = () => readFileSync(join(dir, 'build', CSP_INCLUDE), 'utf8');

  it('writes one include for the whole site folder, the English pages included', async () => {
    write('build/index.html', '<script>alert(1)</script>');
    write('build/docs/a/index.html', '<script>alert(1)</script><script>zh()</script>');
    await build('zh');
    expect(include()).toContain(ALERT_HASH);
    expect(include().match(/'sha256-/g)).toHaveLength(2);

    write('build/en/index.html', '<script>alert(1)</script><script>en()</script>');
    await build('en');
    expect(include().match(/'sha256-/g)).toHaveLength(3);
    const [english] = inlineScriptHashes('<script>en()</script>');
    expect(include()).toContain(english);
    expect(existsSync(join(dir, 'build/en', CSP_INCLUDE))).toBe(false);
  });

  it('follows a changed inline script', async () => {
    write('build/index.html', '<script>alert(1)</script>');
    await build('zh');
    const before = include();
    write('build/index.html', '<script>alert(2)</script>');
    await build('zh');
    expect(include()).not.toBe(before);
    expect(include()).not.toContain(ALERT_HASH);
  });
});
