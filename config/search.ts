import type {ThemeConfig} from '@docusaurus/theme-search-algolia';
import {archivedHostPattern} from '../src/data/archivedVersions';
import type {AlgoliaEnv} from './env';

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
