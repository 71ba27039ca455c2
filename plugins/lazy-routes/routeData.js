// Client side of plugins/lazy-routes: the leaf routes, their chunk names and loaders, and the docs
// plugin's entries for them, fetched with the small group module that holds them instead of being
// part of `main` (index.ts says why).
// RELIANCE lazy-routes: the global data is one mutable object, which the docs plugin's client reads.
import globalData from '@generated/globalData';
import {parents} from '@generated/routes';
import {starts, groups} from '@generated/rainbond-lazy-routes/index.js';
import ComponentCreator from './ComponentCreator';
import {groupOf, insertAtOriginalPlace} from './shared';

const loadedGroups = new Map();

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

/**
 * Puts the leaf routes of a group back into the route table (generate.ts, splitRoutes), each at its
 * original place among its parent's routes, before anything matches a URL against the table: the
 * preload that precedes every render and every prefetch load the groups of their path first.
 */
function restoreLeaves(leaves) {
  for (const [parentId, index, path, hash, attributes] of leaves) {
    insertAtOriginalPlace(parents[parentId].routes, {path, component: ComponentCreator(path, hash), exact: true, ...attributes, __i: index});
  }
}

/** The group module that holds the routes of `path`: {registry, routes, docs}. Failed loads are retried. */
export function loadGroup(path) {
  const index = groupOf(starts, path);
  let group = loadedGroups.get(index);
  if (!group) {
    group = groups[index]().then((module) => {
      restoreDocs(module.docs);
      restoreLeaves(module.leaves);
      return module;
    }, (error) => {
      loadedGroups.delete(index);
      throw error;
    });
    loadedGroups.set(index, group);
  }
  return group;
}

/**
 * Loads the groups that may hold a route matching `pathname`: its own, and that of the same path with
 * or without a trailing slash (the router matches either).
 */
export function loadGroupsFor(pathname) {
  const other = pathname.endsWith('/') ? pathname.slice(0, -1) : `${pathname}/`;
  return Promise.all([pathname, other].map(loadGroup));
}
