import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {aggregate, candidates, parseExport, queryKey, type SearchEvent} from '../../tools/search-relevance/analytics';

// Issue 27: readers' queries, from what the statistics export, as candidate benchmark questions
// (`npm run search:queries`, tools/search-relevance/analytics.ts).

const posthogEvents = [
  {event: 'docs_search', properties: {source: 'modal', query: 'Gateway  port', hits: 9, locale: 'en', page: '/en/docs/'}},
  {event: 'docs_search_click', properties: {source: 'modal', query: 'Gateway  port', url: '/en/docs/ops-guide/component/rbd-gateway#ports', position: 3, locale: 'en', page: '/en/docs/'}},
  // Before events named their locale: the page tells it.
  {event: 'docs_search', properties: {source: 'page', query: '网关 端口', hits: 4, page: '/search'}},
  {event: '$pageview', properties: {page: '/'}},
];

describe('search queries from the statistics (issue 27)', () => {
  it('reads PostHog events as a JSON array, as JSON lines and as CSV', () => {
    const expected: SearchEvent[] = [
      {kind: 'query', locale: 'en', source: 'modal', query: 'Gateway  port', count: 1},
      {kind: 'click', locale: 'en', source: 'modal', query: 'Gateway  port', path: '/en/docs/ops-guide/component/rbd-gateway', position: 3, count: 1},
      {kind: 'query', locale: 'zh', source: 'page', query: '网关 端口', count: 1},
    ];
    expect(parseExport(JSON.stringify(posthogEvents))).toEqual(expected);
    expect(parseExport(posthogEvents.map((e) => JSON.stringify(e)).join('\n'))).toEqual(expected);
    const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
    const nested = ['event,timestamp,properties', ...posthogEvents.map((e) => `${e.event},2026-11-20T10:00:00Z,${quoted(JSON.stringify(e.properties))}`)].join('\n');
    expect(parseExport(nested)).toEqual(expected);
    const explorer = ['*,event,time', ...posthogEvents.map((e) => `${quoted(JSON.stringify(e))},${e.event},2026-11-20T10:00:00Z`)].join('\n');
    expect(parseExport(explorer)).toEqual(expected);
    const flat = [
      'event,properties.query,properties.source,properties.url,properties.position,properties.page',
      'docs_search_click,"logs, component",page,/docs/use-manual/component-manage/logs?x=1#top,1,/search',
    ].join('\r\n');
    expect(parseExport(`\uFEFF${flat}`)).toEqual([{kind: 'click', locale: 'zh', source: 'page', query: 'logs, component', path: '/docs/use-manual/component-manage/logs', position: 1, count: 1}]);
  });

  it("reads Baidu statistics' event report, with its counts and either language of headers", () => {
    const report = [
      '事件类别,事件操作,事件标签,事件总数,唯一访客事件数',
      'search-zh,query-modal,对接 nfs 存储,"1,204",900',
      'search-zh,click-modal,对接 nfs 存储 → /docs/ops-guide/storage/nfs#install,310,300',
      'search-en,query-page,helm values,12,10',
      // Sent before the category named the locale: the opened page, or the query's script, tells it.
      'search,click-page,pvc pending → /en/docs/use-manual/usage_troubleshooting/storage,2,2',
      'search,query-modal,磁盘 空间 不足,5,5',
      'other,query-modal,not a search,9,9',
      'search-zh,click-modal,a label without its arrow,1,1',
    ].join('\n');
    expect(parseExport(report)).toEqual([
      {kind: 'query', locale: 'zh', source: 'modal', query: '对接 nfs 存储', count: 1204},
      {kind: 'click', locale: 'zh', source: 'modal', query: '对接 nfs 存储', path: '/docs/ops-guide/storage/nfs', count: 310},
      {kind: 'query', locale: 'en', source: 'page', query: 'helm values', count: 12},
      {kind: 'click', locale: 'en', source: 'page', query: 'pvc pending', path: '/en/docs/use-manual/usage_troubleshooting/storage', count: 2},
      {kind: 'query', locale: 'zh', source: 'modal', query: '磁盘 空间 不足', count: 5},
    ]);
    expect(parseExport('Category,Action,Label,Total events\nsearch-en,query-modal,grctl,3')).toEqual([{kind: 'query', locale: 'en', source: 'modal', query: 'grctl', count: 3}]);
    expect(() => parseExport('date,visits\n2026-11-20,5')).toThrow(/category, action and label/);
    expect(parseExport('  ')).toEqual([]);
  });

  it('counts per locale and question, and names the questions worth a benchmark entry', () => {
    const events: SearchEvent[] = [
      {kind: 'query', locale: 'zh', source: 'modal', query: '磁盘 空间 不足', count: 8},
      {kind: 'query', locale: 'zh', source: 'page', query: '磁盘空间 不足', count: 1},
      {kind: 'query', locale: 'zh', source: 'modal', query: 'Helm  安装', count: 6},
      {kind: 'query', locale: 'zh', source: 'modal', query: 'helm 安装', count: 2},
      {kind: 'click', locale: 'zh', source: 'modal', query: 'helm 安装', path: '/docs/installation/install-with-helm', position: 1, count: 5},
      {kind: 'click', locale: 'zh', source: 'modal', query: 'helm 安装', path: '/docs/installation/install-with-helm', position: 3, count: 1},
      {kind: 'query', locale: 'en', source: 'modal', query: 'component logs', count: 4},
      {kind: 'click', locale: 'en', source: 'modal', query: 'component logs', path: '/en/docs/use-manual/component-manage/logs', position: 4, count: 3},
      {kind: 'query', locale: 'en', source: 'modal', query: 'rare', count: 2},
      {kind: 'query', locale: 'en', source: 'modal', query: 'known question', count: 50},
    ];
    const stats = aggregate(events, new Set([`en ${queryKey('Known  Question')}`]));
    expect(stats.map((s) => [s.locale, s.query, s.searches, s.clicks, s.inBenchmark])).toEqual([
      ['en', 'known question', 50, 0, true],
      ['zh', 'Helm  安装', 8, 6, false],
      ['zh', '磁盘 空间 不足', 8, 0, false],
      ['en', 'component logs', 4, 3, false],
      ['en', 'rare', 2, 0, false],
      ['zh', '磁盘空间 不足', 1, 0, false],
    ]);
    expect(stats[1].opened).toEqual([{path: '/docs/installation/install-with-helm', count: 6, meanPosition: 1.3}]);
    expect(candidates(stats).map((c) => [c.query, c.reasons])).toEqual([
      ['磁盘 空间 不足', ['frequent', 'no-click']],
      ['component logs', ['frequent', 'not-first']],
      ['Helm  安装', ['frequent']],
    ]);
    expect(candidates(stats, 9)).toEqual([]);
  });

  it('npm run search:queries prints the candidates per locale and writes them for the writers', () => {
    const dir = mkdtempSync(join(tmpdir(), 'search-queries-'));
    try {
      const report = join(dir, 'baidu.csv');
      const out = join(dir, 'candidates.json');
      // "对接 nfs 存储" is unanswered; the benchmark already has the English question (an entry of the fixture).
      const known = (JSON.parse(readFileSync(join(__dirname, '../fixtures/search-relevance.json'), 'utf8')) as {locale: string; q: string}[]).find((q) => q.locale === 'en')!;
      writeFileSync(report, ['事件类别,事件操作,事件标签,事件总数', 'search-zh,query-modal,对接 nfs 存储,7', `search-en,query-modal,"${known.q.replace(/"/g, '""')}",9`].join('\n'));
      const cli = join(__dirname, '../../tools/search-relevance/queries.mjs');
      const run = spawnSync(process.execPath, [cli, report, '--json', out], {encoding: 'utf8'});
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('| 7 | 0 | frequent, no-click | 对接 nfs 存储 | — |');
      expect(run.stdout).toMatch(/en: 9 searches of 1 questions \(1 in the benchmark\); 0 candidates/);
      expect((JSON.parse(readFileSync(out, 'utf8')) as {query: string}[]).map((c) => c.query)).toEqual(['对接 nfs 存储']);
      expect(spawnSync(process.execPath, [cli], {encoding: 'utf8'}).status).toBe(2);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
