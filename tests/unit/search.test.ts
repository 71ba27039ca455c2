import {RANKING, SearchEngine, camelWords, effectiveQuery, latinPhrases, looksLikeApiQuery, looksLikeSymptom, MAX_QUERY_CHARS} from '../../src/search/engine';
import {highlight, snippet} from '../../src/search/highlight';
import {cjkBigrams, tokenize} from '../../src/search/tokenize';
import type {SearchRecord} from '../../src/search/types';
import {modalOrder} from '../../tools/search-relevance/evaluate';
import {searchPageRanks} from '../../config/search';

jest.mock('@generated/docusaurus.config', () => ({__esModule: true, default: {baseUrl: '/'}}), {virtual: true});
const {createLocalSearchClient, inRankOrder} = require('../../src/search/localClient') as typeof import('../../src/search/localClient');

const tags = {pre: '<mark>', post: '</mark>'};

function record(partial: Partial<SearchRecord> & Pick<SearchRecord, 'url' | 'type'>): SearchRecord {
  return {
    objectID: partial.url,
    content: null,
    language: 'zh',
    docusaurus_tag: 'docs-default-current',
    ...partial,
    hierarchy: {lvl0: '文档', lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...partial.hierarchy},
  };
}

describe('tokenize', () => {
  it('splits Chinese runs into overlapping pairs and keeps single characters', () => {
    expect(cjkBigrams('安装控制台')).toEqual(['安装', '装控', '控制', '制台']);
    expect(tokenize('用 Helm 安装')).toEqual(['用', 'helm', '安装']);
  });

  it('keeps joined Latin words whole and in parts, lower-cased', () => {
    expect(tokenize('rbd-gateway v5.8.1 EIP')).toEqual(['rbd-gateway', 'rbd', 'gateway', 'v5.8.1', 'v5', '8', '1', 'eip']);
  });
});

describe('highlight and snippet', () => {
  it('marks Chinese words and Latin prefixes', () => {
    const result = highlight('使用 Helm 安装 Rainbond', 'helm 安装', tags);
    expect(result.value).toBe('使用 <mark>Helm</mark> <mark>安装</mark> Rainbond');
    expect(result.matchLevel).toBe('full');
    expect(highlight('Installing the chart', 'instal', tags).value).toBe('<mark>Installing</mark> the chart');
  });

  it('escapes markup in the text, so a result can never inject HTML', () => {
    const result = highlight('<img src=x onerror=alert(1)> 安装', '安装', tags);
    expect(result.value).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>安装</mark>');
    expect(highlight('a & b', '<script>', tags).value).toBe('a &amp; b');
  });

  it('reports partial and missing matches', () => {
    expect(highlight('安装 Rainbond', '安装 网关', tags).matchLevel).toBe('partial');
    expect(highlight('安装 Rainbond', '网关', tags).matchLevel).toBe('none');
  });

  it('cuts a window around the first match with ellipses', () => {
    const text = `${'前言'.repeat(100)}网关节点${'后记'.repeat(100)}`;
    const result = snippet(text, '网关', tags, '…', 40);
    expect(result.value.startsWith('…')).toBe(true);
    expect(result.value.endsWith('…')).toBe(true);
    expect(result.value).toContain('<mark>网关</mark>');
  });
});

