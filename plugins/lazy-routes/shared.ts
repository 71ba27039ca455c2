// Used by the build (generate.ts), the server render (ServerChunks.tsx) and in the browser
// (routeData.js, routeTable.js, docusaurus.js), so that every side finds a route's group and its
// chunks, and puts a route back, by the same code.

/** The chunk names of a route, as Docusaurus' routesChunkNames.json holds them: nested by prop. */
export type ChunkNames = string | {[key: string]: ChunkNames} | ChunkNames[];

/** Every chunk name in `value`, added to `out`. */
export function chunkNamesIn(value: ChunkNames, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else for (const v of Object.values(value)) chunkNamesIn(v, out);
  return out;
}

/** The name of the chunk of group `index`: its file is assets/js/<build hash>/<name>.js. */
export const groupChunkName = (index: number): string => `lazy-routes-g${index}`;

/** The same route path with and without its trailing slash: the router matches either. */
export const bothSlashForms = (pathname: string): [string, string] => [pathname, pathname.endsWith('/') ? pathname.slice(0, -1) : `${pathname}/`];

/** The route path of a routesChunkNames key: the path, "-", a short hash. */
export const pathOfKey = (key: string): string => key.slice(0, key.lastIndexOf('-'));

/** Index of the group that holds `path`: the last group whose start is not after it. */
export function groupOf(starts: readonly string[], path: string): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= path) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** A route of a list whose routes carry `__i`, their index in the list Docusaurus generated. */
export interface PlacedRoute {
  __i: number;
  [key: string]: unknown;
}

/**
 * Puts `route` back into `list` at its original place: before the first route whose original index
 * is greater. A route already there (same index) is left as it is. Used by routeData.js in the
 * browser; the order matters because the router takes the first route that matches.
 */
export function insertAtOriginalPlace(list: PlacedRoute[], route: PlacedRoute): void {
  if (list.some((r) => r.__i === route.__i)) return;
  const at = list.findIndex((r) => r.__i > route.__i);
  list.splice(at < 0 ? list.length : at, 0, route);
}
