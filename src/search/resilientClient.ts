/**
 * A search client whose `search` never rejects. When the search backend cannot
 * be reached (Algolia's hosts, or the offline index), each request is answered
 * with an empty result and a warning is logged, so the DocSearch modal and the
 * search page show their no-results state. Without this the failure escapes
 * as an uncaught error: DocSearch rethrows it, and the search page's
 * algoliasearch-helper has no 'error' listener, so its emitter throws.
 */
import {callSearch, queryOf, requestsOf, withSearch, type SearchClientLike, type SearchRequest} from './searchClient';

type SearchArgument = {requests: SearchRequest[]} | SearchRequest[];

/** What Algolia answers for a query that matches nothing. */
export function emptyResults(argument: SearchArgument | unknown): {results: Record<string, unknown>[]} {
  return {
    results: requestsOf(argument).map((request) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: 0,
      processingTimeMS: 0,
      exhaustiveNbHits: true,
      facets: {},
      query: queryOf(request),
      params: '',
      index: request.indexName ?? '',
    })),
  };
}

export function resilientSearchClient<C extends SearchClientLike>(client: C): C {
  return withSearch(client, (argument, ...rest) =>
    callSearch(client, argument, ...rest).catch((error: unknown) => {
      console.warn('Search is unavailable, showing no results:', error);
      return emptyResults(argument);
    }),
  );
}
