import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addCacheVersion} from '../cacheVersion';
import {writeRouteData} from './generate';

/** Route paths per group module: small enough that a page's groups stay a few KB, large enough for few requests. */
export const GROUP_SIZE = 12;

/**
 * Keeps the data of every route out of `main`, so that a page's first load does not grow with the
 * number of pages (issue 10).
 *
 * Docusaurus puts four generated things into the `main` chunk that every page loads, each with an
 * entry per page: the route table (routes.js), the chunk names of every route (routesChunkNames), a
 * loader for every chunk (registry), and the docs plugin's list of every doc in the global data. At
 * 425 pages per locale that was about 36 KB gzip, most of the docs page's first load beyond React.
 * In the client bundle of a production build this plugin:
 *
 * - writes them again per group of neighbouring route paths (generate.ts): each group module holds
 *   its leaf routes (exact routes without children), their chunk names and loaders, and their docs'
 *   entries; `main` keeps the routes with children (layouts, one per docs section), the home page,
 *   the catch-all and an index of the groups' first paths;
 * - replaces preload (which every render awaits) and the prefetcher (docusaurus.js) with copies that
 *   load the groups of a path first, and ComponentCreator with one that loads a route's chunks from
 *   its group; a loaded group puts its docs (routeData.js) and its routes (routeTable.js) back where
 *   upstream had them. Every chunk they load is retried when it fails (issue 28): the first render
 *   waits until its chunks arrive, a navigation falls back to a full page load.
 *
 * The server render names each page's group and page chunks in its HTML (ServerChunks.tsx,
 * ssrTemplate.ts), so the browser fetches them with `main`, not one round trip after it.
 *
 * The server bundle and `docusaurus start` keep upstream's files (the dev server regenerates them on
 * every edit without telling plugins). The canary (tests/canary/routes.test.ts) fails when an upstream file
 * changes, so the copies are compared again on every Docusaurus upgrade.
 */
export default function lazyRoutes(context: LoadContext): Plugin {
  const require = createRequire(import.meta.url);
  // RELIANCE lazy-routes: core's private client files, replaced by our copies; the generated files they read.
  const upstreamClient = require.resolve('@docusaurus/core/lib/client/docusaurus.js');
  const upstreamCreator = require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js');
  const upstreamPreload = require.resolve('@docusaurus/core/lib/client/preload.js');
  const outDir = join(context.generatedFilesDir, 'rainbond-lazy-routes');
  const replacements = new Map([
    [upstreamClient, join(__dirname, 'docusaurus.js')],
    [upstreamCreator, join(__dirname, 'ComponentCreator.js')],
    [upstreamPreload, join(__dirname, 'preload.js')],
    [join(context.generatedFilesDir, 'routes.js'), join(outDir, 'routes.js')],
    [join(context.generatedFilesDir, 'globalData.json'), join(outDir, 'globalData.json')],
  ]);
  let written = false;
  return {
    name: 'rainbond-lazy-routes',
    configureWebpack(config, isServer, {currentBundler}) {
      if (config.mode !== 'production') return {};
      // Both bundles read the files: the client its route data, the server the groups' first paths
      // (ServerChunks.tsx). Written once per build, before either bundle is compiled.
      if (!written) writeRouteData(context.generatedFilesDir, outDir, GROUP_SIZE, context.baseUrl);
      written = true;
      if (isServer) return {};
      // The bundler's persistent cache keeps how each import was resolved, so it would not see the
      // replacements below change: this file is part of the cache version.
      addCacheVersion(config, `lazy-routes-${createHash('sha256').update(readFileSync(__filename)).digest('hex').slice(0, 12)}`);
      return {
        resolve: {alias: {'@docusaurus-client': dirname(upstreamClient)}},
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/(docusaurus\.js|ComponentCreator\.js|preload\.js|routes\.js|globalData\.json)$/, (data: {createData?: {resource?: string}}) => {
            const replacement = data.createData?.resource && replacements.get(data.createData.resource);
            if (replacement) data.createData!.resource = replacement;
          }),
        ],
      };
    },
  };
}
