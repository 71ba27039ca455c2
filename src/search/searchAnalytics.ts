import {callSearch, queryOf, requestsOf, withSearch, type SearchClientLike} from './searchClient';

/**
 * Search analytics (issue 27): what readers type into search and which result they open, told to the
 * statistics the site has loaded (Baidu statistics' `_hmt`, PostHog's `posthog`; see
 * config/analytics.ts). The relevance benchmark can only be as good as its questions, and a query that
 * ends without a click is the best list of questions the docs do not answer yet.
 *
 * - A query is reported once the reader stops typing (QUERY_DELAY_MS without a new one, or at once
 *   when they open a result or leave the page), not every keystroke: "ins", "inst", "insta" are not
 *   questions. The same query from the same place is not reported twice in a row.
 * - Nothing is sent unless a statistics script has loaded, and that happens only in a build with
 *   analytics on (production); this module makes no request of its own.
 * - What could be private is left out: a query keeps at most MAX_QUERY_CHARS characters, and an
 *   e-mail address or a long token-like string (a pasted key or password) becomes a placeholder.
 */

/** Where the query was typed: the search modal, or the search page. */
export type SearchSource = 'modal' | 'page';

/** How long after the last keystroke a query counts as the reader's question. */
export const QUERY_DELAY_MS = 1500;
/** The longest query reported, in characters. */
export const MAX_QUERY_CHARS = 100;

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/** 24 or more characters of a token alphabet holding both letters and digits: a key, a token, a hash. */
const TOKEN = /[A-Za-z0-9+/=_-]{24,}/g;

/** The query as reported: trimmed, one space between words, private-looking parts replaced; null when empty. */
export function cleanQuery(query: string): string | null {
  const text = query
    .replace(EMAIL, '[email]')
    .replace(TOKEN, (run) => (/[A-Za-z]/.test(run) && /\d/.test(run) ? '[token]' : run))
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  return Array.from(text).slice(0, MAX_QUERY_CHARS).join('');
}

interface StatisticsWindow {
  _hmt?: unknown[][];
  posthog?: {capture?: (event: string, properties: Record<string, unknown>) => void};
  location: {pathname: string};
}

export interface QueryEvent {
  source: SearchSource;
  query: string;
  /** How many results the query found. */
  hits: number;
}

export interface ClickEvent {
  source: SearchSource;
  /** The query whose result was opened (the last one reported from that place). */
  query: string;
  /** The path of the opened result (with its anchor). */
  url: string;
  /** Its place in the list, from 1; 0 when unknown. */
  position: number;
}

/**
 * The locale of a page of the site from its path: English under /en/, Chinese (the default locale, at
 * the root) elsewhere. The benchmark keeps a list of questions per locale, so every event says which.
 */
export function localeOfPath(path: string): 'zh' | 'en' {
  return /^\/en(\/|$)/.test(path) ? 'en' : 'zh';
}

/** Hands an event to each statistics script the page has loaded. */
export function sendEvent(win: StatisticsWindow, event: {kind: 'query'; data: QueryEvent} | {kind: 'click'; data: ClickEvent}): void {
  const page = win.location.pathname;
  const locale = localeOfPath(page);
  if (Array.isArray(win._hmt)) {
    // Baidu statistics: _trackEvent, category, action, label, value. Its event reports group by these
    // four alone, so the category names the locale (search-zh, search-en).
    const category = `search-${locale}`;
    if (event.kind === 'query') win._hmt.push(['_trackEvent', category, `query-${event.data.source}`, event.data.query, event.data.hits]);
    else win._hmt.push(['_trackEvent', category, `click-${event.data.source}`, `${event.data.query} → ${event.data.url}`, event.data.position]);
  }
  if (typeof win.posthog?.capture === 'function') {
    win.posthog.capture(event.kind === 'query' ? 'docs_search' : 'docs_search_click', {...event.data, locale, page});
  }
}

