import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {bundle} from './bundler';
import {ROOT, packageDir, reliance, sameHash} from './reliance';

// Reliances of the client bundle's build (plugins/RELIANCES.md): what plugins/lean-bundle,
// plugins/page-translations, the search plugins and plugins/cacheVersion.ts assume about Docusaurus
// and Rspack.

const core = packageDir('@docusaurus/core');
const read = (file: string) => readFileSync(file, 'utf8');
/** `true` when `file` contains every one of `texts`, or which one it no longer contains. */
const has = (file: string, ...texts: string[]): true | string => {
  const source = read(file);
  const gone = texts.find((text) => !source.includes(text));
  return gone === undefined || `${file.slice(file.lastIndexOf('node_modules/') + 13)} no longer contains ${gone}`;
};

const themeClassic = packageDir('@docusaurus/theme-classic');
/**
 * The file plugins/lean-bundle aliases to nothing (it resolves `@docusaurus/theme-classic/lib/prism-include-languages`):
 * no client code loads Prism, code is highlighted at build time (plugins/code-highlight).
 */
const prismClientModule = join(themeClassic, 'lib/prism-include-languages.js');

reliance('prism-client-module', {
  'theme-classic has the private module lib/prism-include-languages.js (lean-bundle aliases it to nothing)': () =>
    existsSync(prismClientModule) || 'the file is gone',
  'theme-classic registers lib/prism-include-languages as a client module, so it would be in every page': () => {
    const plugin = (require(join(themeClassic, 'lib/index.js')) as {default: (context: unknown, options: unknown) => {getClientModules(): string[]}}).default(
      {i18n: {currentLocale: 'zh', localeConfigs: {zh: {direction: 'ltr'}}}, siteDir: ROOT, siteStorage: {}, siteConfig: {themeConfig: {prism: {additionalLanguages: []}, colorMode: {}}}},
      {customCss: []},
    );
    // Docusaurus resolves a plugin's client modules from the folder of its entry file.
    const modules = plugin.getClientModules().map((m) => resolve(themeClassic, 'lib', m));
    return modules.includes(prismClientModule.replace(/\.js$/, '')) || `its client modules are ${modules.map((m) => m.replace(`${themeClassic}/`, '')).join(', ')}`;
  },
});

reliance('tslib-shim', {
  "utils-common's lib/index.js calls only the tslib helpers our shim provides": () => {
    const used = new Set(read(join(packageDir('@docusaurus/utils-common'), 'lib/index.js')).match(/tslib_\d+\.__\w+/g)?.map((m) => m.split('.')[1]!));
    const shim = require(join(ROOT, 'plugins/lean-bundle/tslib-importDefault.cjs')) as Record<string, unknown>;
    const missing = [...used].filter((helper) => typeof shim[helper] !== 'function');
    return (used.size > 0 && missing.length === 0) || (used.size === 0 ? 'it no longer requires tslib: drop the shim' : `it calls ${missing.join(', ')}`);
  },
  'no other file of utils-common requires tslib (the alias covers lib/index.js only)': () => {
    const lib = join(packageDir('@docusaurus/utils-common'), 'lib');
    const others = readdirSync(lib).filter((f) => f.endsWith('.js') && f !== 'index.js' && read(join(lib, f)).includes('require("tslib")'));
    return others.length === 0 || `${others.join(', ')} require it too`;
  },
});

reliance('chunk-ids', {
  "Docusaurus' client config adds a plugin whose class is named ChunkAssetPlugin (chunkIds.ts replaces it by that name)": () => {
    const plugin = (require(join(core, 'lib/webpack/plugins/ChunkAssetPlugin.js')) as {default: {name: string}}).default;
    return plugin.name === 'ChunkAssetPlugin' ? has(join(core, 'lib/webpack/client.js'), 'new ChunkAssetPlugin_1.default()') : `the class is named ${plugin.name}`;
  },
  'ChunkAssetPlugin is the one our runtime module was written from': () =>
    sameHash(join(core, 'lib/webpack/plugins/ChunkAssetPlugin.js'), 'd1fdb10641cef8bb8460f9f9e48dc18d0f86065e8c6e6d7422d5be18147f3257'),
  "Docusaurus' client prefetches through __webpack_require__.gca": () => has(join(core, 'lib/client/docusaurus.js'), '__webpack_require__.gca(chunkName)'),
  "the webpack API Docusaurus' plugin uses (RuntimeModule, STAGE_ATTACH, the runtime globals) is still there": () => {
    const webpack = require(require.resolve('webpack', {paths: [core]})) as typeof import('webpack');
    return (
      (typeof webpack.RuntimeModule === 'function' &&
        typeof webpack.RuntimeModule.STAGE_ATTACH === 'number' &&
        typeof webpack.RuntimeGlobals.publicPath === 'string' &&
        typeof webpack.RuntimeGlobals.getChunkScriptFilename === 'string') ||
      'one of them is missing'
    );
  },
});

