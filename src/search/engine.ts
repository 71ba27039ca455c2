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
  /** The page's title (lvl1): every record of a page carries it, so a query can match title and section together. */
  title: string;
  /** The record's own heading, or, for body text, the headings above it (below the title). */
  heading: string;
  /** Words of the page's address and its section (lvl0): /docs/use-manual/component-manage/logs. */
  url: string;
  /** The page's keywords, on its title record. */
  keywords: string;
  /** The page's summary (front matter `description`, what the page answers), on its title record. */
  description: string;
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


/**
 * The ranking's settings, tuned on the relevance benchmark's tuning queries
 * (tests/fixtures/search-relevance.json, `npm run bench:search -- --relevance`).
 */
export const RANKING = {
  /**
   * Field weights: the title, then the headings and the page's keywords, then the words of the
   * address, then the body. Keywords went from 3 to 1.8 once every page's list carried the readers'
   * own words (symptoms, error texts, other names: issue 27 round 6), by a coordinate ascent of these
   * settings on the tuning queries (old and fresh), with this and the alias weight the only steps
   * worth more than one query; the others it proposed (url, page rank, prefix) moved a query or none.
   * MiniSearch's BM25 parameters are left at its defaults (k 1.2, b 0.7, d 0.5): a grid of k 0.5–2.2,
   * b 0.3–1 and d 0–2 on the tuning queries found nothing better in both locales (zh +1 and en −1 at
   * best; d 0 cost zh 8 and en 11 first answers).
   */
  fields: {title: 6, keywords: 1.8, heading: 3, url: 1.5, description: 1, content: 1},
  /** Weight of a word found through an alias (证书 for https) against the word itself (0.6 before round 6; see fields). */
  alias: 0.36,
  /** A record's score is scaled by the share of the query's units it matches, to this power. */
  coverage: 2,
  /** How much of a word a record covers when it holds only a typo of it. */
  typo: 0.5,
  /**
   * How much of a short word (up to four letters) a record covers when it holds only a much longer
   * word that starts with it (three letters more or longer: pin → pinpoint, log → logging): the
   * shorter the start, the weaker the evidence (tried 0.5, and the ratio of the lengths for every
   * prefix: both cost English first answers).
   */
  shortPrefix: 0.75,
  /** Each step of page rank (config/search.ts: API reference -1, posts -1) scales a page's score by this much. */
  pageRankFactor: 3,
  /** For a query that looks like an API call, how far an API reference page ranks above the others (one step). */
  apiBoost: 2,
  /**
   * For an API query that names an HTTP method ("PUT /openapi/v1/teams/{team_id}/certificates", "POST http
   * rules"), the score factor of an operation with that method (its page's keyword "PUT /openapi/…"): the
   * list, the creation and the update of one resource share every other word.
   */
  method: 3,
  /** Score factor of a record whose text holds the query's Latin words as typed, in a row (an error message, a path); squared for a keyword that is the phrase. */
  phrase: 2,
  /** Weight of a record by its kind: page titles above section headings above body text. */
  /** Score factor of a troubleshooting page or section (see isTroubleshooting) for a query that describes a symptom (see looksLikeSymptom). */
  symptom: 3,
  /**
   * The same for a troubleshooting section of another page (a component's "Common issues"): a little
   * less, so that a troubleshooting page that matches as well comes first (tried 1.5 and 2: the
   * Chinese queries lose guides whose own section answers).
   */
  symptomSection: 2.5,
  /** How much a function word (see FUNCTION_WORDS) counts in the share of the query a record matches, against a word of meaning (tried 0.25, 0.5, 1: no better). */
  functionWord: 0,
  /**
   * How much a unit of the query found only in the page's description (front matter `description`, its
   * summary) counts in the share of the query its title record matches: the summary names what the page
   * answers, but in more words than a title, so a word in it is weaker evidence than a word of the title
   * or keywords (tried 0, 0.25, 0.4, 0.5, 0.6, 0.75, 1 on the tuning queries: 1, the description as a
   * field like the others, cost 4 zh and 3 en first answers; 0 gained nothing; 0.25-0.4 best in both).
   */
  descriptionShare: 0.3,
  /**
   * For a query of one word ("upgrade", "安装"), a page title or heading scores this much more for each
   * share of its own words that the query matches: a reader who types one word wants the page named
   * by it (Upgrade Overview), not a page that repeats it in many keywords (Upgrade and rollback).
   * Queries of two words or more are not affected: tried for all, it cost 4 zh first answers on the
   * tuning queries (0.3, 0.6, 1); for one word, 0.3 to 1 ranked the browser test's everyday words alike.
   */
  titleFit: 0.3,
  types: {lvl1: 3, lvl2: 2, lvl3: 1.6, lvl4: 1.3, lvl5: 1.2, lvl6: 1.1, content: 1} as Record<SearchRecord['type'], number>,
};

