import MiniSearch from 'minisearch';
import {highlight, snippet, type HighlightResult, type HighlightTags} from './highlight';
import {isCjk, tokenize} from './tokenize';
import {LEVELS, type Level, type SearchRecord} from './types';

/**
 * The offline search engine: MiniSearch over the records of one locale,
 * answering with Algolia-shaped hits (hierarchy, _highlightResult,
 * _snippetResult) so DocSearch and the search page can render them as they
 * are. Headings rank above body text, page titles above section headings.
 */

interface IndexedFields {
  id: number;
  heading: string;
  path: string;
  content: string;
}

export interface EngineQuery {
  query: string;
  page?: number;
  hitsPerPage?: number;
  /** Algolia facetFilters: an AND of ORs, e.g. [['language:zh'], ['docusaurus_tag:default', …]]. */
  facetFilters?: (string | string[])[] | string;
  tags?: HighlightTags;
  snippetEllipsisText?: string;
}

export interface EngineHit extends SearchRecord {
  _highlightResult: {hierarchy: Partial<Record<Level, HighlightResult>>; content?: HighlightResult};
  _snippetResult: {hierarchy: Partial<Record<Level, HighlightResult>>; content?: HighlightResult};
}

export interface EngineResult {
  hits: EngineHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  facets: Record<string, Record<string, number>>;
}

/** Each step of page rank scales a page's score by this much. */
const PAGE_RANK_FACTOR = 2;

const TYPE_BOOST: Record<SearchRecord['type'], number> = {
  lvl1: 3,
  lvl2: 2,
  lvl3: 1.6,
  lvl4: 1.3,
  lvl5: 1.2,
  lvl6: 1.1,
  content: 1,
};

function ownHeading(record: SearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
}

function ancestors(record: SearchRecord): string {
  const own = record.type === 'content' ? null : record.type;
  return LEVELS.filter((level) => level !== own)
    .map((level) => record.hierarchy[level])
    .filter(Boolean)
    .join(' ');
}

function parseFilters(facetFilters: EngineQuery['facetFilters']): string[][] {
  if (!facetFilters) return [];
  const list = typeof facetFilters === 'string' ? JSON.parse(facetFilters) : facetFilters;
  return (list as (string | string[])[]).map((group) => (Array.isArray(group) ? group : [group]));
}

function passes(record: SearchRecord, groups: string[][]): boolean {
  return groups.every((group) =>
    group.some((filter) => {
      const [key, ...rest] = filter.split(':');
      const value = rest.join(':');
      return String((record as unknown as Record<string, unknown>)[key]) === value;
    }),
  );
}

/** Algolia reads at most 512 characters of a query; so does this engine. */
export const MAX_QUERY_CHARS = 512;

/**
 * The part of a query the engine searches: its first 512 characters (whole
 * code points), each word once. A pasted 10 kB query would otherwise hold
 * the page for seconds (7 s for "helm " × 2048 on a fast machine).
 */
export function effectiveQuery(query: string): string {
  const head = Array.from(query).slice(0, MAX_QUERY_CHARS).join('');
  return [...new Set(head.trim().split(/\s+/))].join(' ');
}

export class SearchEngine {
  private readonly mini: MiniSearch<IndexedFields>;

  constructor(private readonly records: readonly SearchRecord[]) {
    this.mini = new MiniSearch<IndexedFields>({
      fields: ['heading', 'path', 'content'],
      tokenize,
      processTerm: (term) => term.toLowerCase(),
      searchOptions: {
        boost: {heading: 8, content: 1, path: 0.6},
        boostDocument: (id) => {
          const record = this.records[id as number];
          return TYPE_BOOST[record.type] * PAGE_RANK_FACTOR ** (record.weight?.pageRank ?? 0);
        },
        // Latin words match as prefixes (instal → install); CJK pairs match exactly.
        prefix: (term) => !isCjk(term) && term.length >= 2,
        fuzzy: (term) => (!isCjk(term) && term.length > 5 ? 0.15 : false),
        combineWith: 'AND',
      },
    });
    this.mini.addAll(
      records.map((record, id) => ({
        id,
        heading: ownHeading(record),
        path: ancestors(record),
        content: record.content ?? '',
      })),
    );
  }

  get size(): number {
    return this.records.length;
  }

  search({query, page = 0, hitsPerPage = 20, facetFilters, tags = {pre: '<mark>', post: '</mark>'}, snippetEllipsisText = '…'}: EngineQuery): EngineResult {
    const groups = parseFilters(facetFilters);
    const trimmed = effectiveQuery(query);
    let found = trimmed ? this.mini.search(trimmed) : [];
    // A query with one word the site lacks still finds pages with the rest.
    if (found.length === 0 && trimmed) found = this.mini.search(trimmed, {combineWith: 'OR'});
    // One hit per address, the best-ranked one (Algolia's `distinct` on the URL).
    const seen = new Set<string>();
    const matching = found
      .map((r) => this.records[r.id as number])
      .filter((record) => passes(record, groups))
      .filter((record) => !seen.has(record.url) && Boolean(seen.add(record.url)));
    const nbHits = matching.length;
    const nbPages = Math.ceil(nbHits / hitsPerPage);
    const slice = matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const facets: EngineResult['facets'] = {language: {}, docusaurus_tag: {}};
    for (const record of matching) {
      facets.language[record.language] = (facets.language[record.language] ?? 0) + 1;
      facets.docusaurus_tag[record.docusaurus_tag] = (facets.docusaurus_tag[record.docusaurus_tag] ?? 0) + 1;
    }
    return {
      hits: slice.map((record) => this.hit(record, trimmed, tags, snippetEllipsisText)),
      nbHits,
      page,
      nbPages,
      hitsPerPage,
      query,
      facets,
    };
  }

  private hit(record: SearchRecord, query: string, tags: HighlightTags, ellipsis: string): EngineHit {
    const hierarchy: Partial<Record<Level, HighlightResult>> = {};
    const snippets: Partial<Record<Level, HighlightResult>> = {};
    for (const level of LEVELS) {
      const text = record.hierarchy[level];
      if (text) {
        hierarchy[level] = highlight(text, query, tags);
        snippets[level] = snippet(text, query, tags, ellipsis);
      }
    }
    const content = record.content ?? undefined;
    return {
      ...record,
      _highlightResult: {hierarchy, ...(content ? {content: highlight(content, query, tags)} : {})},
      _snippetResult: {hierarchy: snippets, ...(content ? {content: snippet(content, query, tags, ellipsis)} : {})},
    };
  }
}
