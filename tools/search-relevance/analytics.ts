import {parse} from 'csv-parse/sync';
import {localeOfPath} from '../../src/search/searchAnalytics';

/**
 * Readers' own queries, from an export of the site's statistics, turned into candidate questions for
 * the relevance benchmark (issue 27; `npm run search:queries -- FILE…`).
 *
 * The site reports each query a reader settled on and each result they opened
 * (src/search/searchAnalytics.ts). This reads what the two statistics services export of those
 * events, counts them per query and locale, and names the queries worth a benchmark question: the
 * frequent ones, the ones that end without a click (a gap of the site, or of search), and the ones
 * whose readers open a result below the first (what search put first did not answer them).
 *
 * Formats read (told apart by their content, not their file name):
 * - PostHog: events `docs_search` and `docs_search_click` as a JSON array, JSON lines, or CSV with a
 *   `properties` column holding JSON, one `properties.<name>` column a property, or the whole event as
 *   JSON in a column `*` (the event explorer's export).
 * - Baidu statistics: the event report as CSV, a row per category, action and label with its count
 *   (headers in Chinese or English: 类别/category, 操作/action, 标签/label, 总数/count).
 */

export type Locale = 'zh' | 'en';
export type Source = 'modal' | 'page' | 'unknown';

/** One row of an export: `count` events alike. */
export interface SearchEvent {
  kind: 'query' | 'click';
  locale: Locale;
  source: Source;
  query: string;
  /** The path opened (a click), without its anchor. */
  path?: string;
  /** The opened result's place in the list, from 1 (a click, when the export has it). */
  position?: number;
  count: number;
}

