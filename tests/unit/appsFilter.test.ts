import type {AppTag, OpenSourceApp} from '../../src/data/apps';
import {openSourceApps} from '../../src/data/apps';
import type {LocalizedText} from '../../src/types/localized';
import {
  EMPTY_FILTER,
  MAX_QUERY_LENGTH,
  countByTag,
  filterApps,
  filterToSearch,
  isFiltering,
  matchesQuery,
  parseFilter,
  queryWords,
  sameFilter,
} from '../../src/pages/opensourceApps/_filter';

// The pure filtering of /opensourceApps/ (src/pages/opensourceApps/_filter.ts).

function app(id: string, name: string, tags: AppTag[], zh: string, en: string): OpenSourceApp {
  return {id, name, tags, website: `https://github.com/example/${id}`, description: {zh, en}};
}

const sample: OpenSourceApp[] = [
  app('jaeger', 'Jaeger', ['application', 'plugin', 'observability'], '分布式链路追踪系统。', 'A distributed tracing system.'),
  app('kafka-ui', 'KnowStreaming', ['application', 'messaging'], '滴滴开源的 Kafka 管理平台。', 'Didi’s management platform for Apache Kafka.'),
  app('fluentd', 'Fluentd', ['plugin', 'logging'], '统一日志层采集器。', 'A collector designed as a unified logging layer.'),
  app('openvscode-server', 'OpenVSCode Server', ['application', 'devtools'], '跑在浏览器里的 VS Code。', 'VS Code in the browser.'),
];

const labels: Record<AppTag, LocalizedText> = {
  application: {zh: '应用', en: 'Application'},
  plugin: {zh: '插件', en: 'Plugin'},
  microservice: {zh: '微服务', en: 'Microservices'},
  observability: {zh: '可观测性', en: 'Observability'},
  logging: {zh: '日志与搜索', en: 'Logging & search'},
  messaging: {zh: '消息', en: 'Messaging'},
  bigdata: {zh: '大数据', en: 'Big data'},
  devtools: {zh: '研发工具', en: 'Developer tools'},
};
const zh = {locale: 'zh', tagLabel: (t: AppTag) => labels[t].zh};
const en = {locale: 'en', tagLabel: (t: AppTag) => labels[t].en};
const ids = (apps: OpenSourceApp[]) => apps.map((a) => a.id);

