import type {RouteConfig} from '@docusaurus/types';
import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {splitVersionRoutes, trimVersion} from '../../plugins/docs-sections/split';

const link = (href: string, docId: string): PropSidebarItem => ({type: 'link', href, label: docId, docId, unlisted: false});
const category = (label: string, href: string | undefined, items: PropSidebarItem[]): PropSidebarItem => ({
  type: 'category',
  label,
  items,
  collapsed: true,
  collapsible: true,
  ...(href && {href}),
});

const manual = category('使用手册', '/docs/use-manual/', [
  link('/docs/use-manual/intro', 'use-manual/intro'),
  category('组件管理', '/docs/use-manual/component/', [link('/docs/use-manual/component/env', 'use-manual/component/env')]),
]);
const ops = category('运维手册', '/docs/ops-guide/', [
  category('组件', '/docs/ops-guide/component/', [link('/docs/ops-guide/component/rbd-api', 'ops-guide/component/rbd-api')]),
  category('无索引', undefined, [category('更深', '/docs/ops-guide/deep/', [link('/docs/ops-guide/deep/x', 'ops-guide/deep/x')])]),
]);
const doc = (id: string) => ({id, title: `T ${id}`, description: `D ${id}`, sidebar: 'docs'});
const ids = ['index', 'use-manual/index', 'use-manual/intro', 'use-manual/component/index', 'use-manual/component/env', 'ops-guide/index', 'ops-guide/component/index', 'ops-guide/component/rbd-api', 'ops-guide/deep/index', 'ops-guide/deep/x'];
const version: PropVersionMetadata = {
  pluginId: 'default',
  version: 'current',
  label: 'V5.8',
  banner: null,
  badge: true,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docsSidebars: {docs: [link('/docs/', 'index'), manual, ops]},
  docs: Object.fromEntries(ids.map((id) => [id, doc(id)])),
};
const docRoute = (path: string): RouteConfig => ({path, component: 'DocItem', exact: true, sidebar: 'docs'});
const root: RouteConfig = {
  path: '/docs',
  component: 'DocsRoot',
  routes: [
    {
      path: '/docs',
      component: 'DocVersionRoot',
      props: {version},
      priority: -1,
      routes: [
        {
          path: '/docs',
          component: 'DocRoot',
          routes: ['/docs/', '/docs/use-manual/', '/docs/use-manual/intro', '/docs/use-manual/component/env', '/docs/ops-guide/component/rbd-api', '/docs/ops-guide/deep/x'].map(docRoute),
        },
        {path: '/docs/tags', component: 'TagsList', exact: true},
      ],
    },
  ],
};