/** What counts as the same question: Unicode-normalised, lower case, single spaces. */
export function queryKey(query: string): string {
  return query.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

const CJK = /[\u3400-\u9fff]/;

function sourceOf(text: unknown): Source {
  return text === 'modal' || text === 'page' ? text : 'unknown';
}

function pathOf(url: string): string {
  return url.replace(/[#?].*$/, '') || '/';
}

function positiveInteger(value: unknown): number | undefined {
  const n = Number(String(value ?? '').replace(/,/g, ''));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

function isEvent(event: SearchEvent | null): event is SearchEvent {
  return event !== null;
}

/** A PostHog event, nested (`properties: {…}` or its JSON) or flattened (`properties.query`). */
function fromPostHog(record: Record<string, unknown>): SearchEvent | null {
  const kind = record.event === 'docs_search' ? 'query' : record.event === 'docs_search_click' ? 'click' : null;
  if (!kind) return null;
  let props: Record<string, unknown> = {};
  if (typeof record.properties === 'string' && record.properties.trim()) props = JSON.parse(record.properties) as Record<string, unknown>;
  else if (record.properties && typeof record.properties === 'object') props = record.properties as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) if (key.startsWith('properties.')) props[key.slice('properties.'.length)] = value;
  const query = typeof props.query === 'string' ? props.query.trim() : '';
  if (!query) return null;
  const page = String(props.page ?? props.$pathname ?? '');
  const locale: Locale = props.locale === 'en' || props.locale === 'zh' ? props.locale : localeOfPath(page);
  const event: SearchEvent = {kind, locale, source: sourceOf(props.source), query, count: 1};
  if (kind === 'click') {
    if (typeof props.url !== 'string') return null;
    event.path = pathOf(props.url);
    event.position = positiveInteger(props.position);
  }
  return event;
}

/** The column of a Baidu export whose header matches `pattern`. */
function column(headers: string[], pattern: RegExp): string | undefined {
  return headers.find((header) => pattern.test(header));
}

/** Baidu statistics' event report: category `search-zh`/`search-en`, action `query-modal`…, label, count. */
function fromBaidu(rows: Record<string, string>[], headers: string[]): SearchEvent[] {
  const category = column(headers, /类别|category/i);
  const action = column(headers, /操作|action/i);
  const label = column(headers, /标签|label/i);
  const count = column(headers, /总数|次数|count|total/i);
  if (!category || !action || !label) throw new Error(`a Baidu event export needs category, action and label columns; found: ${headers.join(', ')}`);
  const events: SearchEvent[] = [];
  for (const row of rows) {
    const kindAndSource = /^(query|click)-(modal|page)$/.exec(row[action]?.trim() ?? '');
    const localeMatch = /^search(?:-(zh|en))?$/.exec(row[category]?.trim() ?? '');
    if (!kindAndSource || !localeMatch) continue;
    const [, kind, source] = kindAndSource;
    const times = count ? (positiveInteger(row[count]) ?? 0) : 1;
    if (!times) continue;
    let query = row[label].trim();
    let path: string | undefined;
    if (kind === 'click') {
      const arrow = query.lastIndexOf(' → ');
      if (arrow < 0) continue;
      path = pathOf(query.slice(arrow + 3).trim());
      query = query.slice(0, arrow).trim();
    }
    if (!query) continue;
    // Events sent before the category named the locale: a click's page tells it, a query's script.
    const locale: Locale = (localeMatch[1] as Locale | undefined) ?? (path ? localeOfPath(path) : CJK.test(query) ? 'zh' : 'en');
    events.push({kind: kind as SearchEvent['kind'], locale, source: sourceOf(source), query, ...(path ? {path} : {}), count: times});
  }
  return events;
}

/** The search events of one export file, whichever service it came from. */
export function parseExport(text: string): SearchEvent[] {
  const body = text.replace(/^\uFEFF/, '').trim();
  if (!body) return [];
  if (body.startsWith('[') || body.startsWith('{')) {
    const records: Record<string, unknown>[] = body.startsWith('[')
      ? (JSON.parse(body) as Record<string, unknown>[])
      : body.split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line) as Record<string, unknown>);
    return records.map(fromPostHog).filter(isEvent);
  }
  const rows = parse(body, {columns: true, skip_empty_lines: true, relax_column_count: true, trim: false}) as Record<string, string>[];
  const headers = rows.length ? Object.keys(rows[0]) : [];
  // PostHog's event explorer exports the whole event as JSON in a column named `*`.
  if (headers.includes('*')) return rows.map((row) => fromPostHog(JSON.parse(row['*']) as Record<string, unknown>)).filter(isEvent);
  if (headers.includes('event')) return rows.map(fromPostHog).filter(isEvent);
  return fromBaidu(rows, headers);
}

export interface OpenedPage {
  path: string;
  count: number;
  /** Mean place in the list when it was opened, where the export has places. */
  meanPosition?: number;
}

export interface QueryStats {
  locale: Locale;
  key: string;
  /** The form readers typed most often. */
  query: string;
  searches: number;
  clicks: number;
  opened: OpenedPage[];
  /** The benchmark already has this question (tests/fixtures/search-relevance.json). */
  inBenchmark: boolean;
}

/** Counts the events per locale and question; the most searched first. `known` holds `${locale} ${queryKey(q)}` of the benchmark's questions. */
export function aggregate(events: readonly SearchEvent[], known: ReadonlySet<string> = new Set()): QueryStats[] {
  interface Tally {
    forms: Map<string, number>;
    searches: number;
    clicks: number;
    opened: Map<string, {count: number; positions: number; placed: number}>;
  }
  const tallies = new Map<string, Tally>();
  for (const event of events) {
    const id = `${event.locale} ${queryKey(event.query)}`;
    let tally = tallies.get(id);
    if (!tally) tallies.set(id, (tally = {forms: new Map(), searches: 0, clicks: 0, opened: new Map()}));
    if (event.kind === 'query') {
      tally.searches += event.count;
      tally.forms.set(event.query, (tally.forms.get(event.query) ?? 0) + event.count);
    } else if (event.path) {
      tally.clicks += event.count;
      const page = tally.opened.get(event.path) ?? {count: 0, positions: 0, placed: 0};
      page.count += event.count;
      if (event.position) {
        page.positions += event.position * event.count;
        page.placed += event.count;
      }
      tally.opened.set(event.path, page);
    }
  }
  const stats: QueryStats[] = [];
  for (const [id, tally] of tallies) {
    const [locale, ...rest] = id.split(' ');
    const key = rest.join(' ');
    const forms = [...tally.forms].sort((a, b) => b[1] - a[1]);
    stats.push({
      locale: locale as Locale,
      key,
      query: forms[0]?.[0] ?? key,
      // A click without its query in the export (cut by a date range) still shows a search.
      searches: Math.max(tally.searches, tally.clicks ? 1 : 0),
      clicks: tally.clicks,
      opened: [...tally.opened]
        .map(([path, page]) => ({path, count: page.count, ...(page.placed ? {meanPosition: Math.round((page.positions / page.placed) * 10) / 10} : {})}))
        .sort((a, b) => b.count - a.count || a.path.localeCompare(b.path)),
      inBenchmark: known.has(id),
    });
  }
  return stats.sort((a, b) => b.searches - a.searches || b.clicks - a.clicks || a.key.localeCompare(b.key));
}

/** Why a question is worth a benchmark entry. */
export type Reason = 'frequent' | 'no-click' | 'not-first';

export interface Candidate extends QueryStats {
  reasons: Reason[];
}

/** Below this share of searches with a click, a question counts as unanswered. */
export const NO_CLICK_SHARE = 0.2;
/** Above this mean place of the page readers open most, search did not put their answer first. */
export const NOT_FIRST_PLACE = 1.5;

/**
 * The questions the benchmark does not have yet, searched at least `minSearches` times: each is
 * frequent; `no-click` when few searches end in a click; `not-first` when the page readers open most
 * is mostly below the first place. Unanswered and badly ranked ones first, then by searches.
 */
export function candidates(stats: readonly QueryStats[], minSearches = 3): Candidate[] {
  const weight = (c: Candidate) => (c.reasons.includes('no-click') || c.reasons.includes('not-first') ? 1 : 0);
  return stats
    .filter((s) => !s.inBenchmark && s.searches >= minSearches)
    .map((s) => {
      const reasons: Reason[] = ['frequent'];
      if (s.clicks / s.searches < NO_CLICK_SHARE) reasons.push('no-click');
      const top = s.opened[0];
      if (top?.meanPosition !== undefined && top.meanPosition > NOT_FIRST_PLACE) reasons.push('not-first');
      return {...s, reasons};
    })
    .sort((a, b) => weight(b) - weight(a) || b.searches - a.searches || a.key.localeCompare(b.key));
}