/** The path (and anchor) of a result's address, relative to the site: what the statistics group by. */
function pathOf(url: string): string {
  try {
    const parsed = new URL(url, 'https://x');
    return parsed.pathname + parsed.hash;
  } catch {
    return url;
  }
}

export interface SearchReporter {
  /** A query has been answered (each keystroke's query may come here). */
  query(source: SearchSource, query: string, hits: number): void;
  /** The reader opened a result. */
  click(source: SearchSource, url: string, position?: number): void;
  /** Reports the pending query now (the page is being left). */
  flush(): void;
}

export function createSearchReporter(win: StatisticsWindow, delay = QUERY_DELAY_MS): SearchReporter {
  let pending: QueryEvent | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const last = new Map<SearchSource, string>();
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const event = pending;
    pending = null;
    if (!event || last.get(event.source) === event.query) return;
    last.set(event.source, event.query);
    sendEvent(win, {kind: 'query', data: event});
  };
  return {
    query(source, query, hits) {
      const text = cleanQuery(query);
      if (!text) return;
      if (pending && pending.source !== source) flush();
      pending = {source, query: text, hits};
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, delay);
    },
    click(source, url, position = 0) {
      flush();
      const query = last.get(source);
      if (!query) return;
      sendEvent(win, {kind: 'click', data: {source, query, url: pathOf(url), position}});
    },
    flush,
  };
}

let shared: SearchReporter | null = null;

/** The page's reporter, created on first use; a page being hidden (left, or its tab closed) reports its pending query. */
export function searchReporter(): SearchReporter {
  if (!shared) {
    const reporter = createSearchReporter(window);
    window.addEventListener('pagehide', () => reporter.flush());
    shared = reporter;
  }
  return shared;
}


/**
 * A search client that reports each answered query (`source` says where it was typed) and answers as
 * the client does. `reports()` decides per query whether to report at all: the search page's client
 * also answers the not-found page's suggestions, which nobody typed.
 */
export function reportingSearchClient<C extends SearchClientLike>(client: C, source: SearchSource, reports: () => boolean = () => true, reporter: () => SearchReporter = searchReporter): C {
  return withSearch(client, async (argument, ...rest) => {
    const answer = (await callSearch(client, argument, ...rest)) as {results?: {nbHits?: number}[]};
    const [first] = requestsOf(argument);
    const query = first ? queryOf(first) : '';
    if (query.trim() && reports()) reporter().query(source, query, answer?.results?.[0]?.nbHits ?? 0);
    return answer;
  });
}

/** Whether the page is the search page (`/search`, `/en/search`), whose queries a reader typed. */
export function onSearchPage(): boolean {
  return typeof window !== 'undefined' && /\/search\/?$/.test(window.location.pathname);
}

/**
 * Reports the results opened on the search page: a click on a result's title (the original page renders
 * each result as an article whose heading links to it), with its place in the list.
 */
export function reportSearchPageClicks(doc: Document, reporter: () => SearchReporter = searchReporter): () => void {
  const onClick = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('.main-wrapper article h2 a');
    if (link) reporter().click('page', link.getAttribute('href') ?? '', positionIn(link, '.main-wrapper article'));
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}

/**
 * A result of the modal opened: clicked (`link` is the clicked link) or chosen with Enter (the
 * selected hit). Called by the modal (src/theme/SearchBar), which keeps its own code in every page's
 * first load as small as it can.
 */
export function modalResultOpened(url: string, link?: Element, reporter: () => SearchReporter = searchReporter): void {
  // An empty search box lists recent searches and favourites: opening one answers no query typed now.
  if (!document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value.trim()) return;
  const hit = link ?? document.querySelector('.DocSearch-Hit[aria-selected="true"]');
  reporter().click('modal', url, positionIn(hit, '.DocSearch-Hit'));
}

/** Where a clicked result sits among the results of its list (from 1), or 0. */
export function positionIn(element: Element | null, itemSelector: string): number {
  const item = element?.closest(itemSelector);
  if (!item) return 0;
  const list = Array.from(item.ownerDocument.querySelectorAll(itemSelector));
  return list.indexOf(item) + 1;
}
