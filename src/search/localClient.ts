// RELIANCE generated-site-config: the site config as a module, for code outside React (no hook to call).
import siteConfig from '@generated/docusaurus.config';
import {pageUrl, SearchEngine, type EngineHit, type EngineResult} from './engine';
import {SEARCH_HEADINGS_FILE, SEARCH_INDEX_FILE, type SearchIndexFile} from './types';

/**
 * A search client with the surface of Algolia's lite client (`search`,
 * `addAlgoliaAgent`), answered from the offline index of the current locale.
 * DocSearch gets it through `transformSearchClient` (src/theme/SearchBar);
 * the search page gets it because `algoliasearch/lite` is aliased to
 * searchPageClient.ts when no Algolia credentials are configured
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
export function indexUrl(file = SEARCH_INDEX_FILE): string {
  return `${siteConfig.baseUrl}${file}`;
}

function fetchEngine(url: string): Promise<SearchEngine> {
  return fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`Search index ${url}: HTTP ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    })
    .then((file) => new SearchEngine(file.records, file.aliases));
}

/**
 * Fetches a file's engine once and keeps it; after a failure the next call fetches again, so the
 * next keystroke retries. `built` sees each engine that is built.
 */
function cachedEngine(built: (engine: SearchEngine) => void = () => {}): (url: string) => Promise<SearchEngine> {
  let pending: Promise<SearchEngine> | null = null;
  return (url) =>
    (pending ??= fetchEngine(url).then(
      (engine) => {
        built(engine);
        return engine;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
}

/** The whole index's engine once it is built: from then on every query uses it. */
let ready: SearchEngine | null = null;
const wholeIndex = cachedEngine((engine) => {
  ready = engine;
});
const headingsFile = cachedEngine();

/** The engine over the whole index (every record). */
export function loadEngine(url = indexUrl()): Promise<SearchEngine> {
  return wholeIndex(url);
}

/** The engine over the headings file (titles and section headings only), a fraction of the size. */
export function loadHeadingsEngine(url = indexUrl(SEARCH_HEADINGS_FILE)): Promise<SearchEngine> {
  return headingsFile(url);
}

export interface LocalSearchClient {
  appId: string;
  search(argument: SearchArgument): Promise<{results: (EngineResult & Params)[]}>;
  searchForHits(argument: SearchArgument): Promise<{results: (EngineResult & Params)[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
}

export interface LocalClientOptions {
  /** The engine over every record (default: the whole index of the locale). */
  load?: () => Promise<SearchEngine>;
  /**
   * An engine over part of the records that loads sooner (the headings file). While the whole index
   * is not ready, a query that finds something there is answered from it, with `exhaustiveNbHits:
   * false`; a query that finds nothing there waits for the whole index, so "no results" is always
   * the whole index's answer. For the modal, whose answer is a short list; the search page, which
   * counts and pages through results, leaves it out.
   */
  first?: () => Promise<SearchEngine>;
  /** Whether the whole index's engine is built (default: the one `loadEngine` builds). */
  isReady?: () => boolean;
  /** The hits are shown by DocSearch's modal, which groups them by section: see `inRankOrder`. */
  modal?: boolean;
}

/** DocSearch's modal shows at most this many hits in a group (its `maxResultsPerGroup`, default 5). */
export const MODAL_GROUP_SIZE = 5;

/**
 * The modal's hits in the engine's order. DocSearch's modal groups hits by their section (lvl0, read
 * from the highlighted value) in order of first appearance, five a group: a page the engine ranks
 * second, in another section than the first, fell below every hit of the first section, and an
 * answer in the engine's first ten pages could fall past the tenth page the reader sees. Here each
 * run of consecutive hits of one section is a group of its own (at most five hits, a page's hits
 * never split): a section that comes back later gets a key of its own, the same label followed by
 * zero-width spaces, so the reader sees the engine's order under the same headers.
 */
// RELIANCE docsearch-pin: DocSearch 4.7.0's modal groups hits by their highlighted lvl0 value (marks removed), else by lvl0.
export function inRankOrder(hits: readonly EngineHit[], groupSize = MODAL_GROUP_SIZE): EngineHit[] {
  const runs = new Map<string, number>();
  let label: string | null = null;
  let key = '';
  let size = 0;
  return hits.map((hit, i) => {
    const section = hit.hierarchy.lvl0 ?? '';
    const page = pageUrl(hit.url);
    const startsPage = i === 0 || pageUrl(hits[i - 1].url) !== page;
    let ofPage = 1;
    while (startsPage && hits[i + ofPage] && pageUrl(hits[i + ofPage].url) === page) ofPage += 1;
    if (section !== label || (startsPage && size + ofPage > groupSize)) {
      const run = runs.get(section) ?? 0;
      runs.set(section, run + 1);
      label = section;
      key = section + '\u200b'.repeat(run);
      size = 0;
    }
    size += 1;
    if (key === section) return hit;
    const lvl0 = hit._highlightResult.hierarchy.lvl0 ?? {value: section, matchLevel: 'none' as const, matchedWords: []};
    return {
      ...hit,
      hierarchy: {...hit.hierarchy, lvl0: key},
      _highlightResult: {...hit._highlightResult, hierarchy: {...hit._highlightResult.hierarchy, lvl0: {...lvl0, value: lvl0.value + key.slice(section.length)}}},
    };
  });
}

export function createLocalSearchClient({load = loadEngine, first, isReady = () => ready !== null, modal = false}: LocalClientOptions = {}): LocalSearchClient {
  const search = async (argument: SearchArgument) => {
    const started = performance.now();
    const whole = load();
    if (first && !isReady()) {
      // Both downloads are under way; the headings' answer is used only if the whole index is not
      // ready by then.
      whole.catch(() => undefined);
      const quick = await first().catch(() => null);
      if (quick && !isReady()) {
        const results = answer(quick, argument, started, false, modal);
        if (results.some((result) => result.nbHits > 0)) return {results};
      }
    }
    return {results: answer(await whole, argument, started, true, modal)};
  };
  return {
    appId: 'offline',
    search,
    searchForHits: search,
    addAlgoliaAgent() {},
    async clearCache() {},
  };
}

/** The Algolia-shaped results of one engine for every request of the argument. */
function answer(searchEngine: SearchEngine, argument: SearchArgument, started: number, exhaustive: boolean, modal: boolean): (EngineResult & Params)[] {
  return normaliseRequests(argument).map((request) => {
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
      ...(modal ? {hits: inRankOrder(result.hits)} : {}),
      index: request.indexName,
      params: '',
      exhaustiveNbHits: exhaustive,
      processingTimeMS: Math.round(performance.now() - started),
    };
  });
}
