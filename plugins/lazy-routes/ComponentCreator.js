// CUSTOM: replaces @docusaurus/core/lib/client/exports/ComponentCreator.js (Docusaurus 3.10.2) in the
// client bundle of production builds (plugins/lazy-routes/index.ts). Upstream imports the chunk names
// of every route and a loader for every chunk (routesChunkNames and registry, together about 24 KB
// gzip at 425 pages) into `main`, which every page loads. Here a route's chunk names and loaders come
// from its group module (./routeData.js), loaded with the route; the props are rebuilt as upstream.
// Every chunk is retried when it fails (routeData.js, loadRouteChunk): the first render waits for it,
// a navigation falls back to a full page load.
// RELIANCE lazy-routes: a copy of a private core client file (tests/canary pins the upstream file).
import React from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import flat from '@docusaurus-client/flat';
import {RouteContextProvider} from '@docusaurus-client/routeContext';
import {loadGroup, loadRouteChunk} from './routeData';

async function loadRoute(path, key) {
  const group = await loadGroup(path);
  const chunkNames = group.routes[key];
  if (!chunkNames) throw new Error(`lazy-routes: no chunk names for the route ${key}`);
  const entries = await Promise.all(
    Object.entries(flat(chunkNames))
      .filter(([, chunkName]) => group.registry[chunkName])
      .map(async ([keyPath, chunkName]) => [keyPath, await loadRouteChunk(group.registry[chunkName])]),
  );
  return {chunkNames, modules: Object.fromEntries(entries)};
}

export default function ComponentCreator(path, hash) {
  // 404 page
  if (path === '*') {
    return Loadable({
      loading: Loading,
      loader: () => loadRouteChunk(() => import('@theme/NotFound')),
      modules: ['@theme/NotFound'],
      webpack: () => [require.resolveWeak('@theme/NotFound')],
      render(loaded, props) {
        const NotFound = loaded.default;
        return (
          <RouteContextProvider value={{plugin: {name: 'native', id: 'default'}}}>
            <NotFound {...props} />
          </RouteContextProvider>
        );
      },
    });
  }
  const key = `${path}-${hash}`;
  return Loadable({
    loading: Loading,
    loader: () => loadRoute(path, key),
    render({chunkNames, modules}, props) {
      // From here on, upstream's render: put each loaded module where its chunk name was.
      const loadedModules = JSON.parse(JSON.stringify(chunkNames));
      Object.entries(modules).forEach(([keyPath, loadedModule]) => {
        const chunk = loadedModule.default;
        if (!chunk) {
          throw new Error(
            `The page component at ${path} doesn't have a default export. This makes it impossible to render anything. Consider default-exporting a React component.`,
          );
        }
        if (typeof chunk === 'object' || typeof chunk === 'function') {
          Object.keys(loadedModule)
            .filter((k) => k !== 'default')
            .forEach((nonDefaultKey) => {
              chunk[nonDefaultKey] = loadedModule[nonDefaultKey];
            });
        }
        let val = loadedModules;
        const keyPaths = keyPath.split('.');
        keyPaths.slice(0, -1).forEach((k) => {
          val = val[k];
        });
        val[keyPaths[keyPaths.length - 1]] = chunk;
      });
      const Component = loadedModules.__comp;
      delete loadedModules.__comp;
      const routeContext = loadedModules.__context;
      delete loadedModules.__context;
      const routeProps = loadedModules.__props;
      delete loadedModules.__props;
      return (
        <RouteContextProvider value={routeContext}>
          <Component {...loadedModules} {...routeProps} {...props} />
        </RouteContextProvider>
      );
    },
  });
}
