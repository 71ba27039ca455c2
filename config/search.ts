import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {ThemeConfig} from '@docusaurus/theme-search-algolia';
import {archivedHostPattern} from '../src/data/archivedVersions';
import {blogI18nFolder, blogInstances} from './blogInstances';
import type {AlgoliaEnv, Locale} from './env';

/**
 * DocSearch settings. Credentials come from the environment only; without
 * them the UI is still the DocSearch one and the offline index answers it
 * (see design.md "Search"), so these placeholder values never reach a server.
 */
export const OFFLINE_SEARCH: AlgoliaEnv = {
  appId: 'OFFLINE',
  apiKey: 'offline',
  indexName: 'rainbond',
};

export function searchConfig(algolia: AlgoliaEnv | undefined): ThemeConfig['algolia'] {
  const credentials = algolia ?? OFFLINE_SEARCH;
  return {
    ...credentials,
    contextualSearch: true,
    externalUrlRegex: archivedHostPattern,
    searchPagePath: 'search',
    searchParameters: {},
    insights: false,
  };
}

/**
 * Page rank of offline search records by path: the API reference repeats everyday words (升级,
 * 构建, gateway) in 67 operation titles, so for those words the guides come first; an operationId
 * or a path fragment still finds its operation page.
 */
export const searchPageRanks = [{prefix: '/docs/api/', pageRank: -1}] as const;

/** English title of a blog-type instance: the one its list page shows, from its options.json. */
function englishBlogTitle(id: Parameters<typeof blogI18nFolder>[0]): string {
  const file = join(__dirname, '..', 'i18n/en', blogI18nFolder(id), 'options.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as {title: {message: string}}).title.message;
}

/**
 * Top-level group (lvl0) of offline search hits outside the docs sidebar, by first path segment:
 * the docs instances, and each blog-type instance under the title of its list page.
 */
export const searchSections: Record<Locale, Record<string, string>> = {
  zh: {docs: '文档', community: '社区', ...Object.fromEntries(blogInstances.map((blog) => [blog.path, blog.title]))},
  en: {docs: 'Docs', community: 'Community', ...Object.fromEntries(blogInstances.map((blog) => [blog.path, englishBlogTitle(blog.id)]))},
};
