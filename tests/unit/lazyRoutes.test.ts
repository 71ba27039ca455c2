import {mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {groupOf, insertAtOriginalPlace, pathOfKey, type PlacedRoute} from '../../plugins/lazy-routes/shared';
import {addOtherVersions, compare, groupRoutes, moveDocsOutOfGlobalData, parseRegistry, parseRoutes, routesModule, serverRoutes, splitRoutes, writeRouteData, type ServerData} from '../../plugins/lazy-routes/generate';
import {chunksOfPage} from '../../plugins/lazy-routes/pageChunks';

// The upstream files plugins/lazy-routes copies or reads are checked by the canary
// (tests/canary/routes.test.ts, `npm run test:canary`); these tests cover our own code.

const registryLine = (name: string, path: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${path}"), "${path}", require.resolveWeak("${path}")],`;

const globalData = {
  'docusaurus-plugin-content-docs': {
    default: {
      path: '/',
      versions: [
        {
          name: 'current',
          mainDocId: 'a',
          docs: ['a', 'b', 'c'].map((id) => ({id, path: `/${id}`, sidebar: 'docs'})),
          sidebars: {docs: {link: {path: '/a', label: 'a'}}},
        },
      ],
    },
  },
  'rainbond-qr-codes': {default: {codes: {x: 'y'}}},
};

describe('lazy-routes', () => {
  it('keeps the upstream behaviour of the client files apart from where the chunk names come from', () => {
    const client = readFileSync(join(__dirname, '../../plugins/lazy-routes/docusaurus.js'), 'utf8');
    for (const part of ['canPrefetch(routePath)', 'matchRoutes(routes, routePath)', '__webpack_require__.gca(chunkName)', 'preloadHelper(routePath)', 'Object.freeze(docusaurus)']) {
      expect(client).toContain(part);
    }
    const creator = readFileSync(join(__dirname, '../../plugins/lazy-routes/ComponentCreator.js'), 'utf8');
    for (const part of ["path === '*'", "import('@theme/NotFound')", 'flat(chunkNames)', 'loadedModules.__comp', 'loadedModules.__context', 'loadedModules.__props', '<RouteContextProvider value={routeContext}>']) {
      expect(creator).toContain(part);
    }
    expect(creator).not.toMatch(/@generated\/(registry|routesChunkNames)/);
    const preload = readFileSync(join(__dirname, '../../plugins/lazy-routes/preload.js'), 'utf8');
    for (const part of ['new Set([pathname, decodeURI(pathname)])', 'matchRoutes(routes, p)', 'match.route.component.preload?.()', 'loadGroupsFor']) {
      expect(preload).toContain(part);
    }
  });

  it('has no import circle among its client files (issue 28: ComponentCreator.js and routeData.js imported each other)', () => {
    const dir = join(__dirname, '../../plugins/lazy-routes');
    const files = readdirSync(dir).filter((f) => /\.(js|ts|tsx)$/.test(f) && !f.endsWith('.d.ts'));
    const imports = new Map(
      files.map((f) => [
        f.replace(/\.(js|ts|tsx)$/, ''),
        [...readFileSync(join(dir, f), 'utf8').matchAll(/^import [^;]*? from '\.\/([^']+)';$/gm)].map((m) => m[1]!.replace(/\.(js|ts|tsx)$/, '')),
      ]),
    );
    const cycles: string[] = [];
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) {
        cycles.push([...path.slice(path.indexOf(file)), file].join(' → '));
        return;
      }
      for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
    };
    for (const file of imports.keys()) visit(file, []);
    expect(imports.get('ComponentCreator')).toContain('routeData');
    expect(cycles).toEqual([]);
  });

  it('reads the registry Docusaurus writes, and refuses one of another shape', () => {
    // The last entry shares its line with the closing brace, as genRegistry writes it.
    const source = `export default {\n${registryLine('0a1b2c3d', '@site/docs/a.md')}\n${registryLine('17896441', '@theme/DocItem')}};\n`;
    expect([...parseRegistry(source)]).toEqual([
      ['0a1b2c3d', '@site/docs/a.md'],
      ['17896441', '@theme/DocItem'],
    ]);
    expect(() => parseRegistry(`module.exports = {\n${registryLine('a', 'b')}};\n`)).toThrow(/shape of Docusaurus/);
    expect(() => parseRegistry(`export default {\n  "a": [() => import("b"), "b"],\n};\n`)).toThrow(/unexpected line/);
  });

  it('cuts the routes into groups of neighbouring paths and finds the group of every path', () => {
    const keys = ['/-e5f', '/blog-39c', '/blog/a-111', '/docs-aaa', '/docs-bbb', '/docs/a-1/b-222', '/docs/a-333', '/docs/a/b-444', '/en-1x'];
    const chunkNames = Object.fromEntries(keys.map((key, i) => [key, {__comp: `c${i}`}]));
    const groups = groupRoutes(chunkNames, 2);
    // Every path's keys are in exactly one group, and a group has at most two paths.
    for (const routes of groups.routes) expect(new Set(Object.keys(routes).map(pathOfKey)).size).toBeLessThanOrEqual(2);
    expect(groups.routes.flatMap((routes) => Object.keys(routes)).sort()).toEqual([...keys].sort());
    expect(groups.routes.find((routes) => '/docs-aaa' in routes)).toHaveProperty(['/docs-bbb']);
    expect(groups.starts[0]).toBe('');
    expect([...groups.starts].sort(compare)).toEqual(groups.starts);
    for (const key of keys) expect(groups.routes[groupOf(groups.starts, pathOfKey(key))]).toHaveProperty([key]);
  });

  it('writes one module per group, with a loader for each chunk its routes name, and an index', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lazy-routes-'));
    writeFileSync(
      join(dir, 'registry.js'),
      `export default {\n${['/a', '/b', '/c'].map((p, i) => registryLine(`n${i}`, `@site/docs${p}.md`)).join('\n')}\n${registryLine('theme', '@theme/DocItem')}};\n`,
    );
    writeFileSync(
      join(dir, 'routesChunkNames.json'),
      JSON.stringify({'/a-1': {__comp: 'theme', content: 'n0'}, '/b-2': {__comp: 'theme', content: 'n1'}, '/c-3': {__comp: 'theme', content: 'n2'}}),
    );
    writeFileSync(join(dir, 'globalData.json'), JSON.stringify(globalData));
    writeFileSync(join(dir, 'routes.js'), routesJs);
    const out = join(dir, 'out');
    expect(writeRouteData(dir, out, 2, '/')).toBe(2);
    expect(readdirSync(out).sort()).toEqual(['g0.js', 'g1.js', 'globalData.json', 'index.js', 'routes.js', 'server.json']);
    expect(readFileSync(join(out, 'g0.js'), 'utf8')).toContain('export const leaves = [];');
    expect(readFileSync(join(out, 'g1.js'), 'utf8')).toContain('export const docs = [["default","current",{"id":"c","path":"/c","sidebar":"docs"}]];');
    expect(JSON.parse(readFileSync(join(out, 'globalData.json'), 'utf8'))).toEqual(moveDocsOutOfGlobalData(globalData).globalData);
    const first = readFileSync(join(out, 'g0.js'), 'utf8');
    expect(first).toContain('"n0": () => import(/* webpackChunkName: "n0" */ "@site/docs/a.md")');
    expect(first).toContain('"theme": () => import(/* webpackChunkName: "theme" */ "@theme/DocItem")');
    expect(first).not.toContain('@site/docs/c.md');
    const index = readFileSync(join(out, 'index.js'), 'utf8');
    expect(index).toContain('export const starts = ["","/c"];');
    // Named chunks: the server render names them in the HTML, the prefetcher asks for their URL.
    expect(index).toContain('() => import(/* webpackChunkName: "lazy-routes-g1" */ "./g1.js")');
    const server = JSON.parse(readFileSync(join(out, 'server.json'), 'utf8')) as ServerData;
    expect(server.starts).toEqual(['', '/c']);
    expect(server.routes.find((route) => route.path === '/docs')).toMatchObject({key: '/docs-885', routes: [{path: "/docs/it's", exact: true, key: "/docs/it's-155"}, {key: '/docs/b-a03'}]});
  });
});