describe('SearchEngine', () => {
  const records: SearchRecord[] = [
    record({url: 'https://x/docs/installation/', type: 'lvl1', hierarchy: {lvl0: '安装', lvl1: '安装概览'} as SearchRecord['hierarchy']}),
    record({
      url: 'https://x/docs/installation/#helm',
      type: 'lvl2',
      hierarchy: {lvl0: '安装', lvl1: '安装概览', lvl2: '用 Helm 安装'} as SearchRecord['hierarchy'],
    }),
    record({
      url: 'https://x/docs/gateway#rules',
      type: 'content',
      hierarchy: {lvl0: '使用手册', lvl1: '网关', lvl2: '访问规则'} as SearchRecord['hierarchy'],
      content: '网关按域名和路径把流量转给组件；安装完成后即可配置。',
    }),
    record({url: 'https://x/blog/apollo', type: 'lvl1', docusaurus_tag: 'default', hierarchy: {lvl0: '博客', lvl1: 'Apollo 配置中心'} as SearchRecord['hierarchy']}),
    record({url: 'https://x/en/docs/install', type: 'lvl1', language: 'en', hierarchy: {lvl0: 'Docs', lvl1: 'Install Rainbond'} as SearchRecord['hierarchy']}),
  ];
  const engine = new SearchEngine(records);

  it('ranks titles above body text', () => {
    const {hits} = engine.search({query: '安装'});
    expect(hits[0].url).toBe('https://x/docs/installation/');
    expect(hits.map((h) => h.url)).toContain('https://x/docs/gateway#rules');
    expect(hits.at(-1)!.type).toBe('content');
  });

  it('lets a page of lower page rank yield to an equal match, and still finds it', () => {
    const ranked = new SearchEngine([
      record({url: 'https://x/docs/api/application/upgradeApp', type: 'lvl1', hierarchy: {lvl1: '升级应用'} as SearchRecord['hierarchy'], weight: {pageRank: -1}}),
      record({url: 'https://x/docs/upgrade/', type: 'lvl1', hierarchy: {lvl1: '升级应用'} as SearchRecord['hierarchy']}),
    ]);
    expect(ranked.search({query: '升级'}).hits.map((h) => h.url)).toEqual(['https://x/docs/upgrade/', 'https://x/docs/api/application/upgradeApp']);
  });

  it('ranks first the record that has every word of a query, across title, headings and body', () => {
    expect(engine.search({query: 'helm 安装'}).hits[0].url).toBe('https://x/docs/installation/#helm');
  });

  it('matches English word prefixes', () => {
    expect(engine.search({query: 'instal', facetFilters: [['language:en']]}).hits.map((h) => h.url)).toEqual(['https://x/en/docs/install']);
  });

  it('applies Algolia facet filters (an AND of ORs)', () => {
    const tagged = new SearchEngine([
      record({url: 'https://x/docs/install', type: 'lvl1', hierarchy: {lvl1: '安装 Rainbond'} as SearchRecord['hierarchy']}),
      record({url: 'https://x/blog/apollo', type: 'lvl1', docusaurus_tag: 'default', hierarchy: {lvl1: '安装 Apollo'} as SearchRecord['hierarchy']}),
      record({url: 'https://x/en/blog/apollo', type: 'lvl1', docusaurus_tag: 'default', language: 'en', hierarchy: {lvl1: '安装 Apollo'} as SearchRecord['hierarchy']}),
    ]);
    const urls = (facetFilters?: string[][]) => tagged.search({query: '安装', facetFilters}).hits.map((h) => h.url).sort();
    expect(urls()).toEqual(['https://x/blog/apollo', 'https://x/docs/install', 'https://x/en/blog/apollo']);
    // Each inner list is an OR, the lists are ANDed.
    expect(urls([['language:zh'], ['docusaurus_tag:default']])).toEqual(['https://x/blog/apollo']);
    expect(urls([['language:zh'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])).toEqual(['https://x/blog/apollo', 'https://x/docs/install']);
    expect(urls([['language:en', 'language:zh']])).toHaveLength(3);
    expect(engine.search({query: 'apollo', facetFilters: [['language:en']]}).nbHits).toBe(0);
  });

  it('pages through hits', () => {
    const first = engine.search({query: '安装', hitsPerPage: 2, page: 0});
    const second = engine.search({query: '安装', hitsPerPage: 2, page: 1});
    expect(first.nbHits).toBe(3);
    expect(first.nbPages).toBe(2);
    expect(second.hits).toHaveLength(1);
    expect(new Set([...first.hits, ...second.hits].map((h) => h.url)).size).toBe(3);
  });

  it('answers with Algolia-shaped hits', () => {
    const [hit] = engine.search({query: '网关'}).hits;
    expect(hit._highlightResult.hierarchy.lvl1!.value).toBe('<mark>网关</mark>');
    expect(hit._snippetResult.content!.value).toContain('<mark>网关</mark>');
    expect(Object.keys(hit._highlightResult.hierarchy)).toEqual(['lvl0', 'lvl1', 'lvl2']);
  });

  it('finds nothing for nonsense', () => {
    expect(engine.search({query: 'zzqqxxvv'}).nbHits).toBe(0);
    expect(engine.search({query: '   '}).nbHits).toBe(0);
  });

  it('answers a pasted 10 kB query as the words it repeats', () => {
    const long = engine.search({query: 'helm 安装 '.repeat(1200)});
    const short = engine.search({query: 'helm 安装'});
    expect(long.hits.map((h) => h.url)).toEqual(short.hits.map((h) => h.url));
    expect(long.hits[0]._highlightResult.hierarchy.lvl2!.value).toBe(short.hits[0]._highlightResult.hierarchy.lvl2!.value);
  });
});

describe('effectiveQuery', () => {
  it('keeps the first 512 characters, in whole code points, and each word once', () => {
    expect(effectiveQuery('  helm helm 安装 helm ')).toBe('helm 安装');
    expect(Array.from(effectiveQuery('x'.repeat(600)))).toHaveLength(MAX_QUERY_CHARS);
    const emoji = effectiveQuery(`${'a'.repeat(511)}👋🏽`);
    expect(emoji.endsWith('👋')).toBe(true);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF]$/);
  });
});

