import {liteClient as algoliaLiteClient} from 'algoliasearch/dist/lite/builds/browser';
import {resilientSearchClient} from './resilientClient';
import {versionScopedClient} from './versionScope';

/**
 * Stands in for `liteClient` of `algoliasearch/lite` in the Algolia build
 * (aliased by plugins/algolia-search-page), so that the search page shows no results
 * instead of an uncaught error when Algolia cannot be reached, and can search every docs version.
 */
export function liteClient(...args: Parameters<typeof algoliaLiteClient>): ReturnType<typeof algoliaLiteClient> {
  // `?versions=all` on the search page drops the version filters (versionScope.ts).
  return versionScopedClient(resilientSearchClient(algoliaLiteClient(...args)));
}
