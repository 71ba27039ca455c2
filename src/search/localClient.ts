import siteConfig from '@generated/docusaurus.config';
import {SearchEngine, type EngineResult} from './engine';
import {SEARCH_INDEX_FILE, type SearchIndexFile} from './types';

/**
 * A search client with the surface of Algolia's lite client (`search`,
 * `addAlgoliaAgent`), answered from the offline index of the current locale.
 * DocSearch gets it through `transformSearchClient` (src/theme/SearchBar);
 * the search page gets it because `algoliasearch/lite` is aliased to
 * lazyClient.ts when no Algolia credentials are configured
 * (plugins/local-search). Both load this module and the index on the first
 * query, never with the page.
 */

type Params = Record<string, unknown>;
interface FlatRequest extends Params {
  indexName: string;
  query?: string;
}
interface NestedRequest {
  indexName: string;
  params?: Params | string;
}
type SearchArgument = {requests: (FlatRequest | NestedRequest)[]} | (FlatRequest | NestedRequest)[];

function parseParams(params: Params | string | undefined): Params {
  if (!params) return {};
  if (typeof params !== 'string') return params;
  const out: Params = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      out[key] = JSON.parse(value);
    } catch {
      out[key] = value;
    }
  }
  return out;
}

export function normaliseRequests(argument: SearchArgument): FlatRequest[] {
  const list = Array.isArray(argument) ? argument : argument.requests;
  return list.map((request) => {
    const {params, ...rest} = request as NestedRequest & Params;
    return {...parseParams(params as Params | string | undefined), ...rest} as FlatRequest;
  });
}

/** Each locale is built with its own base URL (`/`, `/en/`), and its index sits there. */
export function indexUrl(): string {
  return `${siteConfig.baseUrl}${SEARCH_INDEX_FILE}`;
}

let engine: Promise<SearchEngine> | null = null;

export function loadEngine(url = indexUrl()): Promise<SearchEngine> {
  engine ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`Search index ${url}: HTTP ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    })
    .then((file) => new SearchEngine(file.records))
    .catch((error: unknown) => {
      engine = null; // let the next keystroke try again
      throw error;
    });
  return engine;
}

export interface LocalSearchClient {
  appId: string;
  search(argument: SearchArgument): Promise<{results: (EngineResult & Params)[]}>;
  searchForHits(argument: SearchArgument): Promise<{results: (EngineResult & Params)[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
}

export function createLocalSearchClient(load: () => Promise<SearchEngine> = loadEngine): LocalSearchClient {
  const search = async (argument: SearchArgument) => {
    const started = performance.now();
    const searchEngine = await load();
    const results = normaliseRequests(argument).map((request) => {
      const result = searchEngine.search({
        query: String(request.query ?? ''),
        page: Number(request.page ?? 0),
        hitsPerPage: Number(request.hitsPerPage ?? 20),
        facetFilters: request.facetFilters as (string | string[])[] | undefined,
        tags: {
          pre: String(request.highlightPreTag ?? '<mark>'),
          post: String(request.highlightPostTag ?? '</mark>'),
        },
        snippetEllipsisText: String(request.snippetEllipsisText ?? '…'),
      });
      return {
        ...result,
        index: request.indexName,
        params: '',
        exhaustiveNbHits: true,
        processingTimeMS: Math.round(performance.now() - started),
      };
    });
    return {results};
  };
  return {
    appId: 'offline',
    search,
    searchForHits: search,
    addAlgoliaAgent() {},
    async clearCache() {},
  };
}
