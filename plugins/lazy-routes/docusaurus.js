// CUSTOM: replaces @docusaurus/core/lib/client/docusaurus.js (Docusaurus 3.10.2) in the client bundle
// of production builds (plugins/lazy-routes/index.ts). Upstream finds the chunks of a route by scanning
// every entry of routesChunkNames, a table of every route that is part of `main`, with a regular
// expression, once for each link a page prefetches. Here the chunk names of a route come from the small
// group module that holds the route (./routeData.js). A link whose group has not arrived only gets a
// prefetch hint for the group's file: running a group only to prefetch for the links in view cost a
// docs page about 22 KB gzip of scripts by network idle (issue 28); its page chunks load when the link
// is hovered (preload) or followed. A failed preload is forgotten, not an uncaught error. The rest is
// upstream's code.
// RELIANCE lazy-routes: a copy of a private core client file (tests/canary pins the upstream file).
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus-client/prefetch';
import preloadHelper from '@docusaurus-client/preload';
import flat from '@docusaurus-client/flat';
import {groupChunkUrl, isGroupLoaded, loadGroup} from './routeData';
import {loadGroupsFor} from './routeTable';
import {bothSlashForms, pathOfKey} from './shared';

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

const prefetchAsset = (chunkAsset) => {
  // In some cases, webpack might decide to optimize further, leading to
  // the chunk assets being merged to another chunk. In this case, we can
  // safely filter it out and don't need to load it.
  if (chunkAsset && !chunkAsset.includes('undefined')) {
    return prefetchHelper(chunkAsset);
  }
  return Promise.resolve();
};

const prefetch = (routePath) => {
  if (!canPrefetch(routePath)) {
    return false;
  }
  fetched.add(routePath);
  // CUSTOM: groups that have not arrived get a prefetch hint for their own file, and nothing else.
  const missing = bothSlashForms(routePath).filter((path) => !isGroupLoaded(path));
  if (missing.length > 0) {
    return Promise.all([...new Set(missing.map(groupChunkUrl))].map(prefetchAsset));
  }
  // CUSTOM: the leaf route and the chunk names come from the route's group modules, asynchronously;
  // prefetching is a hint, so a group that cannot be fetched (offline) leaves the route to be loaded
  // when it is visited.
  return loadGroupsFor(routePath)
    .then(
      () =>
        // Find all webpack chunk names needed.
        Promise.all(
          matchRoutes(routes, routePath).map(async (match) => {
            const path = match.route.path;
            if (!isGroupLoaded(path)) return [groupChunkUrl(path)];
            // "__webpack_require__.gca" is injected by ChunkAssetPlugin. Pass it
            // the name of the chunk you want to load and it will return its URL.
            return (await getChunkNamesToLoad(path)).map((chunkName) => __webpack_require__.gca(chunkName));
          }),
        ),
      (error) => {
        fetched.delete(routePath);
        throw error;
      },
    )
    // Prefetch all webpack chunk assets file needed.
    .then((assets) => Promise.all(assets.flat().map(prefetchAsset)))
    .catch(() => {});
};

const preload = (routePath) => {
  if (!canPreload(routePath)) {
    return false;
  }
  loaded.add(routePath);
  // CUSTOM: Link calls this on hover without handling a failure; the route can be preloaded again.
  return preloadHelper(routePath).catch(() => {
    loaded.delete(routePath);
  });
};

const docusaurus = {
  prefetch,
  preload,
};

// This object is directly mounted onto window, better freeze it
export default Object.freeze(docusaurus);
