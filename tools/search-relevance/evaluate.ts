import {SearchEngine} from '../../src/search/engine';
import type {LocalSearchClient} from '../../src/search/localClient';
import {isHeading, type SearchIndexFile} from '../../src/search/types';

/**
 * The search relevance benchmark (issue 27): real users' questions, typed as they would type
 * them, each with the pages a support engineer would send (tests/fixtures/search-relevance.json).
 * Every query goes through the same clients the site uses — the search modal's (DocSearch: 20 hits,
 * grouped by section, at most five per group, answered from the headings file while the whole index
 * loads) and the search page's (the hits in order) — over a built locale's index, and the rank of the
 * first hit on an answering page is recorded. Used by `npm run bench:search -- --relevance` and by
 * tests/relevance (run after the build).
 */

export interface RelevanceQuery {
  locale: 'zh' | 'en';
  q: string;
  /** Routes (no locale prefix) of the pages that answer the question. */
  answers: string[];
  /** Where the question comes from: `owner/repo#number`, or `faq:<route>`. */
  from: string;
}

/**
 * A quarter of the queries is kept out of tuning and reported apart, so that the figures measure
 * search and not the list. Which quarter is fixed by the query itself (FNV-1a of locale and text),
 * not chosen: nobody picks the easy ones, and adding queries never moves the others.
 */
export function isHeldOut(query: Pick<RelevanceQuery, 'locale' | 'q'>): boolean {
  let hash = 0x811c9dc5;
  for (const ch of `${query.locale}\u0000${query.q}`) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 4 === 0;
}

export type ClientName = 'page' | 'modal' | 'modal-headings';

export interface QueryResult {
  query: RelevanceQuery;
  /** 1-based rank of the first answering page, per client; null when not among the first ten pages. */
  rank: Record<ClientName, number | null>;
  /** The first pages the search page shows, for the report. */
  top: string[];
}

export interface Metrics {
  n: number;
  hit1: number;
  hit3: number;
  hit10: number;
  mrr: number;
}

/** The tags DocSearch's contextual search sends from a docs page: every docs instance, and the rest. */
const TAGS = ['default', 'docs-default-current', 'docs-community-current'];

/** The route of a hit's page, without origin, locale prefix, anchor or trailing slash. */
export function pageOf(url: string, locale: string): string {
  const path = new URL(url, 'https://x').pathname.replace(/\/+$/, '') || '/';
  const prefix = `/${locale}`;
  return locale !== 'zh' && (path === prefix || path.startsWith(`${prefix}/`)) ? path.slice(prefix.length) || '/' : path;
}

/** DocSearch's group of a hit: its highlighted lvl0 without the marks, else its lvl0 (DocSearch 4.7.0). */
function groupKey(hit: {hierarchy: {lvl0: string | null}; _highlightResult?: {hierarchy?: {lvl0?: {value: string}}}}): string {
  const value = hit._highlightResult?.hierarchy?.lvl0?.value;
  return value ? value.replace(/<mark>|<\/mark>/g, '') : (hit.hierarchy.lvl0 ?? '');
}

/** What DocSearch's modal shows, in order: hits grouped by their lvl0, in order of first appearance, five per group. */
export function modalOrder<T extends {hierarchy: {lvl0: string | null}; _highlightResult?: {hierarchy?: {lvl0?: {value: string}}}}>(hits: readonly T[], perGroup = 5): T[] {
  const groups = new Map<string, T[]>();
  for (const hit of hits) {
    const key = groupKey(hit);
    const group = groups.get(key) ?? [];
    if (group.length < perGroup) group.push(hit);
    groups.set(key, group);
  }
  return [...groups.values()].flat();
}

/**
 * The rank of the first answering page among the pages the hits point to, in the order they first
 * appear: a page shown with two of its sections counts once, as a reader counts the answers.
 */
function rankIn(urls: readonly string[], answers: readonly string[], locale: string): number | null {
  const wanted = new Set(answers.map((a) => a.replace(/\/+$/, '') || '/'));
  const pages = [...new Set(urls.map((url) => pageOf(url, locale)))].slice(0, 10);
  const index = pages.findIndex((page) => wanted.has(page));
  return index < 0 ? null : index + 1;
}

export interface Clients {
  page: LocalSearchClient;
  modal: LocalSearchClient;
  modalHeadings: LocalSearchClient;
}

type CreateClient = (options: {load: () => Promise<SearchEngine>; first?: () => Promise<SearchEngine>; isReady?: () => boolean; modal?: boolean}) => LocalSearchClient;

/**
 * The three clients over one locale's index. `modal` is the modal once the whole index is there;
 * `modal-headings` is the modal's answer while it is still loading (headings file only, falling back
 * to the whole index when the headings find nothing, as localClient does).
 */
export function clientsFor(file: SearchIndexFile, createLocalSearchClient: CreateClient): Clients {
  const whole = new SearchEngine(file.records, file.aliases);
  const headings = new SearchEngine(file.records.filter(isHeading), file.aliases);
  const load = () => Promise.resolve(whole);
  return {
    page: createLocalSearchClient({load}),
    modal: createLocalSearchClient({load, first: () => Promise.resolve(headings), isReady: () => true, modal: true}),
    modalHeadings: createLocalSearchClient({load, first: () => Promise.resolve(headings), isReady: () => false, modal: true}),
  };
}

async function urls(client: LocalSearchClient, q: string, locale: string, hitsPerPage: number, grouped: boolean): Promise<string[]> {
  const {results} = await client.search({
    requests: [{indexName: 'rainbond', query: q, hitsPerPage, facetFilters: [[`language:${locale}`], TAGS.map((t) => `docusaurus_tag:${t}`)]}],
  });
  const hits = results[0].hits;
  return (grouped ? modalOrder(hits) : hits).map((hit) => hit.url);
}

export async function evaluate(queries: readonly RelevanceQuery[], clients: Clients, only?: readonly ClientName[]): Promise<QueryResult[]> {
  const wanted = (name: ClientName) => !only || only.includes(name);
  const out: QueryResult[] = [];
  for (const query of queries) {
    // The search page asks for 15 hits a page (theme-search-algolia's SearchPage); the modal for 20.
    const page = await urls(clients.page, query.q, query.locale, 15, false);
    const modal = wanted('modal') ? await urls(clients.modal, query.q, query.locale, 20, true) : [];
    const modalHeadings = wanted('modal-headings') ? await urls(clients.modalHeadings, query.q, query.locale, 20, true) : [];
    out.push({
      query,
      rank: {
        page: rankIn(page, query.answers, query.locale),
        modal: rankIn(modal, query.answers, query.locale),
        'modal-headings': rankIn(modalHeadings, query.answers, query.locale),
      },
      top: [...new Set(page.map((u) => pageOf(u, query.locale)))].slice(0, 3),
    });
  }
  return out;
}

export function metrics(results: readonly QueryResult[], client: ClientName): Metrics {
  const ranks = results.map((r) => r.rank[client]);
  const within = (k: number) => ranks.filter((r) => r !== null && r <= k).length;
  return {
    n: ranks.length,
    hit1: within(1),
    hit3: within(3),
    hit10: within(10),
    mrr: ranks.reduce<number>((sum, r) => sum + (r ? 1 / r : 0), 0) / Math.max(ranks.length, 1),
  };
}
