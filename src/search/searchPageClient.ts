import {createLazyLocalClient} from './lazyClient';
import type {LocalSearchClient} from './localClient';
import {versionScopedClient} from './versionScope';
import {onSearchPage, reportingSearchClient} from './searchAnalytics';

/**
 * Stands in for `liteClient(appId, apiKey)` of `algoliasearch/lite`, which is aliased here offline
 * (plugins/local-search): the search page's client (and the not-found page's suggestions). The
 * credentials it is called with are not needed. Its own module, so that the version scope
 * (`?versions=all`, versionScope.ts) travels with the search page, not with the search button.
 */
export function liteClient(): LocalSearchClient {
  // The queries typed on the search page are reported (searchAnalytics.ts); the not-found page's suggestions are not.
  return reportingSearchClient(versionScopedClient(createLazyLocalClient()), 'page', onSearchPage);
}
