// Client side of plugins/lazy-routes: the chunk names and loaders of a route, fetched with the small
// group module that holds them instead of being part of `main` (index.ts says why).
import {starts, groups} from '@generated/rainbond-lazy-routes/index.js';

const loadedGroups = new Map();

/** The last group whose first path is not after `path` (generate.ts, groupOf). */
function groupOf(path) {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= path) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The group module that holds the routes of `path`: {registry, routes}. Failed loads are retried. */
export function loadGroup(path) {
  const index = groupOf(path);
  let group = loadedGroups.get(index);
  if (!group) {
    group = groups[index]().catch((error) => {
      loadedGroups.delete(index);
      throw error;
    });
    loadedGroups.set(index, group);
  }
  return group;
}

/** The route path of a routesChunkNames key: the path, "-", a short hash. */
export const pathOfKey = (key) => key.slice(0, key.lastIndexOf('-'));
