// CUSTOM: replaces @docusaurus/core/lib/client/docusaurus.js (Docusaurus 3.10.2) in the client and
// server bundles (plugins/fast-prefetch/index.ts). Upstream finds the chunks of a route by scanning
// every entry of routesChunkNames with a regular expression, once for each link a page prefetches:
// (visible links) × (all routes) work on every page, 2.9 s of main thread on Lighthouse's mobile
// profile at 1,000 docs pages. Here the entries are indexed by route path once, on first use; the
// rest is upstream's code.
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus-client/prefetch';
import preloadHelper from '@docusaurus-client/preload';
import flat from '@docusaurus-client/flat';

const fetched = new Set();
const loaded = new Set();
// If user is on slow or constrained connection.
const isSlowConnection = () => navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData;
const canPrefetch = (routePath) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath) => !isSlowConnection() && !loaded.has(routePath);

// CUSTOM: route path → the chunk names of every route config with that path. A key is the path
// followed by "-" and a short hash (/blog/2018/12/14/Happy-Birthday-fe9 → /blog/2018/12/14/Happy-Birthday).
let chunkNamesByPath;
const getChunkNamesToLoad = (path) => {
  if (!chunkNamesByPath) {
    chunkNamesByPath = new Map();
    for (const [routeNameWithHash, routeChunks] of Object.entries(routesChunkNames)) {
      const routePath = routeNameWithHash.replace(/-[^-]+$/, '');
      const list = chunkNamesByPath.get(routePath) ?? [];
      list.push(...Object.values(flat(routeChunks)));
      chunkNamesByPath.set(routePath, list);
    }
  }
  return chunkNamesByPath.get(path) ?? [];
};

const prefetch = (routePath) => {
  if (!canPrefetch(routePath)) {
    return false;
  }
  fetched.add(routePath);
  // Find all webpack chunk names needed.
  const matches = matchRoutes(routes, routePath);
  const chunkNamesNeeded = matches.flatMap((match) => getChunkNamesToLoad(match.route.path));
  // Prefetch all webpack chunk assets file needed.
  return Promise.all(
    chunkNamesNeeded.map((chunkName) => {
      // "__webpack_require__.gca" is injected by ChunkAssetPlugin. Pass it
      // the name of the chunk you want to load and it will return its URL.
      const chunkAsset = __webpack_require__.gca(chunkName);
      // In some cases, webpack might decide to optimize further, leading to
      // the chunk assets being merged to another chunk. In this case, we can
      // safely filter it out and don't need to load it.
      if (chunkAsset && !chunkAsset.includes('undefined')) {
        return prefetchHelper(chunkAsset);
      }
      return Promise.resolve();
    }),
  );
};

const preload = (routePath) => {
  if (!canPreload(routePath)) {
    return false;
  }
  loaded.add(routePath);
  return preloadHelper(routePath);
};

const docusaurus = {
  prefetch,
  preload,
};

// This object is directly mounted onto window, better freeze it
export default Object.freeze(docusaurus);
