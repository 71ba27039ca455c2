/**
 * @jest-environment jsdom
 */
import {
  cleanQuery,
  createSearchReporter,
  localeOfPath,
  modalResultOpened,
  MAX_QUERY_CHARS,
  QUERY_DELAY_MS,
  reportingSearchClient,
  reportSearchPageClicks,
  sendEvent,
  type SearchReporter,
} from '../../src/search/searchAnalytics';

type Win = Parameters<typeof createSearchReporter>[0];

function statistics(): {win: Win; hmt: unknown[][]; captured: [string, Record<string, unknown>][]} {
  const hmt: unknown[][] = [];
  const captured: [string, Record<string, unknown>][] = [];
  const win = {_hmt: hmt, posthog: {capture: (event: string, props: Record<string, unknown>) => captured.push([event, props])}, location: {pathname: '/docs/'}};
  return {win, hmt, captured};
}

describe('search analytics (issue 27)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports a query once the reader stops typing, not each keystroke', () => {
    const {win, hmt, captured} = statistics();
    const reporter = createSearchReporter(win);
    for (const typed of ['i', 'in', 'ins', 'install']) {
      reporter.query('modal', typed, 12);
      jest.advanceTimersByTime(QUERY_DELAY_MS - 100);
    }
    expect(hmt).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(hmt).toEqual([['_trackEvent', 'search-zh', 'query-modal', 'install', 12]]);
    expect(captured).toEqual([['docs_search', {source: 'modal', query: 'install', hits: 12, locale: 'zh', page: '/docs/'}]]);
    // The same query again (the modal opened anew) is not a second question.
    reporter.query('modal', 'install ', 12);
    jest.advanceTimersByTime(QUERY_DELAY_MS);
    expect(hmt).toHaveLength(1);
  });

  it('reports an opened result after the query it answered, at once', () => {
    const {win, hmt, captured} = statistics();
    const reporter = createSearchReporter(win);
    reporter.query('page', '网关 端口', 0);
    reporter.click('page', 'https://www.rainbond.com/docs/ops-guide/component/rbd-gateway#ports', 2);
    expect(hmt).toEqual([
      ['_trackEvent', 'search-zh', 'query-page', '网关 端口', 0],
      ['_trackEvent', 'search-zh', 'click-page', '网关 端口 → /docs/ops-guide/component/rbd-gateway#ports', 2],
    ]);
    expect(captured[1]).toEqual(['docs_search_click', {source: 'page', query: '网关 端口', url: '/docs/ops-guide/component/rbd-gateway#ports', position: 2, locale: 'zh', page: '/docs/'}]);
    // A click with no query before it (none typed there) is not reported.
    reporter.click('modal', '/docs/', 1);
    expect(hmt).toHaveLength(2);
  });

  it('names the locale of the page, which the benchmark keeps its questions by', () => {
    const {win, hmt, captured} = statistics();
    win.location.pathname = '/en/docs/ops-guide/';
    const reporter = createSearchReporter(win);
    reporter.query('modal', 'gateway', 4);
    reporter.click('modal', '/en/docs/ops-guide/component/rbd-gateway', 1);
    expect(hmt.map((event) => event[1])).toEqual(['search-en', 'search-en']);
    expect(captured.map(([, props]) => props.locale)).toEqual(['en', 'en']);
    expect(['/', '/docs/', '/enterprise_server/', '/en', '/en/', '/en/blog/x'].map(localeOfPath)).toEqual(['zh', 'zh', 'zh', 'en', 'en', 'en']);
  });

  it('reports the pending query when the page is left', () => {
    const {win, hmt} = statistics();
    const reporter = createSearchReporter(win);
    reporter.query('modal', 'helm values', 3);
    reporter.flush();
    expect(hmt).toEqual([['_trackEvent', 'search-zh', 'query-modal', 'helm values', 3]]);
  });

  it('leaves out what could be private, and keeps queries short', () => {
    expect(cleanQuery('  token ghp_0123456789abcdefABCDEF0123456789 fails ')).toBe('token [token] fails');
    expect(cleanQuery('login admin@example.com 失败')).toBe('login [email] 失败');
    // Long words without digits, paths and error texts stay.
    expect(cleanQuery('/openapi/v1/teams/{team_id}/certificates')).toBe('/openapi/v1/teams/{team_id}/certificates');
    expect(cleanQuery('executable file not found in $PATH')).toBe('executable file not found in $PATH');
    expect(Array.from(cleanQuery('网关'.repeat(80))!)).toHaveLength(MAX_QUERY_CHARS);
    expect(cleanQuery('   ')).toBeNull();
  });

  it('sends nothing when no statistics script has loaded', () => {
    const win = {location: {pathname: '/'}} as Win;
    expect(() => sendEvent(win, {kind: 'query', data: {source: 'modal', query: 'x', hits: 0}})).not.toThrow();
    const reporter = createSearchReporter(win);
    reporter.query('modal', 'x', 0);
    expect(() => jest.runAllTimers()).not.toThrow();
  });

  it("reports what a client answers, only where a reader typed it, and answers as the client does", async () => {
    const seen: [string, string, number][] = [];
    const reporter: SearchReporter = {query: (source, query, hits) => seen.push([source, query, hits]), click: () => {}, flush: () => {}};
    const answer = {results: [{hits: [], nbHits: 7}]};
    const client = {appId: 'x', search: jest.fn<Promise<typeof answer>, [unknown]>(() => Promise.resolve(answer))};
    const typed = reportingSearchClient(client, 'page', () => true, () => reporter);
    expect(await typed.search({requests: [{indexName: 'i', params: 'query=grctl&hitsPerPage=10'}]} as never)).toBe(answer);
    await typed.search([{indexName: 'i', query: ''}] as never);
    expect(seen).toEqual([['page', 'grctl', 7]]);
    const suggestions = reportingSearchClient(client, 'page', () => false, () => reporter);
    await suggestions.search([{indexName: 'i', query: 'docs install'}] as never);
    expect(seen).toHaveLength(1);
  });

  it("reports a click on a search page result's title with its place", () => {
    document.body.innerHTML = `<div class="main-wrapper"><main>
      <article><h2><a href="/docs/a">A</a></h2><p>one</p></article>
      <article><h2><a href="/docs/b#x">B</a></h2><p><a href="/docs/c">a link in a summary</a></p></article>
    </main></div>`;
    const clicks: [string, string, number | undefined][] = [];
    const reporter: SearchReporter = {query: () => {}, click: (source, url, position) => clicks.push([source, url, position]), flush: () => {}};
    const stop = reportSearchPageClicks(document, () => reporter);
    document.querySelectorAll('a')[1].dispatchEvent(new MouseEvent('click', {bubbles: true}));
    document.querySelectorAll('a')[2].dispatchEvent(new MouseEvent('click', {bubbles: true}));
    stop();
    document.querySelectorAll('a')[0].dispatchEvent(new MouseEvent('click', {bubbles: true}));
    expect(clicks).toEqual([['page', '/docs/b#x', 2]]);
  });

  it("reports a result opened in the modal with its place, but not a recent search opened from the empty box", () => {
    document.body.innerHTML = `<input class="DocSearch-Input" value="">
      <ul><li class="DocSearch-Hit"><a href="/docs/a">A</a></li><li class="DocSearch-Hit" aria-selected="true"><a href="/docs/b">B</a></li></ul>`;
    const clicks: [string, string, number | undefined][] = [];
    const reporter: SearchReporter = {query: () => {}, click: (source, url, position) => clicks.push([source, url, position]), flush: () => {}};
    modalResultOpened('/docs/b', undefined, () => reporter);
    expect(clicks).toEqual([]);
    document.querySelector('input')!.value = 'gateway';
    // Enter on the selected hit, then a click on the first.
    modalResultOpened('/docs/b', undefined, () => reporter);
    modalResultOpened('/docs/a', document.querySelector('a')!, () => reporter);
    expect(clicks).toEqual([
      ['modal', '/docs/b', 2],
      ['modal', '/docs/a', 1],
    ]);
  });
});
