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
 * Keeps the table of every route's chunks out of `main` (issue 10).
 *
 * Docusaurus puts two generated tables into the `main` chunk that every page loads: the chunk names
 * of every route (routesChunkNames) and a loader for every chunk (registry). Both grow with each
 * page: about 24 KB gzip at 425 pages per locale, most of the growth of the docs page's first load.
 * In the client bundle of a production build this plugin:
 *
 * - writes the two tables again as one small module per group of neighbouring route paths
 *   (generate.ts), with an index of the groups' first paths;
 * - replaces ComponentCreator, which builds each route's loadable component, with one that loads
 *   the route's group first (ComponentCreator.js), and the client's prefetch/preload file with one
 *   that reads chunk names from the groups (docusaurus.js).
 *
 * The route table itself stays in `main`, as the router needs it to match a URL, but each leaf
 * route is written as a short call instead of an object literal (compactRoutes.cjs). The
 * server bundle and `docusaurus start` keep upstream's files (the dev server regenerates the
 * tables on every edit without telling plugins). tests/unit/lazyRoutes.test.ts fails when the
 * upstream files change, so the copies are compared again on every Docusaurus upgrade.
 */
export default function lazyRoutes(context: LoadContext): Plugin {
  const require = createRequire(import.meta.url);
  const upstreamClient = require.resolve('@docusaurus/core/lib/client/docusaurus.js');
  const upstreamCreator = require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js');
  const replacements = new Map([
    [upstreamClient, join(__dirname, 'docusaurus.js')],
    [upstreamCreator, join(__dirname, 'ComponentCreator.js')],
  ]);
  return {
    name: 'rainbond-lazy-routes',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      // The bundler's persistent cache keeps a module's output while its source is unchanged, so a
      // changed loader would not reach routes.js: the loader's text is part of the cache version.
      const loader = join(__dirname, 'compactRoutes.cjs');
      addCacheVersion(config, `lazy-routes-${createHash('sha256').update(readFileSync(loader)).digest('hex').slice(0, 12)}`);
      writeRouteData(context.generatedFilesDir, join(context.generatedFilesDir, 'rainbond-lazy-routes'), GROUP_SIZE);
      return {
        resolve: {alias: {'@docusaurus-client': dirname(upstreamClient)}},
        module: {
          rules: [
            {
              include: join(context.generatedFilesDir, 'routes.js'),
              enforce: 'pre' as const,
              use: [{loader}],
            },
          ],
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/(docusaurus|ComponentCreator)\.js$/, (data: {createData?: {resource?: string}}) => {
            const replacement = data.createData?.resource && replacements.get(data.createData.resource);
            if (replacement) data.createData!.resource = replacement;
          }),
        ],
      };
    },
  };
}
