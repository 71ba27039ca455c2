import {matchRoutes} from 'react-router-config';
import type {ServerData, ServerRoute} from './generate';
import {bothSlashForms, chunkNamesIn, groupChunkName, groupOf, type ChunkNames} from './shared';

/**
 * The chunks the client loads before its first render of `pathname` (preload.js): the groups of the
 * path (with and without its trailing slash) and of every route it matches (the layouts and the
 * page), and those routes' own chunks (the theme component, the page's content, its props) that have
 * a file (`registry`). Used by the server render (ServerChunks.tsx) to name them in the page's HTML.
 */
export function chunksOfPage(
  pathname: string,
  {starts, routes}: ServerData,
  routesChunkNames: Record<string, ChunkNames>,
  registry: Record<string, unknown>,
): string[] {
  const groups = new Set<string>();
  const names = new Set<string>();
  for (const path of new Set([pathname, decodeURI(pathname)])) {
    for (const p of bothSlashForms(path)) groups.add(groupChunkName(groupOf(starts, p)));
    for (const {route} of matchRoutes(routes as never[], path) as {route: ServerRoute}[]) {
      groups.add(groupChunkName(groupOf(starts, route.path)));
      const chunkNames = route.key === null ? undefined : routesChunkNames[route.key];
      if (chunkNames) chunkNamesIn(chunkNames, names);
    }
  }
  return [...groups, ...[...names].filter((name) => name in registry)];
}
