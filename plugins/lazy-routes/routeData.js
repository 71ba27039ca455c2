// Client side of plugins/lazy-routes: the leaf routes, their chunk names and loaders, and the docs
// plugin's entries for them, fetched with the small group module that holds them instead of being
// part of `main` (index.ts says why). This module loads groups and route chunks; routeTable.js puts a
// group's routes back into the route table. (It imports nothing that imports it back: the component
// of a route, ComponentCreator.js, loads its chunks from here.)
// RELIANCE lazy-routes: the global data is one mutable object, which the docs plugin's client reads.
import globalData from '@generated/globalData';
import {starts, groups} from '@generated/rainbond-lazy-routes/index.js';
import {loadChunk} from '../../src/lib/loadChunk';
import {groupChunkName, groupOf} from './shared';

const loadingGroups = new Map();
const loadedGroups = new Set();

/**
 * Attempts a route chunk (a group, a page component) gets while online. The page's first render
 * waits for its chunks as long as it takes: the server HTML stays readable meanwhile, and the page
 * hydrates once they arrive. After it, a route chunk belongs to a navigation or a prefetch: one retry,
 * then the navigation falls back to a full page load of its target (Docusaurus' PendingNavigation
 * reloads when the preload fails), which also serves the chunks of a newer deploy.
 */
let firstRenderLoaded = false;
const NAVIGATION_ATTEMPTS = 2;

/** Called by preload.js once the chunks of the first render are there. */
export function markFirstRenderLoaded() {
  firstRenderLoaded = true;
}

/** A chunk of a route (a dynamic import), retried as src/lib/loadChunk.ts describes. */
export function loadRouteChunk(load) {
  return loadChunk(load, {attempts: firstRenderLoaded ? NAVIGATION_ATTEMPTS : Infinity});
}

/**
 * Puts the docs of a group back into their version's list in the global data (generate.ts,
 * moveDocsOutOfGlobalData), where the docs plugin's client looks for the active doc (the navbar's
 * active item, the version dropdown's links). A route renders only after its group is loaded.
 */
function restoreDocs(docs) {
  for (const [pluginId, versionName, doc] of docs) {
    const version = globalData['docusaurus-plugin-content-docs']?.[pluginId]?.versions.find((v) => v.name === versionName);
    if (version && !version.docs.some((d) => d.id === doc.id)) version.docs.push(doc);
  }
}

/** The index of the group that holds the routes of `path`. */
export const groupIndexOf = (path) => groupOf(starts, path);

/** Whether the group of `path` has arrived. */
export const isGroupLoaded = (path) => loadedGroups.has(groupIndexOf(path));

/** The URL of the chunk of the group of `path`, from the bundler's runtime (for a prefetch hint). */
// RELIANCE chunk-ids: the runtime's __webpack_require__.gca gives the URL of a named chunk.
export const groupChunkUrl = (path) => __webpack_require__.gca(groupChunkName(groupIndexOf(path)));

/** The group module that holds the routes of `path`: {registry, routes, docs, leaves}. Failed loads are retried. */
export function loadGroup(path) {
  const index = groupIndexOf(path);
  let group = loadingGroups.get(index);
  if (!group) {
    group = loadRouteChunk(groups[index]).then(
      (module) => {
        restoreDocs(module.docs);
        loadedGroups.add(index);
        return module;
      },
      (error) => {
        loadingGroups.delete(index);
        throw error;
      },
    );
    loadingGroups.set(index, group);
  }
  return group;
}
