import {createRequire} from 'node:module';
import {join} from 'node:path';
import {addCacheVersion} from '../cacheVersion';
import {nameChunksById} from './chunkIds';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Keeps code that the first paint does not need out of the `main` chunk,
 * which every page loads (issue 7 budgets: docs ≤ 160 KB, home ≤ 170 KB gzip).
 *
 * - Code highlighting. theme-classic registers `prism-include-languages` as a
 *   client module, so Prism and every extra grammar (~28 KB gzip) landed in
 *   `main`, on pages without a single code block too. That module is replaced
 *   by nothing here: code blocks are highlighted when the site is built
 *   (plugins/code-highlight), and no client code loads Prism (issue 28).
 *   The server bundle requires the real block directly (`process.env.RAINBOND_SSR`).
 * - tslib. `@docusaurus/utils-common` requires it from CommonJS for one helper,
 *   which keeps the whole library; that one request gets a one-helper module.
 * - Lazy chunk names and ids, so that the runtime has no table with an entry per chunk
 *   (chunkIds.ts).
 * - The bundler's persistent cache does not notice a changed `browserslist`
 *   (it reused code compiled for other targets); the list is part of the
 *   cache version.
 */
export default function leanBundle(context: LoadContext): Plugin {
  const require = createRequire(import.meta.url);
  // RELIANCE prism-client-module: theme-classic registers its private lib/prism-include-languages as a client module (Prism in every page).
  const prismClientModule = require
    .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
    .replace(/\.js$/, '');
  return {
    name: 'rainbond-lean-bundle',
    configureWebpack(config, isServer, utils) {
      const targets = JSON.stringify(require(join(context.siteDir, 'package.json')).browserslist ?? null);
      addCacheVersion(config, `targets-${targets}`);
      if (!isServer && config.mode === 'production') nameChunksById(config as Parameters<typeof nameChunksById>[0]);
      return {
        plugins: [
          // Lets src/theme/CodeBlock require the highlighted block only in the server bundle.
          new utils.currentBundler.instance.DefinePlugin({'process.env.RAINBOND_SSR': JSON.stringify(String(isServer))}),
        ],
        resolve: {
          alias: {
            [`${prismClientModule}$`]: false,
            [`${prismClientModule}.js$`]: false,
          },
        },
        module: {
          rules: [
            // RELIANCE tslib-shim: utils-common's lib/index.js needs no tslib helper but __importDefault.
            {
              test: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
              resolve: {alias: {tslib$: join(context.siteDir, 'plugins/lean-bundle/tslib-importDefault.cjs')}},
            },
          ],
        },
      };
    },
  };
}