describe('ranking (issue 27)', () => {
  const page = (url: string, lvl1: string, extra: Partial<SearchRecord> = {}) =>
    record({url, type: 'lvl1', hierarchy: {lvl0: '文档', lvl1} as SearchRecord['hierarchy'], ...extra});
  const body = (url: string, lvl1: string, lvl2: string, content: string, extra: Partial<SearchRecord> = {}) =>
    record({url, type: 'content', hierarchy: {lvl0: '文档', lvl1, lvl2} as SearchRecord['hierarchy'], content, ...extra});

  it('expands a word with its aliases, in either language', () => {
    const engine = new SearchEngine([page('https://x/docs/logs', 'Component logs'), page('https://x/docs/ports', 'Ports')], [['日志', 'logs']]);
    expect(engine.search({query: '日志'}).hits.map((h) => h.url)).toEqual(['https://x/docs/logs']);
    // An alias phrase of several words is one unit of the query.
    const phrase = new SearchEngine([page('https://x/docs/probe', '健康检查')], [['健康检查', 'health check']]);
    expect(phrase.search({query: 'health check'}).hits.map((h) => h.url)).toEqual(['https://x/docs/probe']);
  });

  it('finds the words of a query across a page: its title, address, headings and body', () => {
    const engine = new SearchEngine([
      page('https://x/docs/use-manual/component-manage/logs', 'Logs'),
      page('https://x/blog/elk', 'Shipping logs to ELK'),
    ]);
    // "component" is only in the address of the first page.
    expect(engine.search({query: 'component logs'}).hits[0].url).toBe('https://x/docs/use-manual/component-manage/logs');
  });

  it('ranks a record that matches every word above one that matches some, even in a title', () => {
    const engine = new SearchEngine([
      page('https://x/docs/config-groups', '配置组'),
      body('https://x/docs/quick-install#hardware', '快速安装', '硬件', '单机版的最低配置是 2 核 8 GB 内存。'),
    ]);
    expect(engine.search({query: '单机版 最低 配置'}).hits[0].url).toBe('https://x/docs/quick-install#hardware');
  });

  it('for a one-word query, ranks the page that the word names above one that repeats it in its keywords', () => {
    const pages = [
      page('https://x/docs/app-manage/upgrade-rollback', 'Upgrade and rollback', {keywords: 'market app upgrade, upgrade history, roll back upgrade, upgrade rules'}),
      page('https://x/docs/upgrade/', 'Upgrade Overview', {keywords: 'upgrade path, skip versions, check the current version, back up the database first, chart values, cluster command'}),
    ];
    expect(new SearchEngine(pages).search({query: 'upgrade'}).hits[0].url).toBe('https://x/docs/upgrade/');
    // Without the title's fit, the keywords that repeat the word win (a new engine: each keeps its rankings).
    const before = RANKING.titleFit;
    try {
      RANKING.titleFit = 0;
      expect(new SearchEngine(pages).search({query: 'upgrade'}).hits[0].url).toBe('https://x/docs/app-manage/upgrade-rollback');
    } finally {
      RANKING.titleFit = before;
    }
  });

  it("finds a page by its description, the summary of what it answers", () => {
    const engine = new SearchEngine([
      page('https://x/docs/cleanup', '资源清理', {description: '磁盘空间不足时，清理镜像和日志。'}),
      page('https://x/docs/gateway', '网关'),
    ]);
    expect(engine.search({query: '磁盘空间'}).hits.map((h) => h.url)).toEqual(['https://x/docs/cleanup']);
  });

  it('counts a word found only in a description less than one in a title or a section', () => {
    // The summary lists many things; a section that speaks of both words together comes first.
    const engine = new SearchEngine([
      page('https://x/docs/storage', 'Storage', {description: 'Volumes for components: shared storage, local disks, NFS servers, config files and backups.'}),
      page('https://x/docs/exports', 'Export directories'),
      body('https://x/docs/exports#server', 'Export directories', 'Server', 'Keep backups of the NFS export directory of the server before you change it.'),
    ]);
    expect(engine.search({query: 'nfs backups'}).hits.map((h) => h.url)).toEqual(['https://x/docs/exports#server', 'https://x/docs/storage']);
  });

  it('takes a word the index holds as typed, and corrects only a word it does not hold', () => {
    const engine = new SearchEngine([
      page('https://x/docs/containers', 'Containers'),
      body('https://x/docs/runtimes#containerd', 'Runtimes', 'Runtimes', 'containerd is supported.'),
    ]);
    // containerd is one letter from container, but the reader typed a word the docs use.
    expect(engine.search({query: 'containerd'}).hits.map((h) => h.url)).toEqual(['https://x/docs/runtimes#containerd']);
    expect(engine.search({query: 'containr'}).hits.map((h) => h.url)).toContain('https://x/docs/containers');
  });

  it('gives a page at most two hits, side by side', () => {
    const engine = new SearchEngine([
      page('https://x/docs/gateway', '网关'),
      ...[1, 2, 3].map((n) => body(`https://x/docs/gateway#s${n}`, '网关', `网关规则 ${n}`, '网关把流量转给组件。')),
      page('https://x/docs/tcp', 'TCP 网关'),
    ]);
    const urls = engine.search({query: '网关'}).hits.map((h) => h.url.split('#')[0]);
    expect(urls.filter((u) => u === 'https://x/docs/gateway')).toHaveLength(2);
    expect(urls).toContain('https://x/docs/tcp');
  });

  it('lets guides come before posts and the API reference, unless the query looks like an API call', () => {
    const engine = new SearchEngine([
      page('https://x/docs/api/team/getTeamList', 'List teams (getTeamList)', {weight: {pageRank: -1, kind: 'api'}, keywords: 'getTeamList, /openapi/v1/teams'}),
      page('https://x/docs/teams', 'Teams'),
      page('https://x/blog/teams', 'Teams at scale', {weight: {pageRank: -1, kind: 'post'}}),
    ]);
    expect(engine.search({query: 'teams'}).hits.map((h) => h.url)).toEqual(['https://x/docs/teams', 'https://x/docs/api/team/getTeamList', 'https://x/blog/teams']);
    expect(engine.search({query: 'GET /openapi/v1/teams'}).hits[0].url).toBe('https://x/docs/api/team/getTeamList');
    expect(engine.search({query: 'getTeamList'}).hits[0].url).toBe('https://x/docs/api/team/getTeamList');
    // A camelCase word that is no operationId (Kubernetes' nodeSelector) leaves the API reference low.
    expect(engine.search({query: 'teams nodeSelector'}).hits[0].url).toBe('https://x/docs/teams');
  });

  it('keeps the API reference one step above the rest for an API question, so its overview still leads', () => {
    const engine = new SearchEngine([
      page('https://x/docs/api/application', 'Application operations', {weight: {pageRank: -1, kind: 'api'}, keywords: 'getApp, /openapi/v1/apps'}),
      page('https://x/docs/Intro', 'OpenAPI introduction'),
    ]);
    expect(engine.search({query: 'openapi'}).hits[0].url).toBe('https://x/docs/Intro');
  });

  it('ranks first the page whose keyword is the path typed, over pages that only mention it', () => {
    const engine = new SearchEngine([
      body('https://x/docs/api/team/getTeamDetail#related', 'Get a team', 'Related', 'See also GET /openapi/v1/teams/{team_id}/regions', {weight: {pageRank: -1, kind: 'api'}}),
      page('https://x/docs/api/team/getTeamRegions', 'List the clusters of a team', {weight: {pageRank: -1, kind: 'api'}, keywords: 'getTeamRegions, /openapi/v1/teams/{team_id}/regions'}),
    ]);
    expect(engine.search({query: 'GET /openapi/v1/teams/{team_id}/regions'}).hits[0].url).toBe('https://x/docs/api/team/getTeamRegions');
  });

  it('ranks first the operation whose HTTP method the API question names', () => {
    const op = (id: string, title: string, method: string, path: string) =>
      page(`https://x/docs/api/team/${id}`, title, {weight: {pageRank: -1, kind: 'api'}, keywords: `${id}, ${path}, ${method} ${path}, ${title}`});
    const engine = new SearchEngine([
      op('getCertificates', 'List team certificates', 'GET', '/openapi/v1/teams/{team_id}/certificates'),
      op('createCertificate', 'Add a team certificate', 'POST', '/openapi/v1/teams/{team_id}/certificates'),
      op('updateCertificate', 'Update a team certificate', 'PUT', '/openapi/v1/teams/{team_id}/certificates/{certificate_id}'),
      page('https://x/docs/certificates', 'Certificates'),
    ]);
    const first = (query: string) => engine.search({query}).hits[0].url;
    expect(first('GET /openapi/v1/teams/{team_id}/certificates')).toBe('https://x/docs/api/team/getCertificates');
    expect(first('POST /openapi/v1/teams/{team_id}/certificates')).toBe('https://x/docs/api/team/createCertificate');
    // The collection's path with PUT: the only PUT below it, not the list or the creation at that very path.
    expect(first('PUT /openapi/v1/teams/{team_id}/certificates')).toBe('https://x/docs/api/team/updateCertificate');
    expect(first('post team certificate openapi')).toBe('https://x/docs/api/team/createCertificate');
    // Without a sign of an API question the guide leads.
    expect(first('certificates')).toBe('https://x/docs/certificates');
  });

  it('forgives an English typo: one wrong letter, or two letters swapped', () => {
    const engine = new SearchEngine([page('https://x/docs/values', 'Helm chart values'), page('https://x/docs/certs', 'Certificate rotation')]);
    expect(engine.search({query: 'helm vlaues'}).hits[0].url).toBe('https://x/docs/values');
    expect(engine.search({query: 'certifcate'}).hits[0].url).toBe('https://x/docs/certs');
  });

  it('puts the troubleshooting page or section first for a query that describes a symptom', () => {
    const engine = new SearchEngine([
      body('https://x/docs/gateway#domains', 'Gateway', 'Domains', 'Bind a domain to a component port; the gateway routes the domain to it.'),
      body('https://x/docs/troubleshooting/access#domain', 'Access problems', 'Domain', 'Check the DNS record, then the gateway.'),
      body('https://x/docs/ports#faq', 'Ports', 'Common issues', 'A port that will not open: the component must run first.'),
      body('https://x/docs/ports#open', 'Ports', 'Open a port', 'Open a port on the gateway for the component, and the port gets an address.'),
    ]);
    // A how-to question: the guide.
    expect(engine.search({query: 'gateway domain'}).hits[0].url).toBe('https://x/docs/gateway#domains');
    // A symptom: the troubleshooting page, or the guide's troubleshooting section.
    expect(engine.search({query: 'gateway domain not working'}).hits[0].url).toBe('https://x/docs/troubleshooting/access#domain');
    expect(engine.search({query: 'port error'}).hits[0].url).toBe('https://x/docs/ports#faq');
  });

  it('puts a troubleshooting page before another page\'s troubleshooting section that matches as well', () => {
    const engine = new SearchEngine([
      body('https://x/docs/component/etcd#common-issues', 'Etcd', 'Common issues', 'lookup rbd-etcd: no such host means the DNS of the cluster is down.'),
      body('https://x/docs/troubleshooting/etcd#dns', 'Etcd', 'DNS', 'lookup rbd-etcd: no such host means the DNS of the cluster is down.'),
    ]);
    expect(engine.search({query: 'etcd lookup failed'}).hits[0].url).toBe('https://x/docs/troubleshooting/etcd#dns');
  });

  it('matches a run of three Chinese characters by either of its pairs, as half a word', () => {
    const engine = new SearchEngine([
      body('https://x/docs/quick-install#hardware', '快速安装', '硬件', '单机体验版需要 4 GB 内存。'),
      body('https://x/docs/resources#limits', '资源', '限制', '组件的内存上限。'),
    ]);
    // 单机版 is not on the page (单机体验版 is): 单机 still counts, as half of the word.
    expect(engine.search({query: '单机版 内存'}).hits[0].url).toBe('https://x/docs/quick-install#hardware');
    expect(engine.search({query: '支持吗'}).nbHits).toBe(0);
  });

  it('matches a word of several parts the index does not hold by its parts, and one it holds whole', () => {
    const engine = new SearchEngine([
      page('https://x/docs/java', 'Java: JDK 1.8 and 11'),
      page('https://x/docs/rbd-app-ui', 'rbd-app-ui'),
      page('https://x/docs/apps', 'Apps'),
    ]);
    // No page says jdk17 (or JDK 17): the Java page still answers, through jdk.
    expect(engine.search({query: 'jdk17'}).hits.map((h) => h.url)).toEqual(['https://x/docs/java']);
    // rbd-app-ui is a word of the index: its part "app" alone does not make a match.
    expect(engine.search({query: 'rbd-app-ui'}).hits.map((h) => h.url)).toEqual(['https://x/docs/rbd-app-ui']);
  });

  it('counts a word found only through a typo as half a word', () => {
    const engine = new SearchEngine([
      body('https://x/docs/ops#common', 'Operations', 'Common operations', 'Edit or restart a component.'),
      body('https://x/docs/k8s#tolerations', 'Kubernetes attributes', 'Tolerations', 'Set them for each component.'),
    ]);
    // "tolerations" is two letters from "operations": the page that says tolerations comes first.
    expect(engine.search({query: 'tolerations component'}).hits[0].url).toBe('https://x/docs/k8s#tolerations');
  });

  it('splits an operationId among the keywords into its words too', () => {
    expect(camelWords('updateCertificate, /openapi/v1/teams, getUserLIst')).toEqual(['update', 'certificate', 'get', 'user', 'list']);
    const engine = new SearchEngine([
      page('https://x/docs/api/op1', '用户列表', {weight: {pageRank: -1, kind: 'api'}, keywords: 'getUserList'}),
      page('https://x/docs/users', 'Users and the API'),
    ]);
    // The operation says "user" and "list" only inside its operationId.
    expect(engine.search({query: 'user list api'}).hits[0].url).toBe('https://x/docs/api/op1');
  });

  it('lets function words match only as typed and count for nothing in the share of the query', () => {
    const engine = new SearchEngine([
      page('https://x/docs/node', 'Node'),
      body('https://x/docs/dns#lookup', 'DNS', 'Lookup', 'The host name does not resolve.'),
      page('https://x/docs/faq', '如何使用'),
      page('https://x/docs/ports', '端口'),
    ]);
    // "no" is not the start of "node", and "such" counts for what it says.
    expect(engine.search({query: 'no such host'}).hits[0].url).toBe('https://x/docs/dns#lookup');
    // 如何 is the question's shape: the page on ports answers, not the one titled 如何.
    expect(engine.search({query: '如何 端口'}).hits[0].url).toBe('https://x/docs/ports');
    // A query of function words alone still finds them.
    expect(engine.search({query: '如何'}).hits[0].url).toBe('https://x/docs/faq');
  });

  it("ranks the site's own pages (install landing pages, the offers) as posts, below the docs that answer", () => {
    const rank = (path: string) => searchPageRanks.find((r) => path.startsWith(r.prefix))?.pageRank ?? 0;
    for (const path of ['/ack', '/tke', '/cce', '/helm', '/enterprise_server', '/opensourceApps', '/wechat', '/blog/nacos']) expect({path, rank: rank(path)}).toEqual({path, rank: -1});
    for (const path of ['/docs/installation/install-with-helm/ack', '/docs/installation/install-with-helm/', '/community/faqs']) expect({path, rank: rank(path)}).toEqual({path, rank: 0});
  });

  it("shows the modal's hits in the engine's order, though DocSearch groups them by section", async () => {
    const in_ = (lvl0: string, url: string, lvl1: string) => record({url, type: 'lvl1', hierarchy: {lvl0, lvl1} as SearchRecord['hierarchy']});
    const engine = new SearchEngine([
      in_('安装', 'https://x/docs/install/volumes', 'Storage volumes'),
      in_('使用手册', 'https://x/docs/manual/storage', 'Storage volumes and storage classes'),
      in_('安装', 'https://x/docs/install/nodes', 'Node storage'),
    ]);
    const ranked = engine.search({query: 'storage volumes'}).hits.map((h) => h.url);
    expect(ranked).toEqual(['https://x/docs/install/volumes', 'https://x/docs/manual/storage', 'https://x/docs/install/nodes']);
    const modal = createLocalSearchClient({load: async () => engine, modal: true});
    const {results} = await modal.search({requests: [{indexName: 'rainbond', query: 'storage volumes'}]});
    // DocSearch would show the second section's page third, after every hit of the first section.
    expect(modalOrder(results[0]!.hits).map((h) => h.url)).toEqual(ranked);
    // The section that comes back is a group of its own under the same label.
    expect(results[0]!.hits.map((h) => h._highlightResult.hierarchy.lvl0!.value)).toEqual(['安装', '使用手册', '安装\u200b']);
  });

  it("keeps a page's hits in one modal group of at most five", () => {
    const hit = (url: string) =>
      ({...record({url, type: 'content', hierarchy: {lvl0: '文档'} as SearchRecord['hierarchy']}), _highlightResult: {hierarchy: {}}, _snippetResult: {hierarchy: {}}}) as Parameters<typeof inRankOrder>[0][number];
    const hits = ['a#1', 'a#2', 'b#1', 'b#2', 'c#1', 'c#2'].map((u) => hit(`https://x/docs/${u}`));
    // Five fit in a group; page c's two hits move to the next group together.
    expect(inRankOrder(hits).map((h) => h.hierarchy.lvl0)).toEqual(['文档', '文档', '文档', '文档', '文档\u200b', '文档\u200b']);
  });

  it('reads 支持吗, 能不能 and supported as the shape of a question (is it supported?), not as its subject', () => {
    const engine = new SearchEngine([page('https://x/community/support', '技术支持'), body('https://x/docs/java#jdk', 'Java', '版本', '默认使用 JDK 17 构建。')]);
    expect(engine.search({query: 'jdk17 支持吗'}).hits[0].url).toBe('https://x/docs/java#jdk');
    expect(engine.search({query: '能不能 jdk17'}).hits[0].url).toBe('https://x/docs/java#jdk');
    // Support itself is still a word of meaning.
    expect(engine.search({query: '技术支持'}).hits[0].url).toBe('https://x/community/support');
    // In English, "is containerd supported".
    const en = new SearchEngine([page('https://x/docs/browsers', 'Supported browsers'), body('https://x/docs/runtime#containerd', 'Runtime', 'Containerd', 'Rainbond runs on containerd.')]);
    expect(en.search({query: 'containerd supported'}).hits[0].url).toBe('https://x/docs/runtime#containerd');
  });

  it('counts a short word found only as the start of a much longer word (pin of pinpoint) as three quarters of a word', () => {
    const engine = new SearchEngine([
      body('https://x/docs/apm#pinpoint', 'APM', 'Pinpoint', 'The agent runs in each component.'),
      body('https://x/docs/k8s#affinity', 'Kubernetes attributes', 'Scheduling', 'Keep the component on some nodes with an affinity rule.'),
    ]);
    // "pin" is only the start of "pinpoint", which holds a heading: the page that says the other two words comes first.
    expect(engine.search({query: 'pin component affinity'}).hits.map((h) => h.url)).toEqual(['https://x/docs/k8s#affinity', 'https://x/docs/apm#pinpoint']);
    // A word close to the one typed (logs for log, install for instal) still counts in full.
    const close = new SearchEngine([page('https://x/docs/logs', 'Component logs'), body('https://x/docs/other#x', 'Other', 'Part', 'A component log line.')]);
    expect(close.search({query: 'log component'}).hits[0].url).toBe('https://x/docs/logs');
  });

  it('matches letters and digits written together or apart', () => {
    const engine = new SearchEngine([page('https://x/docs/java', 'Java: JDK 17 and Maven')]);
    expect(engine.search({query: 'jdk17'}).hits.map((h) => h.url)).toEqual(['https://x/docs/java']);
  });
});

