import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Keeps code that the first paint does not need out of the `main` chunk,
 * which every page loads (issue 7 budgets: docs ≤ 160 KB, home ≤ 170 KB gzip).
 *
 * - Code highlighting. theme-classic registers `prism-include-languages` as a
 *   client module, so Prism and every extra grammar (~28 KB gzip) landed in
 *   `main`, on pages without a single code block too. That module is replaced
 *   by nothing here; the `CodeBlock` wrapper (src/theme/CodeBlock) loads the
 *   real code block with Prism and the grammars as one lazy chunk.
 * - tslib. `@docusaurus/utils-common` requires it from CommonJS for one helper,
 *   which keeps the whole library; that one request gets a one-helper module.
 * - The bundler's persistent cache does not notice a changed `browserslist`
 *   (it reused code compiled for other targets); the list is part of the
 *   cache version.
 */
export default function leanBundle(context: LoadContext): Plugin {
  const require = createRequire(import.meta.url);
  const prismClientModule = require
    .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
    .replace(/\.js$/, '');
  return {
    name: 'rainbond-lean-bundle',
    configureWebpack(config) {
      const targets = JSON.stringify(require(join(context.siteDir, 'package.json')).browserslist ?? null);
      const rspackCache = (config.experiments as {cache?: {version?: string}} | undefined)?.cache;
      if (rspackCache && typeof rspackCache === 'object') rspackCache.version = `${rspackCache.version}-targets-${targets}`;
      const webpackCache = config.cache as {version?: string} | boolean | undefined;
      if (webpackCache && typeof webpackCache === 'object') webpackCache.version = `${webpackCache.version}-targets-${targets}`;
      return {
        resolve: {
          alias: {
            [`${prismClientModule}$`]: false,
            [`${prismClientModule}.js$`]: false,
          },
        },
        module: {
          rules: [
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
