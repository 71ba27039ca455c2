import {createRequire} from 'node:module';
import type {Configuration} from 'webpack';

/**
 * Lazy chunks that cost the first load nothing per chunk (issue 10).
 *
 * Docusaurus names lazy chunks `assets/js/[name].[contenthash:8].js` and gives them numeric ids. The
 * runtime in every page's first load then carries three tables with an entry per chunk: id → name
 * and id → content hash (to build a file name) and name → id (Docusaurus' `__webpack_require__.gca`,
 * which prefetching uses). At 540 chunks that was 13 KB gzip, growing with every page.
 *
 * Here a named chunk's id is its name (`chunkIds: 'named'`), a chunk file is
 * `assets/js/<build hash>/<id>.js`, and `gca` maps only the names that differ from their id (none
 * of the route chunks). The runtime builds every chunk URL from the id and the one build hash. The
 * price: a new build moves every lazy chunk to a new folder, so a returning reader downloads them
 * again after a deploy; the files stay immutable, so caching them for a year is still right.
 */
export function nameChunksById(config: Configuration): void {
  config.optimization = {...config.optimization, chunkIds: 'named'};
  config.output = {...config.output, chunkFilename: 'assets/js/[fullhash:8]/[id].js'};
  const plugins = config.plugins ?? [];
  // RELIANCE chunk-ids: Docusaurus' client config has a plugin of the class ChunkAssetPlugin, which defines __webpack_require__.gca.
  const index = plugins.findIndex((plugin) => plugin?.constructor?.name === 'ChunkAssetPlugin');
  if (index < 0) throw new Error("lean-bundle: Docusaurus' ChunkAssetPlugin was not found in the client config");
  plugins[index] = new ChunkAssetPlugin();
}

// The same webpack module Docusaurus' own ChunkAssetPlugin uses (it works under Rspack too).
const webpack = createRequire(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'))('webpack') as typeof import('webpack');

/**
 * Docusaurus' ChunkAssetPlugin (core/lib/webpack/plugins/ChunkAssetPlugin.js, 3.10.2), whose name → id
 * table leaves out every chunk whose id is its name.
 */
class ChunkAssetPlugin {
  apply(compiler: import('webpack').Compiler): void {
    compiler.hooks.thisCompilation.tap('Rainbond-ChunkAssetPlugin', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('Rainbond-ChunkAssetPlugin', (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkAssetRuntimeModule());
      });
    });
  }
}

class ChunkAssetRuntimeModule extends webpack.RuntimeModule {
  constructor() {
    super('ChunkAssetRuntimeModule', webpack.RuntimeModule.STAGE_ATTACH);
    this.fullHash = true;
  }

  override generate(): string {
    const idToName = this.chunk!.getChunkMaps(false).name as Record<string, string>;
    const nameToId = Object.fromEntries(
      Object.entries(idToName)
        .filter(([id, name]) => id !== name)
        .map(([id, name]) => [name, id]),
    );
    // A name asked for by `import(/* webpackChunkName */)` whose module went into another chunk (one
    // already in `main`, such as the site config) has no file: upstream's table had no entry for it
    // and the URL it built contained "undefined", which the prefetcher skips. Keep it that way.
    const merged = [...this.compilation!.namedChunkGroups.entries()]
      .filter(([name, group]) => !group.chunks.some((chunk) => chunk.name === name))
      .map(([name]) => [name, 'undefined']);
    const {publicPath, getChunkScriptFilename} = webpack.RuntimeGlobals;
    return `__webpack_require__.gca = function(chunkId) { chunkId = ${JSON.stringify({...nameToId, ...Object.fromEntries(merged)})}[chunkId]||chunkId; return ${publicPath} + ${getChunkScriptFilename}(chunkId); };`;
  }
}
