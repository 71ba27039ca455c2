import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {siteEnv} from './env';

/**
 * "Edit this page" and "last updated" on every docs, community and blog-type page. The link names
 * the page's own source file: the English page its file under i18n/en (editLocalizedFiles).
 */
const editOptions = {
  editUrl: siteEnv.editUrl,
  editLocalizedFiles: true,
  showLastUpdateTime: true,
  showLastUpdateAuthor: true,
} as const;

/** Options every docs instance (docs, community) shares. */
const commonDocsOptions = {
  ...editOptions,
  breadcrumbs: true,
} satisfies DocsOptions;

/** The product docs: one version today, `current`, labelled V5.8 at /docs/. */
export const docsOptions = {
  ...commonDocsOptions,
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  lastVersion: 'current',
  versions: {
    current: {label: 'V5.8', path: '', banner: 'none', badge: true},
  },
} satisfies DocsOptions;

export const communityOptions = {
  ...commonDocsOptions,
  id: 'community',
  path: 'community',
  routeBasePath: 'community',
  sidebarPath: './sidebarsCommunity.ts',
} satisfies DocsOptions;

interface BlogInstance {
  /** Plugin id; permanent, it names the i18n folder. `default` is the preset blog. */
  id: 'default' | 'case' | 'feature' | 'usescene';
  /** Source folder and route base at once. */
  path: string;
  /** Chinese title; English comes from the instance's i18n options.json. */
  title: string;
  description: string;
  sidebarTitle: string;
}

/** The four blog-type instances differ only in what `BlogInstance` holds. */
export function blogOptions({id, path, title, description, sidebarTitle}: BlogInstance) {
  return {
    ...(id === 'default' ? {} : {id}),
    path,
    routeBasePath: path,
    blogTitle: title,
    blogDescription: description,
    blogSidebarTitle: sidebarTitle,
    blogSidebarCount: 'ALL',
    postsPerPage: 10,
    sortPosts: 'descending',
    showReadingTime: true,
    ...editOptions,
    // Authors and tags come from authors.yml and tags.yml of each instance (and
    // their English twins in i18n/en): a tag outside the list fails the build.
    onInlineAuthors: 'throw',
    tags: 'tags.yml',
    onInlineTags: 'throw',
    onUntruncatedBlogPosts: 'throw',
    // Every post in the feeds (Docusaurus keeps the newest 20 by default).
    feedOptions: {type: 'all', copyright: 'Goodrain', limit: false},
  } satisfies BlogOptions;
}

export const blogInstances: readonly BlogInstance[] = [
  {
    id: 'default',
    path: 'blog',
    title: '博客',
    description: 'Rainbond 团队的技术文章：在 Rainbond 上部署和运维常见开源软件的实践。',
    sidebarTitle: '所有文章',
  },
  {
    id: 'case',
    path: 'case',
    title: '用户案例',
    description: '不同行业的团队如何用 Rainbond 交付和运维自己的应用。',
    sidebarTitle: '所有案例',
  },
  {
    id: 'feature',
    path: 'feature',
    title: '功能特性',
    description: 'Rainbond 的核心能力：应用商店、DevOps、多集群、应用模型与服务网格。',
    sidebarTitle: '功能特性',
  },
  {
    id: 'usescene',
    path: 'usescene',
    title: '使用场景',
    description: 'Rainbond 适合解决的问题：应用管理、离线交付、多云管理、信创迁移等。',
    sidebarTitle: '使用场景',
  },
];
