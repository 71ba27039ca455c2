/**
 * What the wrappers of a search client share (resilientClient.ts, answerState.ts, versionScope.ts,
 * searchAnalytics.ts): the shape of a client they accept, the requests and query of a call in any of
 * the shapes DocSearch and the search page send, and the wrapped client itself.
 */

/** A client with Algolia's `search` (and possibly `searchForHits`). */
export interface SearchClientLike {
  search(argument: never, ...rest: never[]): Promise<unknown>;
}

/** One request of a search call. */
export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: unknown;
}

/** The requests of a search call: an array, or `{requests}`. */
export function requestsOf(argument: unknown): SearchRequest[] {
  if (Array.isArray(argument)) return argument as SearchRequest[];
  const requests = (argument as {requests?: unknown} | null)?.requests;
  return Array.isArray(requests) ? (requests as SearchRequest[]) : [];
}

/** The query of a request: its own, or the one in its params (a URL query string or an object). */
export function queryOf(request: SearchRequest): string {
  if (typeof request.query === 'string') return request.query;
  if (typeof request.params === 'string') return new URLSearchParams(request.params).get('query') ?? '';
  const fromParams = (request.params as {query?: unknown} | undefined)?.query;
  return typeof fromParams === 'string' ? fromParams : '';
}

/** The client with its searches (`search`, and `searchForHits` when it has one) answered by `search`. */
export function withSearch<C extends SearchClientLike>(client: C, search: (argument: unknown, ...rest: unknown[]) => Promise<unknown>): C {
  return {...client, search, ...('searchForHits' in client ? {searchForHits: search} : {})};
}

/** Calls the client's own `search`, whatever its declared parameters. */
export function callSearch(client: SearchClientLike, argument: unknown, ...rest: unknown[]): Promise<unknown> {
  return (client.search as (...args: unknown[]) => Promise<unknown>)(argument, ...rest);
}
