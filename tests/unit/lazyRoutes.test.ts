import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

// plugins/fast-prefetch replaces a private client file of @docusaurus/core with a copy that differs
// only in how it finds a route's chunk names. When an upgrade changes the upstream file, this test
// fails: compare the new upstream file with plugins/fast-prefetch/docusaurus.js, carry its changes
// over (or drop the plugin if upstream indexes the chunk names itself), then update the hash.
const UPSTREAM_SHA256 = 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202';

describe('fast-prefetch', () => {
  it('replaces the upstream client file it was copied from (Docusaurus 3.10.2)', () => {
    const upstream = readFileSync(require.resolve('@docusaurus/core/lib/client/docusaurus.js'));
    expect(createHash('sha256').update(upstream).digest('hex')).toBe(UPSTREAM_SHA256);
  });

  it('keeps the upstream behaviour apart from the index', () => {
    const ours = readFileSync(join(__dirname, '../../plugins/fast-prefetch/docusaurus.js'), 'utf8');
    for (const part of ['canPrefetch(routePath)', 'matchRoutes(routes, routePath)', '__webpack_require__.gca(chunkName)', 'preloadHelper(routePath)', 'Object.freeze(docusaurus)']) {
      expect(ours).toContain(part);
    }
  });
});
