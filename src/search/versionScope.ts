import {callSearch, withSearch, type SearchClientLike} from './searchClient';

/**
 * "Search all versions" on the search page (issue 29). The modal and the search page search the
 * docs version being read (contextual search: `docusaurus_tag:docs-default-<version>`, as
 * theme-search-algolia sets it; the search page also has a select per versioned docs instance).
 * With `?versions=all` in its address the search page drops the `docusaurus_tag` filters from its
 * requests, so every version (and every other page of the locale) can answer; the language filter
 * stays. Applied to the search page's client in both modes (src/search/searchPageClient.ts offline,
 * src/search/algoliaLiteClient.ts with Algolia), so it costs no page but the search page anything.
 */
export const ALL_VERSIONS_PARAM = 'versions';
export const ALL_VERSIONS_VALUE = 'all';

/** Whether the address asks for every version (`?versions=all`). */
export function searchesAllVersions(search: string = typeof window === 'undefined' ? '' : window.location.search): boolean {
  return new URLSearchParams(search).get(ALL_VERSIONS_PARAM) === ALL_VERSIONS_VALUE;
}

const isTag = (filter: unknown) => typeof filter === 'string' && /^-?docusaurus_tag:/.test(filter);

/** Algolia `facetFilters` (an AND of ORs, or a JSON string of it) without any `docusaurus_tag` filter. */
export function withoutVersionTags(facetFilters: unknown): unknown {
  if (typeof facetFilters === 'string') {
    try {
      return withoutVersionTags(JSON.parse(facetFilters) as unknown);
    } catch {
      return isTag(facetFilters) ? [] : facetFilters;
    }
  }
  if (!Array.isArray(facetFilters)) return facetFilters;
  return facetFilters
    .map((group: unknown) => (Array.isArray(group) ? group.filter((f) => !isTag(f)) : group))
    .filter((group: unknown) => !(Array.isArray(group) ? group.length === 0 : isTag(group)));
}

type Request = Record<string, unknown>;

/** One request of a search call, in any of the shapes the clients send, with the tags dropped. */
export function requestWithoutVersionTags(request: Request): Request {
  const out: Request = {...request};
  if ('facetFilters' in out) out.facetFilters = withoutVersionTags(out.facetFilters);
  if (typeof out.params === 'string') {
    const params = new URLSearchParams(out.params);
    const filters = params.get('facetFilters');
    if (filters !== null) params.set('facetFilters', JSON.stringify(withoutVersionTags(filters)));
    out.params = params.toString();
  } else if (out.params && typeof out.params === 'object' && 'facetFilters' in out.params) {
    const params = out.params as Request;
    out.params = {...params, facetFilters: withoutVersionTags(params.facetFilters)};
  }
  return out;
}

function argumentWithoutVersionTags(argument: unknown): unknown {
  if (Array.isArray(argument)) return argument.map((r) => requestWithoutVersionTags(r as Request));
  const requests = (argument as {requests?: unknown} | null)?.requests;
  if (!Array.isArray(requests)) return argument;
  return {...(argument as object), requests: requests.map((r) => requestWithoutVersionTags(r as Request))};
}


/** The client, whose searches drop the version filters while `allVersions()` says so. */
export function versionScopedClient<C extends SearchClientLike>(client: C, allVersions: () => boolean = searchesAllVersions): C {
  return withSearch(client, (argument, ...rest) => callSearch(client, allVersions() ? argumentWithoutVersionTags(argument) : argument, ...rest));
}
