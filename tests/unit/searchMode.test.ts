import type {Config} from '@docusaurus/types';
import {loadConfig} from './loadConfig';
import {searchModeOf, useSearchMode} from '../../src/search/mode';

// What useDocusaurusContext() hands the search bar: the site config of the build under test.
let siteConfig: Config | undefined;
jest.mock('@docusaurus/useDocusaurusContext', () => ({__esModule: true, default: () => ({siteConfig})}), {virtual: true});

// Issue 16, item 4: the search mode is decided once, in the config, and the browser reads that
// decision (src/search/mode.ts) instead of looking at credentials.

const pluginNames = (config: Config) => (config.plugins ?? []).map((p) => (Array.isArray(p) ? p[0] : p));
const pluginOptions = (config: Config, name: string) =>
  (config.plugins ?? []).find((p): p is [string, Record<string, unknown>] => Array.isArray(p) && p[0] === name)?.[1];

const ALGOLIA = {ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'KEY', ALGOLIA_INDEX_NAME: 'IDX'};

describe('search mode', () => {
  it.each([
    ['no credentials', {}, 'local'],
    ['all three credentials', ALGOLIA, 'algolia'],
    ['an incomplete set of credentials', {ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'KEY'}, 'local'],
  ])('%s: the config and the browser agree on one mode and its plugins', (_, env, mode) => {
    const config = loadConfig(env);
    siteConfig = config;
    expect(useSearchMode()).toBe(mode);
    // Only the plugins of that mode are active: the offline index and its alias, or the Algolia search page.
    expect(pluginOptions(config, './plugins/local-search/index.ts')?.enabled).toBe(mode === 'local');
    expect(pluginNames(config).includes('./plugins/algolia-search-page/index.ts')).toBe(mode === 'algolia');
  });

  it('refuses a config that does not say which mode it is', () => {
    expect(() => searchModeOf({})).toThrow(/customFields\.searchMode must be "algolia" or "local", got undefined/);
    expect(() => searchModeOf({searchMode: 'OFFLINE'})).toThrow(/got "OFFLINE"/);
    expect(() => searchModeOf(undefined)).toThrow(/searchMode/);
  });
});

describe('the search plugins', () => {
  const context = {siteDir: '/site'} as Parameters<typeof import('../../plugins/local-search/index').default>[0];
  const bundlerConfig = () => ({experiments: {cache: {version: 'v'}}}) as never;
  const configure = (plugin: {configureWebpack?: (...args: never[]) => unknown}) =>
    (plugin.configureWebpack as (config: never, isServer: boolean) => {resolve?: {alias?: Record<string, string>}})(bundlerConfig(), false);

  it('local search off: no alias at all', async () => {
    const {default: localSearch} = await import('../../plugins/local-search/index');
    const off = localSearch(context, {enabled: false, sections: {}});
    expect(configure(off)).toEqual({});
    const on = localSearch(context, {enabled: true, sections: {}});
    expect(configure(on).resolve?.alias).toEqual({'algoliasearch/lite$': '/site/src/search/searchPageClient.ts'});
  });

  it('Algolia mode: the search page gets Algolia’s client, wrapped', async () => {
    const {default: algoliaSearchPage} = await import('../../plugins/algolia-search-page/index');
    expect(configure(algoliaSearchPage(context)).resolve?.alias).toEqual({'algoliasearch/lite$': '/site/src/search/algoliaLiteClient.ts'});
  });
});
