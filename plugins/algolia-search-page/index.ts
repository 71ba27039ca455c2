import {join} from 'node:path';
import {addCacheVersion} from '../cacheVersion';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The search page in the Algolia mode (registered only when config/search.ts decides `algolia`;
 * plugins/local-search serves the other mode).
 *
 * theme-search-algolia's SearchPage builds its own client with `liteClient` of
 * `algoliasearch/lite` and gives its search helper no 'error' listener: when Algolia cannot be
 * reached, the helper's emitter throws (an uncaught error) and the page keeps its spinner. No
 * option or wrapper reaches that client, so `algoliasearch/lite` is aliased to Algolia's own
 * client wrapped by src/search/resilientClient.ts (src/search/algoliaLiteClient.ts): the page then
 * shows "no results" (tests/e2e/resilience.desktop.spec.ts).
 */
export default function algoliaSearchPage(context: LoadContext): Plugin {
  return {
    name: 'rainbond-algolia-search-page',
    configureWebpack(config) {
      // Its own bundler cache: the offline build aliases the same request elsewhere.
      addCacheVersion(config, 'search-algoliaLiteClient');
      // RELIANCE search-page-client: theme-search-algolia's SearchPage gets its client from `liteClient` of `algoliasearch/lite`.
      return {resolve: {alias: {'algoliasearch/lite$': join(context.siteDir, 'src/search/algoliaLiteClient.ts')}}};
    },
  };
}