describe('parseFilter', () => {
  it('reads tag and text from the query string', () => {
    expect(parseFilter('?tag=observability&q=kafka')).toEqual({tag: 'observability', query: 'kafka'});
    expect(parseFilter('tag=logging')).toEqual({tag: 'logging', query: ''});
  });

  it('decodes the text', () => {
    expect(parseFilter('?q=%E6%97%A5%E5%BF%97+es')).toEqual({tag: null, query: '日志 es'});
  });

  it('ignores unknown tags, a missing query string and other parameters', () => {
    expect(parseFilter('?tag=nope&q=x')).toEqual({tag: null, query: 'x'});
    expect(parseFilter('?tag=Observability')).toEqual(EMPTY_FILTER);
    expect(parseFilter('')).toEqual(EMPTY_FILTER);
    expect(parseFilter('?utm_source=wechat')).toEqual(EMPTY_FILTER);
  });

  it('cuts very long text', () => {
    expect(parseFilter(`?q=${'a'.repeat(500)}`).query).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('filterToSearch', () => {
  it('writes tag first, then the trimmed text', () => {
    expect(filterToSearch({tag: 'observability', query: ' kafka '})).toBe('?tag=observability&q=kafka');
    expect(filterToSearch({tag: null, query: '日志'})).toBe(`?q=${encodeURIComponent('日志')}`);
  });

  it('is empty when nothing is filtered', () => {
    expect(filterToSearch(EMPTY_FILTER)).toBe('');
    expect(filterToSearch({tag: null, query: '   '})).toBe('');
    expect(filterToSearch(EMPTY_FILTER, '?tag=logging&q=es')).toBe('');
  });

  it('keeps unrelated parameters and replaces its own', () => {
    expect(filterToSearch({tag: 'logging', query: ''}, '?utm_source=wechat&tag=bigdata&q=old')).toBe('?utm_source=wechat&tag=logging');
  });

  it('round-trips through parseFilter', () => {
    const filters = [
      {tag: 'devtools', query: 'vs code'},
      {tag: null, query: 'a&b=c?d#e'},
      {tag: 'plugin', query: ''},
    ] as const;
    for (const filter of filters) {
      expect(parseFilter(filterToSearch(filter))).toEqual(filter);
    }
  });
});

describe('isFiltering and sameFilter', () => {
  it('treats blank text as no filter', () => {
    expect(isFiltering(EMPTY_FILTER)).toBe(false);
    expect(isFiltering({tag: null, query: '  '})).toBe(false);
    expect(isFiltering({tag: 'plugin', query: ''})).toBe(true);
    expect(isFiltering({tag: null, query: 'x'})).toBe(true);
  });

  it('compares field by field', () => {
    expect(sameFilter({tag: 'plugin', query: 'a'}, {tag: 'plugin', query: 'a'})).toBe(true);
    expect(sameFilter({tag: 'plugin', query: 'a'}, {tag: null, query: 'a'})).toBe(false);
  });
});

describe('matching text', () => {
  it('splits the query into lower-case words', () => {
    expect(queryWords('  Open   VSCode ')).toEqual(['open', 'vscode']);
    expect(queryWords('')).toEqual([]);
  });

  it('matches names and ids case-insensitively', () => {
    expect(ids(filterApps(sample, {tag: null, query: 'JAEGER'}, zh))).toEqual(['jaeger']);
    expect(ids(filterApps(sample, {tag: null, query: 'openvscode'}, zh))).toEqual(['openvscode-server']);
  });

  it('needs every word to match, in any order', () => {
    expect(ids(filterApps(sample, {tag: null, query: 'server open'}, en))).toEqual(['openvscode-server']);
    expect(ids(filterApps(sample, {tag: null, query: 'open kafka'}, en))).toEqual([]);
  });

  it('searches the description in the page language only', () => {
    expect(ids(filterApps(sample, {tag: null, query: 'kafka'}, zh))).toEqual(['kafka-ui']);
    expect(ids(filterApps(sample, {tag: null, query: '链路追踪'}, zh))).toEqual(['jaeger']);
    expect(ids(filterApps(sample, {tag: null, query: '链路追踪'}, en))).toEqual([]);
    expect(ids(filterApps(sample, {tag: null, query: 'tracing'}, en))).toEqual(['jaeger']);
  });

  it('finds apps by the visible tag label', () => {
    expect(ids(filterApps(sample, {tag: null, query: '日志'}, zh))).toEqual(['fluentd']);
    expect(ids(filterApps(sample, {tag: null, query: 'developer tools'}, en))).toEqual(['openvscode-server']);
    expect(matchesQuery(sample[0], 'observability', {locale: 'en'})).toBe(true);
  });

  it('normalises full-width characters', () => {
    expect(ids(filterApps(sample, {tag: null, query: 'ＪＡＥＧＥＲ'}, zh))).toEqual(['jaeger']);
  });

  it('finds nothing for nonsense', () => {
    expect(filterApps(sample, {tag: null, query: 'qwxzv-nothing'}, zh)).toEqual([]);
  });
});

describe('filterApps', () => {
  it('returns everything, in order, when nothing is filtered', () => {
    expect(filterApps(sample, EMPTY_FILTER, zh)).toEqual(sample);
  });

  it('keeps the apps with the tag', () => {
    expect(ids(filterApps(sample, {tag: 'plugin', query: ''}, zh))).toEqual(['jaeger', 'fluentd']);
    expect(ids(filterApps(sample, {tag: 'bigdata', query: ''}, zh))).toEqual([]);
  });

  it('combines tag and text', () => {
    expect(ids(filterApps(sample, {tag: 'application', query: 'kafka'}, en))).toEqual(['kafka-ui']);
    expect(ids(filterApps(sample, {tag: 'plugin', query: 'kafka'}, en))).toEqual([]);
  });

  it('does not change its input', () => {
    const copy = [...sample];
    filterApps(sample, {tag: 'plugin', query: 'x'}, zh);
    expect(sample).toEqual(copy);
  });
});

describe('countByTag', () => {
  it('counts the apps per tag under the current text', () => {
    const counts = countByTag(sample, '', zh);
    expect(counts.all).toBe(4);
    expect(counts.application).toBe(3);
    expect(counts.plugin).toBe(2);
    expect(counts.bigdata).toBe(0);

    const narrowed = countByTag(sample, 'kafka', en);
    expect(narrowed.all).toBe(1);
    expect(narrowed.messaging).toBe(1);
    expect(narrowed.plugin).toBe(0);
  });

  it('agrees with filterApps on the real data', () => {
    expect(countByTag(openSourceApps, '', zh).all).toBe(openSourceApps.length);
    expect(countByTag(openSourceApps, 'kafka', en).all).toBeGreaterThan(0);
    for (const query of ['', 'java', '日志', 'kafka']) {
      for (const options of [zh, en]) {
        const counts = countByTag(openSourceApps, query, options);
        for (const tag of Object.keys(labels) as AppTag[]) {
          expect(counts[tag]).toBe(filterApps(openSourceApps, {tag, query}, options).length);
        }
        expect(counts.all).toBe(filterApps(openSourceApps, {tag: null, query}, options).length);
      }
    }
  });
});
