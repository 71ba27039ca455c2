// CUSTOM: replaces @docusaurus/core/lib/client/preload.js (Docusaurus 3.10.2) in the client bundle of
// production builds (plugins/lazy-routes/index.ts). The route table in `main` has no leaf routes: the
// groups that hold the routes of the path are loaded first, which puts them back (routeData.js). The
// rest is upstream's code. Every render waits for this: the first one (clientEntry) and each
// navigation (PendingNavigation).
// RELIANCE lazy-routes: a copy of a private core client file (tests/canary pins the upstream file).
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {loadGroupsFor} from './routeData';

/**
 * Helper function to make sure all async components for that particular route
 * is preloaded before rendering. This is especially useful to avoid loading
 * screens.
 *
 * @param pathname the route pathname, example: /docs/installation
 * @returns Promise object represents whether pathname has been preloaded
 */
export default function preload(pathname) {
  const pathnames = Array.from(new Set([pathname, decodeURI(pathname)]));
  return Promise.all(pathnames.map(loadGroupsFor)).then(() => {
    const matches = pathnames.map((p) => matchRoutes(routes, p)).flat();
    return Promise.all(matches.map((match) => match.route.component.preload?.()));
  });
}
