// CUSTOM: replaces @docusaurus/core/lib/client/docusaurus.js (Docusaurus 3.10.2) in the client bundle
// of production builds (plugins/lazy-routes/index.ts). Upstream finds the chunks of a route by scanning
// every entry of routesChunkNames, a table of every route that is part of `main`, with a regular
// expression, once for each link a page prefetches. Here the chunk names of a route come from the small
// group module that holds the route (./routeData.js), which is itself fetched on first need; the rest
// is upstream's code.
// RELIANCE lazy-routes: a copy of a private core client file (tests/canary pins the upstream file).
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus-client/prefetch';
import preloadHelper from '@docusaurus-client/preload';
import flat from '@docusaurus-client/flat';
import {loadGroup, loadGroupsFor} from './routeData';
import {pathOfKey} from './shared';

const fetched = new Set();
const loaded = new Set();
// If user is on slow or constrained connection.
const isSlowConnection = () => navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData;
const canPrefetch = (routePath) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath) => !isSlowConnection() && !loaded.has(routePath);

// CUSTOM: the chunk names of every route config with this path, from the route's group module.
const getChunkNamesToLoad = async (path) => {
  const {routes: groupRoutes} = await loadGroup(path);
  return Object.entries(groupRoutes)
    .filter(([key]) => pathOfKey(key) === path)
    .flatMap(([, routeChunks]) => Object.values(flat(routeChunks)));
};

const prefetch = (routePath) => {
  if (!canPrefetch(routePath)) {
    return false;
  }
  fetched.add(routePath);
  // CUSTOM: the leaf route and the chunk names come from the route's group module, asynchronously;
  // prefetching is a hint, so a group that cannot be fetched (offline) leaves the route to be loaded
  // when it is visited.
  return loadGroupsFor(routePath)
    .then(
      () =>
        // Find all webpack chunk names needed.
        Promise.all(matchRoutes(routes, routePath).map((match) => getChunkNamesToLoad(match.route.path))),
      (error) => {
        fetched.delete(routePath);
        throw error;
      },
    )
    .then((names) =>
      // Prefetch all webpack chunk assets file needed.
      Promise.all(
        names.flat().map((chunkName) => {
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
      ),
    )
    .catch(() => {});
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
