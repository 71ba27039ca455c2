/**
 * A search client whose `search` never rejects. When the search backend cannot
 * be reached (Algolia's hosts, or the offline index), each request is answered
 * with an empty result and a warning is logged, so the DocSearch modal and the
 * search page show their no-results state. Without this the failure escapes
 * as an uncaught error: DocSearch rethrows it, and the search page's
 * algoliasearch-helper has no 'error' listener, so its emitter throws.
 */
interface Request {
  indexName?: string;
  query?: string;
  params?: unknown;
}

type SearchArgument = {requests: Request[]} | Request[];

interface SearchClientLike {
  search(argument: never, ...rest: never[]): Promise<unknown>;
}

function requestsOf(argument: unknown): Request[] {
  if (Array.isArray(argument)) return argument as Request[];
  const requests = (argument as {requests?: unknown} | null)?.requests;
  return Array.isArray(requests) ? (requests as Request[]) : [];
}

function queryOf(request: Request): string {
  if (typeof request.query === 'string') return request.query;
  if (typeof request.params === 'string') return new URLSearchParams(request.params).get('query') ?? '';
  const fromParams = (request.params as {query?: unknown} | undefined)?.query;
  return typeof fromParams === 'string' ? fromParams : '';
}

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
  const search = (argument: SearchArgument, ...rest: unknown[]) =>
    (client.search as (...args: unknown[]) => Promise<unknown>)(argument, ...rest).catch((error: unknown) => {
      console.warn('Search is unavailable, showing no results:', error);
      return emptyResults(argument);
    });
  return {...client, search, ...('searchForHits' in client ? {searchForHits: search} : {})};
}
