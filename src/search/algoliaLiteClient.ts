import {liteClient as algoliaLiteClient} from 'algoliasearch/dist/lite/builds/browser';
import {resilientSearchClient} from './resilientClient';

/**
 * Stands in for `liteClient` of `algoliasearch/lite` in the Algolia build
 * (aliased by plugins/algolia-search-page), so that the search page shows no results
 * instead of an uncaught error when Algolia cannot be reached.
 */
export function liteClient(...args: Parameters<typeof algoliaLiteClient>): ReturnType<typeof algoliaLiteClient> {
  return resilientSearchClient(algoliaLiteClient(...args));
}
