import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import {splitVersionRoutes} from '../../plugins/docs-sections/split';
import {moveDocsOutOfGlobalData, writeRouteData, type GlobalData} from '../../plugins/lazy-routes/generate';
import {bundle} from './bundler';
import {ROOT, packageDir, reliance, sameHash} from './reliance';

// Reliances of plugins/lazy-routes and plugins/docs-sections (plugins/RELIANCES.md): the shape of
// the routes, route data and global data that Docusaurus and its docs plugin produce, checked by
// running the real producers on a small docs version, and the core client files we replace.

const core = packageDir('@docusaurus/core');
const docsLib = dirname(require.resolve('@docusaurus/plugin-content-docs', {paths: [ROOT]}));

/**
 * The core files plugins/lazy-routes replaces with copies (its docusaurus.js, ComponentCreator.js,
 * preload.js), as they were when the copies were made. A new hash means: compare the new upstream
 * file with our copy, carry the changes over (or drop the plugin if upstream keeps the tables out of
 * `main` itself), then update the hash here.
 */
const COPIED_CLIENT_FILES = {
  'client/docusaurus.js': 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
  'client/exports/ComponentCreator.js': '5f99bdbd725f6e0b2943d25f99c93205952e9b45ac78c76b63f62a767bbba363',
  'client/preload.js': '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
};

/** A docs version of four pages in two sections, the way the docs plugin loads one. */
function docsVersion() {
  const {createSidebarsUtils} = require(join(docsLib, 'sidebars/utils.js')) as {createSidebarsUtils(sidebars: unknown): unknown};
  const doc = (id: string) => ({
    id,
    source: `@site/docs/${id}.md`,
    permalink: `/docs/${id}`,
    slug: `/${id}`,
    sidebar: 'docs',
    title: `Title ${id}`,
    description: `About ${id}`,
    frontMatter: {},
    unlisted: false,
    draft: false,
    tags: [],
  });
  const category = (label: string, ids: string[]) => ({type: 'category', label, collapsed: true, collapsible: true, items: ids.map((id) => ({type: 'doc', id}))});
  const sidebars = {docs: [{type: 'doc', id: 'intro'}, category('Manual', ['manual/a', 'manual/b']), category('Ops', ['ops/c'])]};
  return {
    versionName: 'current',
    label: 'V5.8',
    banner: null,
    badge: false,
    noIndex: false,
    className: 'docs-version-current',
    isLast: true,
    path: '/docs',
    tagsPath: '/docs/tags',
    docs: ['intro', 'manual/a', 'manual/b', 'ops/c'].map(doc),
    drafts: [],
    categoryGeneratedIndices: [],
    sidebars,
    sidebarsUtils: createSidebarsUtils(sidebars),
  };
}

const componentOptions = {
  docsRootComponent: '@theme/DocsRoot',
  docVersionRootComponent: '@theme/DocVersionRoot',
  docRootComponent: '@theme/DocRoot',
  docItemComponent: '@theme/DocItem',
  docCategoryGeneratedIndexComponent: '@theme/DocCategoryGeneratedIndexPage',
  docTagsListComponent: '@theme/DocTagsListPage',
  docTagDocListComponent: '@theme/DocTagDocListPage',
};

/** The routes the docs plugin adds for that version, through the same call its contentLoaded makes. */
async function docsRoutes(): Promise<RouteConfig[]> {
  const {createAllRoutes} = require(join(docsLib, 'routes.js')) as {createAllRoutes(param: unknown): Promise<void>};
  const added: RouteConfig[] = [];
  await createAllRoutes({
    versions: [docsVersion()],
    baseUrl: '/',
    actions: {createData: async () => '', addRoute: (route: RouteConfig) => added.push(route)},
    options: {id: 'default', routeBasePath: 'docs', ...componentOptions},
  });
  return added;
}

reliance('docs-sections', {
  "the docs plugin's contentLoaded adds its routes with actions.addRoute (the wrapper intercepts that call)": () => {
    const source = readFileSync(join(docsLib, 'index.js'), 'utf8');
    return (source.includes('createAllRoutes)({') || source.includes('createAllRoutes({')) && readFileSync(join(docsLib, 'routes.js'), 'utf8').includes('routes.forEach(param.actions.addRoute)')
      ? true
      : 'createAllRoutes / actions.addRoute not found';
  },
  'it adds one docs root → a route per version whose props.version is the whole version → DocRoot → the doc routes': async () => {
    const [root] = await docsRoutes();
    const version = root?.routes?.[0];
    const docRoot = version?.routes?.[0];
    const props = version?.props?.version as {docsSidebars?: unknown; docs?: Record<string, unknown>} | undefined;
    if (!props?.docsSidebars || Object.keys(props.docs ?? {}).length !== 4) return 'the version route has no props.version with every doc and sidebar';
    return docRoot?.component === '@theme/DocRoot' && docRoot.routes?.length === 4 ? true : `the version route's first child is ${docRoot?.component}`;
  },
  'docs-sections then gives each section its own version route with only its data': async () => {
    const [root] = await docsRoutes();
    const split = splitVersionRoutes(root!);
    const paths = split.routes?.map((r) => r.path).sort();
    const manual = split.routes?.find((r) => r.path === '/docs/manual');
    const docs = (manual?.props?.version as {docs: Record<string, {description: string}>} | undefined)?.docs ?? {};
    return (
      (JSON.stringify(paths) === '["/docs","/docs/manual","/docs/ops"]' && docs['manual/a']?.description === 'About manual/a' && docs['ops/c']?.description === '') ||
      `the sections came out as ${JSON.stringify(paths)}`
    );
  },
});