/** At most this many hits per page, next to each other, so one long page cannot fill the first screen. */
const HITS_PER_PAGE_OF_SITE = 2;


/**
 * Words that carry the shape of a question, not its subject: English function words, and Chinese
 * question words and particles (怎么, 如何, 吗), and the ways of asking whether something is
 * supported (支持吗, 能不能, supported: "jdk17 支持吗" is about JDK 17, not the support page). They
 * match only as typed (no prefix: "in" is not install, "no" is not node; no typo) and count little
 * in the share of the query a record matches,
 * so that "helm install chart set values in rainbond" is about helm, chart and values.
 */
const FUNCTION_WORDS = new Set([
  'a', 'an', 'the', 'to', 'in', 'on', 'of', 'for', 'with', 'by', 'at', 'from', 'into', 'onto', 'and', 'or', 'as', 'is', 'are', 'was', 'be', 'it', 'its',
  'this', 'that', 'how', 'do', 'does', 'up', 'out', 'supported', 'i', 'my', 'me', 'we', 'our', 'can', 'what', 'when', 'where', 'which', 'why', 'vs', 'via', 'after', 'no', 'not',
  '怎么', '怎样', '如何', '为什么', '什么', '是否', '能否', '可以', '请问', '哪里', '哪个', '一下', '吗', '呢', '吧', '啊',
  '支持吗', '支不支持', '是否支持', '能不能', '可不可以',
]);
const CJK_FUNCTION_WORDS = [...FUNCTION_WORDS].filter((word) => /^[\u3400-\u9fff]/.test(word)).sort((a, b) => b.length - a.length);