reliance('cache-version', {
  'Docusaurus gives Rspack a persistent cache with a version string that plugins can extend': () =>
    has(join(core, 'lib/webpack/base.js'), 'experiments.cache = {', 'version: `${getCacheName()}-${getCacheVersion()}`'),
  "the cache version Docusaurus computes leaves out plugins' aliases (so ours must add them)": () =>
    has(join(core, 'lib/webpack/base.js'), 'return `${siteMetadata.docusaurusVersion}-${themeAliasesHash}`;'),
});

reliance('page-translations', {
  "Docusaurus aliases the prefix @generated to the generated files' folder": () => has(join(core, 'lib/webpack/base.js'), "'@generated': generatedFilesDir,"),
  'core writes codeTranslations.json there, which the plugin splits': () => has(join(core, 'lib/server/codegen/codegen.js'), "'codeTranslations.json'"),
  "Rspack takes the first matching alias, so our exact @generated/codeTranslations$ wins over Docusaurus' prefix": async () => {
    const result = await bundle(
      {
        'entry.js': "import t from '@generated/codeTranslations'; export default t.from;",
        'shell.json': '{"from": "shell"}',
        'generated/codeTranslations.json': '{"from": "all"}',
      },
      (dir) => ({resolve: {alias: {'@generated/codeTranslations$': join(dir, 'shell.json'), '@generated': join(dir, 'generated')}}}),
    );
    return result === 'shell' || `the bundle read ${String(result)}`;
  },
  'translate() reads the shared catalogue when it is called, so messages added by a later import count': () => {
    const catalogue: Record<string, string> = {};
    jest.doMock('@generated/codeTranslations', () => ({__esModule: true, default: catalogue}), {virtual: true});
    jest.doMock('@docusaurus/Interpolate', () => ({__esModule: true, interpolate: (text: string) => text}), {virtual: true});
    let translate: (args: {id: string; message: string}) => string = () => '';
    jest.isolateModules(() => {
      translate = (require(join(core, 'lib/client/exports/Translate.js')) as {translate: typeof translate}).translate;
    });
    const before = translate({id: 'home.title', message: '默认'});
    Object.assign(catalogue, {'home.title': 'Added later'});
    const after = translate({id: 'home.title', message: '默认'});
    return (before === '默认' && after === 'Added later') || `translate() gave ${before}, then ${after}`;
  },
});

reliance('search-page-client', {
  "theme-search-algolia's SearchPage takes its client from liteClient of algoliasearch/lite (which we alias)": () =>
    has(join(packageDir('@docusaurus/theme-search-algolia'), 'lib/theme/SearchPage/index.js'), "import {liteClient} from 'algoliasearch/lite';"),
  'it calls liteClient(appId, apiKey) while rendering': () => has(join(packageDir('@docusaurus/theme-search-algolia'), 'lib/theme/SearchPage/index.js'), 'liteClient(appId, apiKey)'),
  "algoliasearch's browser lite build, which the Algolia-mode alias wraps, is importable by file and exports liteClient": () => {
    const file = require.resolve('algoliasearch/dist/lite/builds/browser', {paths: [ROOT]});
    return /export\s*\{[^}]*\bliteClient\b/.test(read(file)) || `${file} exports no liteClient`;
  },
});

reliance('generated-site-config', {
  '@docusaurus/module-type-aliases declares @generated/docusaurus.config': () =>
    has(join(packageDir('@docusaurus/module-type-aliases'), 'src/index.d.ts'), "declare module '@generated/docusaurus.config'"),
  'core writes it as docusaurus.config.mjs under the @generated alias': () => has(join(core, 'lib/server/codegen/codegen.js'), '`${utils_1.DEFAULT_CONFIG_FILE_NAME}.mjs`'),
});