reliance('lazy-routes', {
  ...Object.fromEntries(
    Object.entries(COPIED_CLIENT_FILES).map(([file, sha]) => [`core's ${file} is the file our copy in plugins/lazy-routes was made from`, () => sameHash(join(core, 'lib', file), sha)]),
  ),
  "the core client helpers the copies import through @docusaurus-client exist (prefetch, preload, flat, routeContext)": () => {
    const missing = ['prefetch.js', 'preload.js', 'flat.js', 'routeContext.js'].filter((f) => {
      try {
        return !readFileSync(join(core, 'lib/client', f), 'utf8').includes('export');
      } catch {
        return true;
      }
    });
    return missing.length === 0 || `missing: ${missing.join(', ')}`;
  },
  "core's generated registry.js, routesChunkNames.json and routes.js, and the docs plugin's global data, have the shape generate.ts reads": async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rainbond-canary-routes-'));
    try {
      const {generateRouteFiles} = require(join(core, 'lib/server/codegen/codegenRoutes.js')) as {generateRouteFiles(p: unknown): Promise<void>};
      const {toGlobalDataVersion} = require(join(docsLib, 'globalData.js')) as {toGlobalDataVersion(v: unknown): unknown};
      const [docsRoot] = await docsRoutes();
      const home: RouteConfig = {path: '/', component: '@theme/Home', exact: true};
      const routes = [home, {...splitVersionRoutes(docsRoot!), plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'}}];
      await generateRouteFiles({generatedFilesDir: dir, routes});
      const globalData: GlobalData = {'docusaurus-plugin-content-docs': {default: {path: '/docs', versions: [toGlobalDataVersion(docsVersion()) as never]}}};
      writeFileSync(join(dir, 'globalData.json'), JSON.stringify(globalData));
      if (moveDocsOutOfGlobalData(globalData).moved.length !== 3) return "the docs plugin's global data no longer lists its docs with a mainDocId";
      const out = join(dir, 'out');
      const groups = writeRouteData(dir, out, 2, '/');
      const modules = Array.from({length: groups}, (_, i) => readFileSync(join(out, `g${i}.js`), 'utf8')).join('\n');
      return ['/docs/manual/a', '/docs/ops/c', '@site/docs/manual/b.md'].every((part) => modules.includes(part)) || 'the group modules lost routes';
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  },
  "Rspack's NormalModuleReplacementPlugin lets a plugin swap the resolved file (createData.resource)": async () => {
    const result = await bundle({'entry.js': "import value from './upstream.js'; export default value;", 'upstream.js': "export default 'upstream';", 'copy.js': "export default 'copy';"}, (dir, rspack) => ({
      plugins: [
        new rspack.NormalModuleReplacementPlugin(/upstream\.js$/, (data: {createData?: {resource?: string}}) => {
          if (data.createData?.resource === join(dir, 'upstream.js')) data.createData.resource = join(dir, 'copy.js');
        }),
      ],
    }));
    return result === 'copy' || `the bundle used ${String(result)}`;
  },
});

reliance('page-chunks-in-html', {
  "core's default SSR template is the one plugins/lazy-routes/ssrTemplate.ts copies": () =>
    sameHash(join(core, 'lib/ssg/ssgTemplate.html.js'), '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597'),
  "core's server render collects the `modules` every Loadable reports (Loadable.Capture) and hands them to the template": () => {
    const entry = readFileSync(join(core, 'lib/client/serverEntry.js'), 'utf8');
    const template = readFileSync(join(core, 'lib/ssg/ssgTemplate.js'), 'utf8');
    return (
      (entry.includes('<Loadable.Capture report={(moduleName) => modules.add(moduleName)}>') &&
        entry.includes('modules: Array.from(modules)') &&
        template.includes('const modulesToBeLoaded = [...manifest.entrypoints, ...Array.from(modules)];') &&
        template.includes('getBundles)(manifest, modulesToBeLoaded)') &&
        template.includes('scripts,')) ||
      'serverEntry.js or ssgTemplate.js collect or use the modules another way'
    );
  },
  "the client manifest Docusaurus' Rspack writes (react-loadable-ssr-addon) finds a chunk's file by the chunk's name": async () => {
    // As core's webpack/client.js and ssg/ssgTemplate.js import it.
    const Addon = require(require.resolve('react-loadable-ssr-addon-v5-slorber', {paths: [core]})) as (new (o: {filename: string}) => never) & {
      getBundles: (manifest: unknown, names: string[]) => {js?: {file: string}[]};
    };
    const {getBundles} = Addon;
    const dir = mkdtempSync(join(tmpdir(), 'rainbond-canary-manifest-'));
    try {
      const manifestFile = join(dir, 'client-manifest.json');
      await bundle(
        {'entry.js': "export default () => import(/* webpackChunkName: \"lazy-routes-g0\" */ './g0.js');", 'g0.js': 'export const routes = {};'},
        () => ({plugins: [new Addon({filename: manifestFile})]}),
      );
      const files = getBundles(JSON.parse(readFileSync(manifestFile, 'utf8')), ['lazy-routes-g0']).js?.map((b) => b.file) ?? [];
      return files.some((file) => file.includes('lazy-routes-g0')) || `getBundles found ${JSON.stringify(files)}`;
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  },
});