const SUB_HEADINGS: readonly Level[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function headings(record: SearchRecord): string {
  if (record.type === 'lvl1') return '';
  if (record.type !== 'content') return record.hierarchy[record.type] ?? '';
  return SUB_HEADINGS.map((level) => record.hierarchy[level])
    .filter(Boolean)
    .join(' ');
}

/** The page of a record: its URL without the anchor. */
export function pageUrl(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

function urlWords(record: SearchRecord): string {
  let path = pageUrl(record.url);
  try {
    path = new URL(path, 'https://x').pathname;
  } catch {
    // a relative or odd address: its words as they are
  }
  return `${path.replace(/[/_-]+/g, ' ')} ${record.hierarchy.lvl0 ?? ''}`;
}

/** A word that is an HTTP method, as a reader or an operation's keyword writes it (PUT, put). */
const HTTP_METHOD = /^(get|post|put|patch|delete)$/i;

/** The HTTP method a query names as a word of its own, lower case ("PUT /openapi/…" → put). */
function httpMethodOf(text: string): string | undefined {
  return text.split(/\s+/).find((word) => HTTP_METHOD.test(word))?.toLowerCase();
}

/**
 * An HTTP method, an API path or an operationId (createHttpRule): the reader wants the API reference.
 * Given the index's operationIds (lower case), a camelCase word counts only when it is one of them:
 * nodeSelector or CrashLoopBackOff is Kubernetes, not our API.
 */
export function looksLikeApiQuery(query: string, operationIds?: ReadonlySet<string>): boolean {
  const camel = /(^|\s)[a-z]+[A-Z][A-Za-z]+(\s|$)/.test(query);
  return (
    /(^|\s)(get|post|put|patch|delete)\s+\//i.test(query) ||
    /(^|\s)\/?(openapi|console|api)\/\S/i.test(query) ||
    (camel && (!operationIds || query.split(/\s+/).some((word) => operationIds.has(word.toLowerCase())))) ||
    /(^|\s)(api|openapi|operationid)(\s|$)/i.test(query)
  );
}

/**
 * A query that describes something going wrong (an error, a failure, a state that should not be):
 * the reader wants the troubleshooting pages and sections before the guide of the feature.
 */
export function looksLikeSymptom(query: string): boolean {
  return (
    /\b(errors?|fail|fails|failed|failing|failure|refused|timeout|timed out|time out|crash\w*|\w+backoff|notready|not (working|found|ready|reachable|starting|start|applied|accessible|responding|loading|showing)|no such|denied|cannot|can't|unable|unknown|stuck|broken|won'?t|doesn'?t|exception|panic|oom\w*|evicted|missing|[45]0\d)\b/i.test(query) ||
    /失败|报错|错误|异常|不了|无法|不到|不通|超时|未知|不生效|不能|起不来|崩溃|卡住|拒绝|冲突|满了|不够|不足|丢失|没有生效|挂了|挂掉|宕机|变了|缺少|连不上/.test(query)
  );
}

/** A troubleshooting page: its path says so, or the FAQ. */
export function isTroubleshootingPage(record: SearchRecord): boolean {
  return /troubleshooting|\/faqs(\/|#|$)/.test(pageUrl(record.url));
}

/** A troubleshooting page or a section of one under a troubleshooting heading. */
export function isTroubleshooting(record: SearchRecord): boolean {
  if (isTroubleshootingPage(record)) return true;
  return SUB_HEADINGS.some((level) => {
    const heading = record.hierarchy[level];
    return !!heading && /常见问题|排查|常见.{0,4}错误|troubleshoot|common (issues|problems|errors)|\bfaq\b/i.test(heading);
  });
}

/**
 * The Latin phrases of a query worth finding as typed: each run of two or more Latin words
 * (an error message: "executable file not found"), and each path ("/openapi/v1/teams/{team_id}").
 */
export function latinPhrases(query: string): string[] {
  const out: string[] = [];
  for (const run of query.toLowerCase().split(/[\u3400-\u9fff\uf900-\ufaff]+/)) {
    const words = run.trim().split(/\s+/).filter(Boolean);
    const paths = words.filter((w) => w.startsWith('/') && w.length > 1);
    out.push(...paths);
    const rest = words.filter((w) => !paths.includes(w) && !HTTP_METHOD.test(w));
    if (rest.length >= 2) out.push(rest.join(' '));
  }
  return out;
}

/**
 * How well a record holds the phrase: 2 when one of its page's keywords is the phrase itself (an
 * operation's path), 1 when its heading or body holds it ending at a word boundary, 0 otherwise.
 */
function phraseMatch(record: SearchRecord, phrase: string): number {
  if (record.keywords?.toLowerCase().split(', ').includes(phrase)) return 2;
  for (const text of [record.content, record.type === 'content' ? null : record.hierarchy[record.type]]) {
    if (!text) continue;
    const lower = text.toLowerCase();
    let at = lower.indexOf(phrase);
    while (at >= 0) {
      if (!/[\w/{]/.test(lower[at + phrase.length] ?? '')) return 1;
      at = lower.indexOf(phrase, at + 1);
    }
  }
  return 0;
}

/** Whether the matched terms hold all the words of one of the aliases. */
function unitsAliasHit(terms: readonly string[], aliases: readonly string[]): boolean {
  return aliases.some((alias) => tokenize(alias).every((token) => terms.includes(token)));
}

function rankOf(record: SearchRecord): number {
  return record.weight?.pageRank ?? 0;
}

/** A unit of a query: one word the reader typed, and the words that mean the same. */
interface QueryUnit {
  word: string;
  aliases: string[];
  /** How much the unit counts in the share of the query: 1, or RANKING.functionWord for a function word. */
  weight: number;
}

/** The words of each camelCase identifier in a text (updateCertificate → update, certificate), lower case. */
export function camelWords(text: string): string[] {
  const out: string[] = [];
  for (const [word] of text.matchAll(/\b[a-z]+[A-Z][A-Za-z]*\b/g)) out.push(...word.split(/(?<=[a-z])(?=[A-Z])/).map((w) => w.toLowerCase()));
  return out;
}

/** Splits a leftover run of Chinese characters the way most Chinese words go: in pairs (a run of 3 stays whole). */
function cjkChunks(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length <= 3) return [run];
  const out: string[] = [];
  let i = 0;
  while (i < chars.length) {
    const take = chars.length - i === 3 ? 3 : 2;
    out.push(chars.slice(i, i + take).join(''));
    i += take;
  }
  return out;
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
  /** Alias groups by word (lower case); a word in several groups has their union. */
  private readonly aliasMap = new Map<string, string[]>();
  /** Chinese words of the alias groups, longest first: the dictionary that splits a run of Chinese in a query. */
  private readonly cjkWords: string[];
  /** Every Latin term of the index, for the swapped-letters typo (vlaues → values), which edit distance 1 misses. */
  private readonly latinTerms = new Set<string>();
  /** Each record's page (its URL without the anchor), by record id. */
  private readonly pages: string[];
  /** The operationIds of the API reference (its pages' camelCase keywords), lower case. */
  private readonly operationIds = new Set<string>();
  /** The HTTP method of each API reference page (its keyword "PUT /openapi/…"), lower case, by page. */
  private readonly methods = new Map<string, string>();
  /** The last rankings, by query: paging through results, or the modal and the page asking the same, rank once. */
  private readonly ranked = new Map<string, SearchRecord[]>();

  constructor(
    private readonly records: readonly SearchRecord[],
    aliases: readonly (readonly string[])[] = [],
  ) {
    for (const group of aliases) {
      for (const word of group) {
        const key = word.toLowerCase();
        const known = this.aliasMap.get(key) ?? [];
        this.aliasMap.set(key, [...new Set([...known, ...group.map((w) => w.toLowerCase()).filter((w) => w !== key)])]);
      }
    }
    this.pages = records.map((record) => pageUrl(record.url));
    for (const record of records) {
      if (record.weight?.kind !== 'api' || !record.keywords) continue;
      for (const keyword of record.keywords.split(', ')) {
        if (/^[a-z]+[A-Z][A-Za-z]+$/.test(keyword)) this.operationIds.add(keyword.toLowerCase());
        const method = keyword.match(/^(GET|POST|PUT|PATCH|DELETE) \//);
        if (method) this.methods.set(pageUrl(record.url), method[1].toLowerCase());
      }
    }
    this.cjkWords = [...this.aliasMap.keys()].filter((word) => /^[\u3400-\u9fff\uf900-\ufaff]+$/.test(word)).sort((a, b) => b.length - a.length);
    const latinTerms = this.latinTerms;
    this.mini = new MiniSearch<IndexedFields>({
      fields: ['title', 'keywords', 'heading', 'url', 'description', 'content'],
      tokenize: (text, field) => {
        const tokens = tokenize(text);
        // An operationId among a page's keywords (updateCertificate) also matches its words: update certificate.
        if (field === 'keywords') tokens.push(...camelWords(text));
        if (field) for (const token of tokens) if (!isCjk(token)) latinTerms.add(token);
        return tokens;
      },
      processTerm: (term) => term.toLowerCase(),
      searchOptions: {
        boost: RANKING.fields,
        boostDocument: (id) => {
          const record = this.records[id as number];
          return RANKING.types[record.type] * RANKING.pageRankFactor ** rankOf(record);
        },
        // Latin words match as prefixes (instal → install) and, when the index does not hold them, with a typo or two; CJK pairs match exactly.
        prefix: (term) => !isCjk(term) && term.length >= 2,
        fuzzy: (term) => this.typos(term),
        combineWith: 'OR',
      },
    });
    this.mini.addAll(
      records.map((record, id) => ({
        id,
        title: record.hierarchy.lvl1 ?? '',
        heading: headings(record),
        url: urlWords(record),
        keywords: record.keywords ?? '',
        description: record.description ?? '',
        content: record.content ?? '',
      })),
    );
  }

  /**
   * How many typos a query word may hold: none for a word the index holds as typed (a reader who
   * types containerd means containerd, not container), else 1 from four letters, 2 from eight.
   * Tuning queries: hit@1 unchanged in both locales, en hit@3 +1, MRR +.001; and less work a query.
   */
  private readonly typos = (term: string): number | false =>
    isCjk(term) || term.length < 4 || this.latinTerms.has(term) ? false : term.length >= 8 ? 2 : 1;

  get size(): number {
    return this.records.length;
  }

  /** The query's units: its words (a run of Chinese split by the alias dictionary, then in pairs), each with its aliases. */
  private units(query: string): QueryUnit[] {
    const words: string[] = [];
    for (const [piece] of query.toLowerCase().matchAll(/[\u3400-\u9fff\uf900-\ufaff]+|[^\s\u3400-\u9fff\uf900-\ufaff]+/g)) {
      if (!isCjk(piece)) {
        words.push(piece);
        continue;
      }
      let rest = piece;
      let pending = '';
      while (rest) {
        const functionWord = CJK_FUNCTION_WORDS.find((w) => rest.startsWith(w));
        const word = functionWord ?? this.cjkWords.find((w) => rest.startsWith(w));
        if (word) {
          if (pending) words.push(...cjkChunks(pending));
          pending = '';
          words.push(word);
          rest = rest.slice(word.length);
        } else {
          const [first] = Array.from(rest);
          pending += first;
          rest = rest.slice(first.length);
        }
      }
      if (pending) words.push(...cjkChunks(pending));
    }
    const units: QueryUnit[] = [];
    for (let i = 0; i < words.length; i += 1) {
      // A phrase of two or three Latin words that is an alias (health check → 健康检查) is one unit.
      const phrase = [3, 2].map((n) => words.slice(i, i + n)).find((ws) => ws.length > 1 && this.aliasMap.has(ws.join(' ')));
      const word = phrase ? phrase.join(' ') : words[i];
      if (phrase) i += phrase.length - 1;
      if (tokenize(word).length === 0) continue;
      const aliases = [...(this.aliasMap.get(word) ?? [])];
      // jdk17 also as jdk 17 (the index holds both forms of what it has, the query must not need both).
      const apart = word.match(/^([a-z]{2,})(\d+)$/);
      if (apart) aliases.push(`${apart[1]} ${apart[2]}`);
      if (!isCjk(word) && word.length >= 4 && !this.latinTerms.has(word)) {
        // Two letters swapped: a typo edit distance 1 does not reach.
        for (let k = 0; k < word.length - 1; k += 1) {
          const swapped = word.slice(0, k) + word[k + 1] + word[k] + word.slice(k + 2);
          if (swapped !== word && this.latinTerms.has(swapped)) aliases.push(swapped);
        }
      }
      units.push({word, aliases, weight: FUNCTION_WORDS.has(word) && aliases.length === 0 ? RANKING.functionWord : 1});
    }
    return units;
  }

  /**
   * A unit that may match in part, and then counts in part: a leftover run of three Chinese
   * characters (by either of its pairs), and a Latin word of several parts that the index does not
   * hold as a whole (jdk17, .net6, docker/registry/v2/blobs: by any of its parts). A word the index
   * holds (rbd-app-ui) must match whole.
   */
  private isPartial(unit: QueryUnit): boolean {
    if (this.aliasMap.has(unit.word)) return false;
    if (isCjk(unit.word)) return Array.from(unit.word).length === 3;
    return tokenize(unit.word).length > 1 && !this.latinTerms.has(unit.word.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, ''));
  }

  search({query, page = 0, hitsPerPage = 20, facetFilters, tags = {pre: '<mark>', post: '</mark>'}, snippetEllipsisText = '…'}: EngineQuery): EngineResult {
    const groups = parseFilters(facetFilters);
    const trimmed = effectiveQuery(query);
    const matching = trimmed ? this.cachedRank(trimmed).filter((record) => passes(record, groups)) : [];
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

  private cachedRank(query: string): SearchRecord[] {
    let ranking = this.ranked.get(query);
    if (!ranking) {
      ranking = this.rank(query);
      if (this.ranked.size >= 16) this.ranked.delete(this.ranked.keys().next().value as string);
      this.ranked.set(query, ranking);
    }
    return ranking;
  }

  /**
   * The records that match, best first. Every record matching any unit of the query is a candidate;
   * its score is MiniSearch's (BM25 over the weighted fields, times the heading level and the page
   * rank) scaled by the square of the share of the query's units it matches, so a record that
   * answers the whole question comes before one that shares a word with it. Pages are ranked by
   * their best record, and give at most two hits, side by side. (Tried on the tuning queries, issue 27
   * round 5, and flat or worse: a section sharing its title record's keywords and description in its
   * share (±1 query), a page adding part of its title record's score to its best section's (en -3 to
   * -11 first answers), a factor for a section whose headings cover the query (zh -3, en -4), units
   * weighted by their rarity (idf), troubleshooting pages lower for questions that are no symptom, a
   * factor for a record holding a run of four or more Chinese characters as typed (zh -1 to -3).)
   */
  private rank(query: string): SearchRecord[] {
    const units = this.units(query);
    if (units.length === 0) return [];
    const unitOf = new Map<string, Set<number>>();
    const note = (text: string, unit: number) => {
      for (const token of tokenize(text)) {
        const set = unitOf.get(token) ?? new Set<number>();
        set.add(unit);
        unitOf.set(token, set);
      }
    };
    units.forEach((unit, i) => {
      note(unit.word, i);
      for (const alias of unit.aliases) note(alias, i);
    });
    const found = this.mini.search({
      combineWith: 'OR',
      queries: units.map((unit) => ({
        combineWith: 'OR',
        queries: [
          // A leftover run of three Chinese characters (支持吗, 单机版) matches with either of its pairs.
          unit.weight < 1
            ? {combineWith: 'AND' as const, queries: [unit.word], prefix: false, fuzzy: false}
            : {combineWith: this.isPartial(unit) ? ('OR' as const) : ('AND' as const), queries: [unit.word], fuzzy: this.typos},
          // An alias is matched as written: no prefix, no typo (it is a word the reader did not type).
          ...unit.aliases.map((alias) => ({combineWith: 'AND' as const, queries: [alias], prefix: false, fuzzy: false, boostTerm: () => RANKING.alias})),
        ],
      })),
    });
    const api = looksLikeApiQuery(query, this.operationIds);
    const method = api ? httpMethodOf(query) : undefined;
    const phrases = latinPhrases(query);
    const symptom = looksLikeSymptom(query);
    // How much of each unit a record matches: all of it, or, for a unit that may match in part,
    // the share of its tokens (单机版 by 单机: half).
    const partial = units.map((unit) => (this.isPartial(unit) ? tokenize(unit.word) : null));
    // A query of function words alone ("how to") is all shape: each word counts in full.
    if (units.every((unit) => unit.weight === 0)) for (const unit of units) unit.weight = 1;
    const total = units.reduce((sum, unit) => sum + unit.weight, 0);
    const shareOf = (terms: readonly string[], docTerms: readonly string[] = terms, summaryOnly?: ReadonlySet<string>): number => {
      // Per unit: 1 when one of its words is in the record as typed or as the start of a longer word,
      // less when only a typo of it is (tolerations is two letters from operations), or when a short
      // word is only the start of a much longer one (pin of pinpoint).
      const covered = new Map<number, number>();
      for (const term of terms) {
        const prefixOf = docTerms.filter((t) => t.startsWith(term));
        let weight = prefixOf.some((t) => term.length > 4 || t.length - term.length < 3) ? 1 : prefixOf.length ? RANKING.shortPrefix : RANKING.typo;
        if (summaryOnly?.size && (prefixOf.length ? prefixOf : docTerms).every((t) => summaryOnly.has(t))) weight *= RANKING.descriptionShare;
        for (const unit of unitOf.get(term) ?? []) covered.set(unit, Math.max(covered.get(unit) ?? 0, weight));
      }
      let sum = 0;
      for (const [unit, weight] of covered) {
        const pairs = partial[unit];
        sum += units[unit].weight * weight * (pairs && !unitsAliasHit(terms, units[unit].aliases) ? pairs.filter((pair) => terms.includes(pair)).length / pairs.length : 1);
      }
      return sum / total;
    };
    const scored = found.map((result) => {
      const record = this.records[result.id as number];
      // The words the record holds only in its page's description (see RANKING.descriptionShare).
      const summaryOnly = record.description ? new Set(result.terms.filter((t) => result.match[t].every((field) => field === 'description'))) : undefined;
      const share = shareOf(result.queryTerms, result.terms, summaryOnly);
      // MiniSearch multiplies by the number of query terms matched; the share of units replaces it.
      let score = (result.score / Math.max(result.queryTerms.length, 1)) * share ** RANKING.coverage;
      // The API reference ranks low (config/search.ts), except for a question that looks like an API call.
      // Then it ranks one step (apiBoost) above the rest, so the OpenAPI introduction (rank 0) still leads for "OpenAPI".
      if (api && record.weight?.kind === 'api') score *= (RANKING.pageRankFactor * RANKING.apiBoost) ** -rankOf(record);
      if (method && this.methods.get(this.pages[result.id as number]) === method) score *= RANKING.method;
      if (symptom && isTroubleshooting(record)) score *= isTroubleshootingPage(record) ? RANKING.symptom : RANKING.symptomSection;
      if (phrases.length) score *= RANKING.phrase ** Math.max(0, ...phrases.map((phrase) => phraseMatch(record, phrase)));
      if (units.length === 1 && record.type !== 'content') {
        // How much of the title or heading the one word of the query is (see RANKING.titleFit).
        const own = tokenize(record.hierarchy[record.type] ?? '');
        const matched = new Set(result.terms.filter((t) => result.match[t].includes('title') || result.match[t].includes('heading')));
        if (own.length) score *= 1 + RANKING.titleFit * (own.filter((t) => matched.has(t)).length / own.length);
      }
      return {record, page: this.pages[result.id as number], score};
    });
    const best = new Map<string, number>();
    for (const {page, score} of scored) if (score > (best.get(page) ?? 0)) best.set(page, score);
    const ranked = scored.map((entry) => ({...entry, pageScore: best.get(entry.page) ?? 0}));
    ranked.sort((a, b) => b.pageScore - a.pageScore || (a.page < b.page ? -1 : a.page > b.page ? 1 : 0) || b.score - a.score);
    // One hit per address (Algolia's `distinct` on the URL), at most two per page.
    const seen = new Set<string>();
    const perPage = new Map<string, number>();
    const out: SearchRecord[] = [];
    for (const {record, page} of ranked) {
      const count = perPage.get(page) ?? 0;
      if (seen.has(record.url) || count >= HITS_PER_PAGE_OF_SITE) continue;
      seen.add(record.url);
      perPage.set(page, count + 1);
      out.push(record);
    }
    return out;
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
