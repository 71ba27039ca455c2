import type {ThemeConfig} from '@docusaurus/theme-search-algolia';
import {archivedHostPattern} from '../src/data/archivedVersions';
import type {AlgoliaEnv} from './env';

/**
 * Where the search UI gets its answers, decided here once for the whole build: Algolia when its
 * credentials are set, otherwise the offline index (design.md "Search"). docusaurus.config.ts
 * passes it to the plugins of that mode and to the browser (`customFields.searchMode`, read only
 * by src/search/mode.ts).
 */
export type SearchMode = 'algolia' | 'local';

export function searchMode(algolia: AlgoliaEnv | undefined): SearchMode {
  return algolia ? 'algolia' : 'local';
}

/**
 * The theme requires credentials even when the offline index answers; these are never sent
 * anywhere (the local client ignores them), and the browser does not look at them to find the mode.
 */
const PLACEHOLDER_CREDENTIALS: AlgoliaEnv = {appId: 'OFFLINE', apiKey: 'offline', indexName: 'rainbond'};

/** DocSearch settings. Credentials come from the environment only. */
export function searchConfig(algolia: AlgoliaEnv | undefined): ThemeConfig['algolia'] {
  const credentials = algolia ?? PLACEHOLDER_CREDENTIALS;
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
 * 构建, gateway) in 67 operation titles, so for those words the guides come first; a query that looks
 * like an API call (an HTTP method and path, an operationId) turns the API rank around
 * (src/search/engine.ts, looksLikeApiQuery).
 */
export const searchPageRanks = [
  {prefix: '/docs/api/', pageRank: -1, kind: 'api'},
  // Posts and case studies tell a story around a topic; for a how-to question the guide comes first.
  {prefix: '/blog/', pageRank: -1, kind: 'post'},
  {prefix: '/case/', pageRank: -1, kind: 'post'},
  {prefix: '/usescene/', pageRank: -1, kind: 'post'},
  // Feature pages present a capability; the guide says how to use it.
  {prefix: '/feature/', pageRank: -1, kind: 'post'},
  // The site's own pages (src/pages) present the product and its offers: the install landing pages
  // (/ack, /tke, /cce, /helm) repeat what the installation guides say, the others are the
  // enterprise offer, the app showcase and the community channels. For a question the docs come first.
  ...['/ack', '/tke', '/cce', '/helm', '/enterprise_server', '/opensourceApps', '/wechat'].map((path) => ({prefix: path, pageRank: -1, kind: 'post'}) as const),
] as const;
