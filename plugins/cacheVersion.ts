import type {Plugin} from '@docusaurus/types';

type BundlerConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

/**
 * Adds `part` to the version of the bundler's persistent cache (Rspack's
 * `experiments.cache` or webpack's `cache`). The cache does not notice every
 * input that changes the output (resolve aliases, browserslist): a plugin
 * that depends on such an input names it here, so a change starts a new cache.
 */
// RELIANCE cache-version: Docusaurus gives Rspack a persistent cache whose version string plugins can extend.
export function addCacheVersion(config: BundlerConfig, part: string): void {
  for (const cache of [(config.experiments as {cache?: unknown} | undefined)?.cache, config.cache]) {
    if (cache && typeof cache === 'object') {
      const c = cache as {version?: string};
      c.version = `${c.version}-${part}`;
    }
  }
}
