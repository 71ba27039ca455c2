// Client side of plugins/lazy-routes: puts the leaf routes of a group back into the route table
// (generate.ts, splitRoutes), each at its original place among its parent's routes, before anything
// matches a URL against the table: the preload that precedes every render and every prefetch load
// the groups of their path through here first.
import {parents} from '@generated/routes';
import ComponentCreator from './ComponentCreator';
import {loadGroup} from './routeData';
import {bothSlashForms, insertAtOriginalPlace} from './shared';

const restored = new WeakSet();

function restoreLeaves(group) {
  if (restored.has(group)) return;
  restored.add(group);
  for (const [parentId, index, path, hash, attributes] of group.leaves) {
    insertAtOriginalPlace(parents[parentId].routes, {path, component: ComponentCreator(path, hash), exact: true, ...attributes, __i: index});
  }
}

/**
 * Loads the groups that may hold a route matching `pathname` (its own, and that of the same path
 * with or without a trailing slash, which the router matches too) and puts their routes in the table.
 */
export function loadGroupsFor(pathname) {
  return Promise.all(
    bothSlashForms(pathname).map((path) =>
      loadGroup(path).then((group) => {
        restoreLeaves(group);
        return group;
      }),
    ),
  );
}
