import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {BlogInstance} from './blogInstances';
import {docsVersioning, latestVersionNumber, readDocsVersions} from './docsVersions';
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

/** The frozen docs versions, newest first (versions.json; none today). */
export const docsVersions = readDocsVersions();

/**
 * The product docs: one version today, `current`, labelled V5.8 at /docs/; after `npm run
 * version:cut` the versions of versions.json (config/docsVersions.ts).
 */
const versioning = docsVersioning(docsVersions, siteEnv.docsNext);

/** "5.8": the docs version served at /docs/. */
export const latestDocsVersion = latestVersionNumber(versioning);

export const docsOptions = {
  ...commonDocsOptions,
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  ...versioning,
} satisfies DocsOptions;

export const communityOptions = {
  ...commonDocsOptions,
  id: 'community',
  path: 'community',
  routeBasePath: 'community',
  sidebarPath: './sidebarsCommunity.ts',
} satisfies DocsOptions;

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