describe('docs sections', () => {
  const versionRoutes = splitVersionRoutes(root).routes!;
  const byPath = Object.fromEntries(versionRoutes.map((r) => [r.path, r]));
  const meta = (path: string) => byPath[path]!.props!.version as PropVersionMetadata;
  const pages = (path: string) => byPath[path]!.routes![0]!.routes!.map((r) => r.path);

  it('gives each section a version route of its own, and keeps the rest and the tags in the version route', () => {
    expect(Object.keys(byPath).sort()).toEqual(['/docs', '/docs/ops-guide', '/docs/use-manual']);
    expect(pages('/docs/use-manual')).toEqual(['/docs/use-manual/', '/docs/use-manual/intro', '/docs/use-manual/component/env']);
    expect(pages('/docs/ops-guide')).toEqual(['/docs/ops-guide/component/rbd-api', '/docs/ops-guide/deep/x']);
    expect(pages('/docs')).toEqual(['/docs/']);
    expect(byPath['/docs']!.routes!.map((r) => r.path)).toEqual(['/docs', '/docs/tags']);
    expect(byPath['/docs/use-manual']!.routes!.map((r) => r.path)).toEqual(['/docs/use-manual']);
    for (const r of versionRoutes) expect(r).toMatchObject({component: 'DocVersionRoot', priority: -1});
  });

  it("keeps the section's own sidebar items in full and cuts the others to two levels", () => {
    const [home, manualItems, opsItems] = meta('/docs/use-manual').docsSidebars.docs;
    expect(home).toEqual(version.docsSidebars.docs[0]);
    expect(manualItems).toEqual(manual);
    // 组件 becomes a link to its index page; a category without an index page keeps its children, cut.
    expect(opsItems).toEqual({
      ...ops,
      items: [
        {type: 'link', label: '组件', href: '/docs/ops-guide/component/'},
        category('无索引', undefined, [{type: 'link', label: '更深', href: '/docs/ops-guide/deep/'}]),
      ],
    });
  });

  it('sends only the docs the trimmed sidebars name, with descriptions only for its own pages', () => {
    const docs = meta('/docs/use-manual').docs;
    expect(Object.keys(docs).sort()).toEqual(['index', 'use-manual/component/env', 'use-manual/intro']);
    expect(docs['use-manual/intro']!.description).toBe('D use-manual/intro');
    expect(docs.index!.description).toBe('');
    // From /docs/, the user manual is cut to its first level: its link children stay, undescribed.
    expect(Object.keys(meta('/docs').docs)).toEqual(['index', 'use-manual/intro']);
    expect(meta('/docs').docs.index!.description).toBe('D index');
    expect(meta('/docs').docs['use-manual/intro']!.description).toBe('');
  });

  it('leaves the other fields of the version as they are', () => {
    const trimmed = trimVersion(version, new Set());
    for (const key of Object.keys(version) as (keyof PropVersionMetadata)[]) {
      if (key !== 'docsSidebars' && key !== 'docs') expect(trimmed[key]).toEqual(version[key]);
    }
    expect(Object.keys(trimmed).sort()).toEqual(Object.keys(version).sort());
  });

  it('cuts a section of more than maxGroup pages again, by its next segment', () => {
    const paths = splitVersionRoutes(root, 2).routes!.map((r) => [r.path, r.routes![0]!.routes!.map((d) => d.path)]);
    expect(Object.fromEntries(paths)).toEqual({
      '/docs/use-manual/component': ['/docs/use-manual/component/env'],
      '/docs/use-manual': ['/docs/use-manual/', '/docs/use-manual/intro'],
      '/docs/ops-guide': ['/docs/ops-guide/component/rbd-api', '/docs/ops-guide/deep/x'],
      '/docs': ['/docs/'],
    });
    const part = splitVersionRoutes(root, 2).routes!.find((r) => r.path === '/docs/use-manual/component')!.props!.version as PropVersionMetadata;
    // The way to 组件管理 stays; its sibling page is kept as a link, the other section is cut.
    const [, manualItems] = part.docsSidebars.docs;
    expect(manualItems).toEqual(manual);
    expect(Object.keys(part.docs).sort()).toEqual(['index', 'use-manual/component/env', 'use-manual/intro']);
    expect(part.docs['use-manual/intro']!.description).toBe('');
  });

  it("puts a section's page at the section path without a slash (a generated index) in the section", () => {
    // The section's route matches /docs/ops-guide before the version route: the page must be in it.
    const withIndex = structuredClone(root);
    withIndex.routes![0]!.routes![0]!.routes!.push(docRoute('/docs/ops-guide'), docRoute('/docs/Intro'));
    const split = Object.fromEntries(splitVersionRoutes(withIndex).routes!.map((r) => [r.path, r]));
    const paths = (path: string) => split[path]!.routes![0]!.routes!.map((r) => r.path);
    expect(paths('/docs/ops-guide')).toEqual(['/docs/ops-guide', '/docs/ops-guide/component/rbd-api', '/docs/ops-guide/deep/x']);
    expect(paths('/docs')).toEqual(['/docs/', '/docs/Intro']);
  });

  it('passes through a route without a version', () => {
    const plain: RouteConfig = {path: '/community', component: 'X', routes: [{path: '/community', component: 'Y'}]};
    expect(splitVersionRoutes(plain)).toEqual(plain);
  });
});
