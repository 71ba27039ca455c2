import type {RouteConfig} from '@docusaurus/types';
import type {PropSidebar, PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/**
 * Cuts the routes the docs plugin builds for each version into one version route per section.
 *
 * The plugin builds: docs root (`/docs`) → one version route per version, whose `version` prop is
 * the version's metadata (every sidebar, and id/title/description of every doc) → one sidebar route
 * (`DocRoot`) → a route per doc and per generated index page, plus the tag routes. The version
 * prop is one data file that every docs page loads before it renders.
 *
 * Here every doc route whose path has a folder under the version path (`/docs/<section>/…`) moves
 * to a version route of its section, `/docs/<section>`; a section of more than MAX_GROUP pages is
 * cut again by its next segment (`/docs/<section>/<part>`, the rest staying in `/docs/<section>`).
 * The metadata of each such group keeps:
 * - the sidebar items of the group's own pages, whole, and the categories on the way to them;
 * - every other item cut to two levels (a category and its children; deeper categories become
 *   links to their index page), so the rest of the docs stays one click away;
 * - only the docs the section's sidebar items name, with a description only for the section's own
 *   docs (the cards of a category index page show them; the type wants a string, so others get '').
 * Routes at the top of the version (`/docs/`, `/docs/Intro`) and the tag pages stay in the
 * version's own route, trimmed the same way. Data per docs page then grows with its section and the
 * top two levels of the sidebar, not with the whole site. Route order is left to Docusaurus: it puts
 * a nested parent route before another whose path it contains.
 */
// RELIANCE docs-sections: docs root → version route (props.version) → DocRoot → doc routes, then tag routes.
export function splitVersionRoutes(root: RouteConfig, maxGroup = MAX_GROUP): RouteConfig {
  if (!root.routes) return root;
  return {...root, routes: root.routes.flatMap((route) => splitVersion(route, maxGroup))};
}

/** A section with more pages than this is cut again, by its next path segment. */
export const MAX_GROUP = 100;

function splitVersion(versionRoute: RouteConfig, maxGroup: number): RouteConfig[] {
  const version = versionRoute.props?.version as PropVersionMetadata | undefined;
  const [sidebarRoute, ...tagRoutes] = versionRoute.routes ?? [];
  if (!version || !sidebarRoute?.routes) return [versionRoute];

  const base = versionRoute.path.replace(/\/$/, '');
  const groups = new Map<string, RouteConfig[]>(); // path prefix → the doc routes it serves
  // Cuts `routes` by the segment after `prefix`; the pages right at `prefix` stay in its group.
  const place = (routes: RouteConfig[], prefix: string) => {
    const below = new Map<string, RouteConfig[]>();
    const keyOf = (route: RouteConfig) => {
      const rest = route.path.slice(prefix.length + 1);
      const slash = rest.indexOf('/');
      return route.path.startsWith(`${prefix}/`) && slash > 0 ? `${prefix}/${rest.slice(0, slash)}` : undefined;
    };
    for (const route of routes) {
      const key = keyOf(route);
      if (key) below.set(key, [...(below.get(key) ?? []), route]);
    }
    for (const route of routes) {
      if (keyOf(route)) continue;
      // A page at the group's own path without a trailing slash (a category's generated index,
      // /docs/quick-start) belongs to that group: the group's route matches its path first.
      const own = below.get(route.path);
      if (own) own.unshift(route);
      else groups.set(prefix, [...(groups.get(prefix) ?? []), route]);
    }
    for (const [key, list] of below) {
      if (list.length > maxGroup) place(list, key);
      else groups.set(key, list);
    }
  };
  place(sidebarRoute.routes, base);

  const routeFor = (path: string, routes: RouteConfig[], extra: RouteConfig[]): RouteConfig => ({
    ...versionRoute,
    path,
    props: {...versionRoute.props, version: trimVersion(version, new Set(routes.map((r) => r.path)))},
    routes: [{...sidebarRoute, path, routes}, ...extra],
  });
  return [
    ...[...groups].filter(([path]) => path !== base).map(([path, routes]) => routeFor(path, routes, [])),
    routeFor(versionRoute.path, groups.get(base) ?? [], tagRoutes),
  ];
}

/** The version metadata as the pages whose paths are in `own` need it. */
export function trimVersion(version: PropVersionMetadata, own: ReadonlySet<string>): PropVersionMetadata {
  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([name, items]) => [name, trimItems(items, own)]),
  ) as Record<string, PropSidebar>;
  const named = new Map<string, string>(); // docId → href, for every link left in the sidebars
  const visit = (item: PropSidebarItem) => {
    if (item.type === 'link' && item.docId) named.set(item.docId, item.href);
    if (item.type === 'category') item.items.forEach(visit);
  };
  Object.values(docsSidebars).forEach((items) => items.forEach(visit));
  const docs = Object.fromEntries(
    [...named]
      .filter(([id]) => version.docs[id])
      .map(([id, href]) => {
        const {description, ...doc} = version.docs[id]!;
        // Descriptions of other sections' docs are never shown (cards list one category).
        return [id, {...doc, description: own.has(href) ? description : ''}];
      }),
  );
  return {...version, docsSidebars, docs};
}

/**
 * Items on the way to `own` stay, with their children trimmed the same way; items that lead
 * elsewhere are cut to two levels. Inside a group, every item leads into it and stays whole.
 */
function trimItems(items: PropSidebarItem[], own: ReadonlySet<string>): PropSidebarItem[] {
  return items.map((item) => {
    if (!leadsInto(item, own)) return cut(item, 0);
    return item.type === 'category' ? {...item, items: trimItems(item.items, own)} : item;
  });
}

/** Whether `item` or anything below it links to one of `own`. */
function leadsInto(item: PropSidebarItem, own: ReadonlySet<string>): boolean {
  if (item.type === 'link') return own.has(item.href);
  if (item.type === 'category') return (item.href !== undefined && own.has(item.href)) || item.items.some((i) => leadsInto(i, own));
  return false;
}

/** `item` cut to two levels: below that, a category with an index page becomes a link to it. */
function cut(item: PropSidebarItem, depth: number): PropSidebarItem {
  if (item.type !== 'category') return item;
  if (depth >= 1 && item.href) {
    return {type: 'link', label: item.label, href: item.href, ...(item.className && {className: item.className}), ...(item.linkUnlisted && {unlisted: true})};
  }
  return {...item, items: item.items.map((child) => cut(child, depth + 1))};
}
