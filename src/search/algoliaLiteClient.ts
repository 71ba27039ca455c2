import {liteClient as algoliaLiteClient} from 'algoliasearch/dist/lite/builds/browser';
import {resilientSearchClient} from './resilientClient';
import {versionScopedClient} from './versionScope';
import {onSearchPage, reportingSearchClient} from './searchAnalytics';

/**
 * Stands in for `liteClient` of `algoliasearch/lite` in the Algolia build
 * (aliased by plugins/algolia-search-page), so that the search page shows no results
 * instead of an uncaught error when Algolia cannot be reached, and can search every docs version.
 */
export function liteClient(...args: Parameters<typeof algoliaLiteClient>): ReturnType<typeof algoliaLiteClient> {
  // `?versions=all` on the search page drops the version filters (versionScope.ts).
  // The queries typed on the search page are reported (searchAnalytics.ts); the not-found page's suggestions are not.
  return reportingSearchClient(versionScopedClient(resilientSearchClient(algoliaLiteClient(...args))), 'page', onSearchPage);
}
