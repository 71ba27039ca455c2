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