describe('looksLikeApiQuery, looksLikeSymptom and latinPhrases', () => {
  it('tells a symptom from a how-to question', () => {
    for (const q of ['gateway 404 not found', 'publish app to market failed', 'ImagePullBackOff', '组件 启动不了', '拉取镜像失败', '端口冲突', '控制台 挂了', '重启后 ip 变了']) expect({q, symptom: looksLikeSymptom(q)}).toEqual({q, symptom: true});
    for (const q of ['custom domain https', 'install offline', '组件 日志', '网关 80 端口']) expect({q, symptom: looksLikeSymptom(q)}).toEqual({q, symptom: false});
  });

  it('counts something missing, or a page that does not respond, as a symptom (issue 27)', () => {
    for (const q of ['cp: missing file operand', 'connection env missing', 'console not responding', 'dashboard not loading', '数据库 连不上', '缺少 依赖']) expect({q, symptom: looksLikeSymptom(q)}).toEqual({q, symptom: true});
    // "disk full" or "port in use" may be a how-to (clean up, change the port): not a symptom by these words.
    for (const q of ['disk full cleanup', 'port in use']) expect({q, symptom: looksLikeSymptom(q)}).toEqual({q, symptom: false});
  });


  it('tells an API question from a how-to question', () => {
    expect(looksLikeApiQuery('POST /openapi/v1/teams')).toBe(true);
    expect(looksLikeApiQuery('createHttpRule')).toBe(true);
    expect(looksLikeApiQuery('openapi token')).toBe(true);
    expect(looksLikeApiQuery('custom domain https')).toBe(false);
    expect(looksLikeApiQuery('网关 80 端口')).toBe(false);
    // Knowing the operationIds, a camelCase word of Kubernetes is not an API question.
    const ids = new Set(['createhttprule']);
    expect(looksLikeApiQuery('createHttpRule', ids)).toBe(true);
    expect(looksLikeApiQuery('nodeSelector tolerations', ids)).toBe(false);
    expect(looksLikeApiQuery('nodeSelector tolerations')).toBe(true);
  });

  it('keeps runs of Latin words and paths as typed', () => {
    expect(latinPhrases('.net6 启动 executable file not found')).toEqual(['executable file not found']);
    expect(latinPhrases('GET /openapi/v1/teams')).toEqual(['/openapi/v1/teams']);
    expect(latinPhrases('磁盘 满了')).toEqual([]);
  });
});
