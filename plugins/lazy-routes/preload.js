// CUSTOM: replaces @docusaurus/core/lib/client/preload.js (Docusaurus 3.10.2) in the client bundle of
// production builds (plugins/lazy-routes/index.ts). The route table in `main` has no leaf routes: the
// groups that hold the routes of the path are loaded first, which puts them back (routeTable.js). Every
// render waits for this: the first one (clientEntry) and each navigation (PendingNavigation). The
// first call is the first render's, which core's clientEntry makes without handling a failure: its
// chunks are retried until they arrive (routeData.js), and a chunk a deploy removed loads the page
// anew instead of an uncaught error. The rest is upstream's code.
// RELIANCE lazy-routes: a copy of a private core client file (tests/canary pins the upstream file).
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {isChunkGone} from '../../src/lib/loadChunk';
import {markFirstRenderLoaded} from './routeData';
import {loadGroupsFor} from './routeTable';

const RELOADED = 'rainbond.reloadedForNewDeploy';
let firstRender = true;

/**
 * The HTML names chunks the server no longer has: it was built before the deploy that removed them.
 * Loads the page again, once per address and session (a second time would loop), and tells whether
 * it did.
 */
function reloadOnce() {
  try {
    if (sessionStorage.getItem(RELOADED) === window.location.pathname) return false;
    sessionStorage.setItem(RELOADED, window.location.pathname);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

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
  const loading = Promise.all(pathnames.map(loadGroupsFor)).then(() => {
    const matches = pathnames.map((p) => matchRoutes(routes, p)).flat();
    return Promise.all(matches.map((match) => match.route.component.preload?.()));
  });
  if (!firstRender) return loading;
  // CUSTOM: the first render's preload.
  firstRender = false;
  return loading.then(
    (loaded) => {
      markFirstRenderLoaded();
      try {
        sessionStorage.removeItem(RELOADED);
      } catch {
        // Storage denied: nothing was stored either.
      }
      return loaded;
    },
    (error) => {
      if (!isChunkGone(error)) throw error;
      // The page stays as the server rendered it (readable, its links plain links), without an error.
      console.warn(`${error.message}: ${reloadOnce() ? 'loading the page again' : 'the page stays as the server rendered it'}`);
      return new Promise(() => {});
    },
  );
}