describe('lazy-routes: docs out of the global data', () => {
  it('keeps only each version main doc, and hands over every other doc once', () => {
    const {globalData: trimmed, moved} = moveDocsOutOfGlobalData(globalData);
    const version = trimmed['docusaurus-plugin-content-docs']!.default!.versions![0]!;
    expect(version.docs).toEqual([{id: 'a', path: '/a', sidebar: 'docs'}]);
    expect(moved).toEqual([
      ['default', 'current', {id: 'b', path: '/b', sidebar: 'docs'}],
      ['default', 'current', {id: 'c', path: '/c', sidebar: 'docs'}],
    ]);
    // Everything else is as it was, and the input is not changed.
    expect(trimmed['rainbond-qr-codes']).toEqual(globalData['rainbond-qr-codes']);
    expect(version).toMatchObject({name: 'current', mainDocId: 'a', sidebars: {docs: {link: {path: '/a', label: 'a'}}}});
    expect(globalData['docusaurus-plugin-content-docs'].default.versions[0]!.docs).toHaveLength(3);
  });
});

const routesJs = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/a',
    component: ComponentCreator('/a', '111'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', '885'),
    routes: [
      {
        path: '/docs/it\\'s',
        component: ComponentCreator('/docs/it\\'s', '155'),
        exact: true,
        sidebar: "api"
      },
      {
        path: '/docs/b',
        component: ComponentCreator('/docs/b', 'a03'),
        exact: true,
        sidebar: "docs"
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

describe('lazy-routes: the route table without its leaves', () => {
  it('reads the route tree Docusaurus writes, and refuses one of another shape', () => {
    const tree = parseRoutes(routesJs);
    expect(tree.map((route) => route.path)).toEqual(['/a', '/docs', '/', '*']);
    expect(tree[1]!.routes![0]).toEqual({path: "/docs/it's", component: ["/docs/it's", '155'], exact: true, sidebar: 'api'});
    expect(tree[3]!.component).toEqual(['*']);
    expect(() => parseRoutes('export default [];')).toThrow(/shape of Docusaurus/);
  });

  it('keeps the top level and the routes with children; hands over each leaf below them with its place', () => {
    const {kept, parents, leaves} = splitRoutes(parseRoutes(routesJs), '/');
    expect(parents).toBe(1);
    expect(kept.map((route) => [route.path, route.__i])).toEqual([['/a', 0], ['/docs', 1], ['/', 2], ['*', 3]]);
    expect(kept[1]!.routes).toEqual([]);
    expect(routesModule(kept)).toContain('r("/a", "111", 0)');
    expect(leaves).toEqual([
      [1, 0, "/docs/it's", '155', {sidebar: 'api'}],
      [1, 1, '/docs/b', 'a03', {sidebar: 'docs'}],
    ]);
  });

  it('gives back the same table once every leaf is put back in its place, in any order', () => {
    const {kept, leaves} = splitRoutes(parseRoutes(routesJs), '/');
    const source = routesModule(kept);
    const made = new Function('ComponentCreator', source.replace(/^import .*$/gm, '').replace('export const parents', 'const parents').replace('export default routes;', 'return {routes, parents};'));
    const {routes, parents} = made((...args: string[]) => args) as {routes: PlacedRoute[]; parents: {routes: PlacedRoute[]}[]};
    // What routeData.js does when a group arrives; here the groups arrive in reverse order, and one twice.
    for (const [parentId, index, path, hash, attributes] of [...leaves].reverse().concat([leaves[0]!])) {
      insertAtOriginalPlace(parents[parentId]!.routes, {path, component: [path, hash], exact: true, ...attributes, __i: index});
    }
    const strip = (list: PlacedRoute[]): unknown[] =>
      list.map(({routes: children, ...route}) => {
        delete (route as Partial<PlacedRoute>).__i;
        return {...route, ...(children ? {routes: strip(children as PlacedRoute[])} : {})};
      });
    expect(strip(routes)).toEqual(parseRoutes(routesJs));
  });
});

describe("lazy-routes: the chunks named in a page's HTML", () => {
  const chunkNames = {
    '/docs-885': {__comp: 'docsLayout', __props: 'docsProps'},
    "/docs/it's-155": {__comp: 'docItem', content: 'itsContent'},
    '/docs/b-a03': {__comp: 'docItem', content: 'bContent'},
    '/a-111': {__comp: 'page', content: 'merged'},
  };
  const registry = {docsLayout: 1, docsProps: 1, docItem: 1, itsContent: 1, bContent: 1, page: 1};
  const data: ServerData = {starts: ['', '/docs/b'], routes: serverRoutes(parseRoutes(routesJs))};

  it("names the groups of the path and of every route it matches, and exactly those routes' chunks that have a file", () => {
    expect(chunksOfPage('/docs/b', data, chunkNames, registry).sort()).toEqual(['bContent', 'docItem', 'docsLayout', 'docsProps', 'lazy-routes-g0', 'lazy-routes-g1'].sort());
    // Another page of the same layout: not b's content.
    expect(chunksOfPage("/docs/it's", data, chunkNames, registry)).not.toContain('bContent');
    // A chunk name whose module went into another chunk (not in the registry) has no file to name.
    expect(chunksOfPage('/a', data, chunkNames, registry).sort()).toEqual(['lazy-routes-g0', 'page']);
    // The catch-all has no chunk names of its own: only groups (of the path, and of '*').
    expect(chunksOfPage('/nowhere', data, chunkNames, registry).sort()).toEqual(['lazy-routes-g0', 'lazy-routes-g1']);
  });
});

describe('docs of other versions (issue 29)', () => {
  const doc = (id: string, path: string) => ({id, path, sidebar: 'docs'});
  const latest: [string, string, ReturnType<typeof doc>] = ['default', '5.8', doc('quick-start/architecture', '/docs/quick-start/architecture')];
  const next: [string, string, ReturnType<typeof doc>] = ['default', 'current', doc('quick-start/architecture', '/docs/next/quick-start/architecture')];
  const other: [string, string, ReturnType<typeof doc>] = ['default', 'current', doc('installation/index', '/docs/next/installation/')];

  it("a group carries its docs' entries in the other versions, so the version dropdown links the same page", () => {
    const groups = [[latest], [next, other]];
    addOtherVersions(groups, [latest, next, other]);
    expect(groups).toEqual([[latest, next], [next, other, latest]]);
  });

  it('adds nothing with one version', () => {
    const groups = [[latest]];
    addOtherVersions(groups, [latest]);
    expect(groups).toEqual([[latest]]);
  });
});
