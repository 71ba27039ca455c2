import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Swaps Docusaurus' client `docusaurus.js` (prefetch and preload of route chunks) for a copy that
 * indexes the route chunk names once (./docusaurus.js says why). Relies on a private file of
 * @docusaurus/core: tests/unit/fastPrefetch.test.ts fails when the upstream file changes, so that
 * the copy is compared again on every Docusaurus upgrade.
 */
export default function fastPrefetch(): Plugin {
  const require = createRequire(import.meta.url);
  const upstream = require.resolve('@docusaurus/core/lib/client/docusaurus.js');
  const replacement = join(__dirname, 'docusaurus.js');
  return {
    name: 'rainbond-fast-prefetch',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        resolve: {alias: {'@docusaurus-client': dirname(upstream)}},
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/docusaurus\.js$/, (data: {createData?: {resource?: string}}) => {
            if (data.createData?.resource === upstream) data.createData.resource = replacement;
          }),
        ],
      };
    },
  };
}
