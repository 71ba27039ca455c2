import {extractRecords} from '../../plugins/local-search/extract';
import {isIndexable} from '../../plugins/local-search/index';
import {normaliseRequests} from '../../src/search/localClient';

const page = `<!doctype html><html lang="zh-CN"><head><title>架构说明 | Rainbond</title>
<meta name="docsearch:language" content="zh"><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head>
<body><nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a aria-label="主页面" class="breadcrumbs__link" href="/"><svg viewBox="0 0 24 24"></svg></a></li>
<li class="breadcrumbs__item"><span>快速开始</span></li><li class="breadcrumbs__item"><span>架构说明</span></li></ul></nav>
<main><article><h1>架构说明</h1><p>控制台负责管理。</p>
<h2 id="console">控制台<a class="hash-link" href="#console">\u200b</a></h2><p>控制台是 Web 界面。</p><ul><li><p>列表里的段落</p></li></ul>
<pre><code>kubectl get pods -n rbd-system</code></pre>
<h3 id="ports">默认端口</h3><table><tr><td>7070</td><td>控制台</td></tr></table></article></main></body></html>`;

jest.mock('@generated/docusaurus.config', () => ({default: {baseUrl: '/'}}), {virtual: true});

describe('record extraction', () => {
  const records = extractRecords(page, {url: 'https://www.rainbond.com/docs/quick-start/architecture', path: '/docs/quick-start/architecture', sections: {docs: '文档'}, fallbackSection: 'Rainbond'});

  it('makes a record per heading and per section of text, with anchors', () => {
    expect(records.map((r) => [r.type, r.url.split('architecture')[1], r.content])).toEqual([
      ['lvl1', '', null],
      ['content', '', '控制台负责管理。'],
      ['lvl2', '#console', null],
      ['content', '#console', '控制台是 Web 界面。 列表里的段落 kubectl get pods -n rbd-system'],
      ['lvl3', '#ports', null],
      ['content', '#ports', '7070 控制台'],
    ]);
  });

  it('builds the hierarchy from the breadcrumb category and the headings', () => {
    expect(records[4].hierarchy).toMatchObject({lvl0: '快速开始', lvl1: '架构说明', lvl2: '控制台', lvl3: '默认端口'});
    expect(records[2].hierarchy.lvl2).toBe('控制台');
  });

  it("puts the page's keywords on its title record only", () => {
    const withKeywords = page.replace('<meta name="docsearch:language"', '<meta name="keywords" content="架构, rbd-api ,控制台"><meta name="docsearch:language"');
    const keyed = extractRecords(withKeywords, {url: 'https://x/docs/a', path: '/docs/a', sections: {}, fallbackSection: 'Rainbond'});
    expect(keyed.filter((r) => r.keywords).map((r) => [r.type, r.keywords])).toEqual([['lvl1', '架构, rbd-api, 控制台']]);
    expect(records.some((r) => 'keywords' in r)).toBe(false);
  });

  it("puts the page's description (its summary) on its title record only", () => {
    const described = page.replace('<meta name="docsearch:language"', '<meta name="description" content="Rainbond 的组件：控制台、 网关\n和集群端。"><meta name="docsearch:language"');
    const records = extractRecords(described, {url: 'https://x/docs/a', path: '/docs/a', sections: {}, fallbackSection: 'Rainbond'});
    expect(records.filter((r) => r.description).map((r) => [r.type, r.description])).toEqual([['lvl1', 'Rainbond 的组件：控制台、 网关 和集群端。']]);
    expect(extractRecords(page, {url: 'https://x/docs/a', path: '/docs/a', sections: {}, fallbackSection: 'Rainbond'}).some((r) => 'description' in r)).toBe(false);
  });

  it('keeps the language and tag for contextual filters', () => {
    expect(new Set(records.map((r) => `${r.language}/${r.docusaurus_tag}`))).toEqual(new Set(['zh/docs-default-current']));
  });

  it('leaves lists, archives, tags and the search page out of the index', () => {
    const lists = ['/blog', '/usescene'];
    for (const path of ['/search', '/blog', '/blog/', '/blog/tags/nacos', '/case/archive', '/blog/page/2', '/usescene']) expect([path, isIndexable(path, lists)]).toEqual([path, false]);
    for (const path of ['/', '/docs/', '/blog/apollo', '/helm/', '/community/faqs', '/usescene/offlineDelivery']) expect([path, isIndexable(path, lists)]).toEqual([path, true]);
  });
});

describe('client requests', () => {
  it('accepts DocSearch requests and helper requests with string params', () => {
    expect(normaliseRequests({requests: [{indexName: 'i', query: 'a', hitsPerPage: 5}]})).toEqual([{indexName: 'i', query: 'a', hitsPerPage: 5}]);
    expect(normaliseRequests([{indexName: 'i', params: 'query=%E5%AE%89&page=1&facetFilters=%5B%5B%22language%3Azh%22%5D%5D'}])).toEqual([
      {indexName: 'i', query: '安', page: 1, facetFilters: [['language:zh']]},
    ]);
  });
});
