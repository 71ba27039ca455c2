import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {analyticsScripts} from './config/analytics';
import {announcementBar, announcementResetScript} from './config/announcement';
import {blogInstances} from './config/blogInstances';
import {blogOptions, communityOptions, docsOptions} from './config/content';
import remarkCodeHighlight from './plugins/code-highlight/remark';
import {siteEnv} from './config/env';
import {footer} from './config/footer';
import {i18n, pageTranslationNamespaces} from './config/i18n';
import {navbar} from './config/navbar';
import {searchConfig, searchMode} from './config/search';
import {searchSections} from './config/searchSections';
import {withoutWriterFields} from './config/sources';
import {ssrTemplate} from './plugins/lazy-routes/ssrTemplate';
import remarkTranslationNotice from './plugins/translation-status/remark';

// Composition root: every piece lives in config/; this file only assembles them.

/**
 * Remark plugins of every content instance (docs, community, the blogs, pages): code highlighted at
 * build time, with the themes and grammars of config/prism.ts. No options here: a plugin's options
 * are part of the site config, which is in every page's JavaScript.
 */
const remarkPlugins = [remarkCodeHighlight];

// Every docs and blog-type page passes the translation notice: an English page whose Chinese original
// changed after it was translated says so at the top (plugins/translation-status, issue 30).
const withTranslationNotice = <T extends object>(options: T) => ({...options, beforeDefaultRemarkPlugins: [remarkTranslationNotice]});

const [mainBlog, ...otherBlogs] = blogInstances.map((instance) => withTranslationNotice({...blogOptions(instance), remarkPlugins}));
// Algolia or the offline index: decided once, handed to the plugins of that mode and to the browser.
const search = searchMode(siteEnv.algolia);

const presetOptions = {
  // The product docs are added below through plugins/docs-sections, which wraps the docs plugin.
  docs: false,
  blog: mainBlog,
  theme: {customCss: './src/css/custom.css'},
  pages: {remarkPlugins},
  sitemap: {lastmod: null, ignorePatterns: ['/search', '/en/search']},
} satisfies Preset.Options;

const themeConfig = {
  metadata: [{name: 'keywords', content: 'Rainbond, Kubernetes, cloud native, 云原生, 应用管理, PaaS'}],
  navbar,
  footer,
  announcementBar: announcementBar(siteEnv.locale, siteEnv.baseUrl, siteEnv.announcementId),
  colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
  docs: {versionPersistence: 'localStorage', sidebar: {hideable: true, autoCollapseCategories: true}},
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  algolia: searchConfig(siteEnv.algolia),
  // theme-classic's highlighter runs in the browser, which no page does any more: code is highlighted
  // when the site is built (plugins/code-highlight), with the themes and grammars of config/prism.ts.
  // Empty themes here keep about 1.8 KB out of the site config every page loads; the theme still
  // reads its magic comments and default language from this entry.
  prism: {theme: {plain: {}, styles: []}, darkTheme: {plain: {}, styles: []}},
} satisfies Preset.ThemeConfig;

const config: Config = {
  title: 'Rainbond',
  titleDelimiter: '|',
  tagline: '不用懂 Kubernetes 的云原生应用管理平台',
  favicon: 'img/favicon.svg',
  url: siteEnv.siteUrl,
  baseUrl: siteEnv.baseUrl,
  trailingSlash: undefined,
  organizationName: 'goodrain',
  projectName: 'rainbond',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw'},
    // `sources:` and other writers' fields are checked by the tests, never shipped to the browser.
    parseFrontMatter: async ({defaultParseFrontMatter, ...params}) => {
      const parsed = await defaultParseFrontMatter(params);
      return {...parsed, frontMatter: withoutWriterFields(parsed.frontMatter)};
    },
  },

  i18n,
  headTags: [{tagName: 'script', attributes: {}, innerHTML: announcementResetScript(siteEnv.announcementId)}],
  // A page's lazy chunks as preload links in its HTML (plugins/lazy-routes).
  ssrTemplate,
  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      fasterByDefault: true,
      // Stored keys keep their plain names (theme, docs-preferred-version-…).
      siteStorageNamespacing: false,
      // Chinese docs rely on `## 标题 {#id}` heading ids.
      mdx1CompatDisabledByDefault: false,
    },
    faster: true,
  },

  presets: [['classic', presetOptions]],
  plugins: [
    ['./plugins/docs-sections/index.ts', withTranslationNotice({...docsOptions, remarkPlugins})],
    ['@docusaurus/plugin-content-docs', withTranslationNotice({...communityOptions, remarkPlugins})],
    // Recompiles an English page when its Chinese original changes (the notice depends on it).
    './plugins/translation-status/index.ts',
    [
      './plugins/local-search/index.ts',
      {enabled: search === 'local', sections: searchSections, listPaths: blogInstances.map((blog) => `/${blog.path}`)},
    ],
    ...(search === 'algolia' ? ['./plugins/algolia-search-page/index.ts'] : []),
    './plugins/lean-bundle/index.ts',
    // The stylesheet of code blocks highlighted at build time (the remark plugin above).
    './plugins/code-highlight/index.ts',
    './plugins/lazy-routes/index.ts',
    ['./plugins/page-translations/index.ts', {namespaces: pageTranslationNamespaces}],
    ...otherBlogs.map((options): [string, object] => ['@docusaurus/plugin-content-blog', options]),
    './plugins/qr-codes/index.ts',
    // Markdown twins of the content pages, llms.txt and llms-full.txt (after the build).
    './plugins/llms/index.ts',
    // The inline scripts' hashes for the Content-Security-Policy, as an nginx include (nginx/site.conf).
    './plugins/csp/index.ts',
    // Old addresses into the site (src/data/redirects.ts): nginx 301s (.nginx/redirects.conf) and static redirect pages.
    // Reads its table (src/data/redirects.ts) itself: plugin options are serialized into every page's main bundle.
    './plugins/redirects/index.ts',
    // Raster images in content: responsive sizes, a blurred placeholder, lazy loading.
    ['@docusaurus/plugin-ideal-image', {quality: 80, max: 1280, min: 480, steps: 3, disableInDev: false}],
  ],
  clientModules: ['./src/clientModules/analytics.ts', './src/clientModules/supportModal.ts'],
  customFields: {
    // A build without analytics names no statistics host at all, so an offline build (npm run
    // package) can be checked for it: tools/package.mjs fails on any file that names one.
    analytics: {enabled: siteEnv.analytics, scripts: siteEnv.analytics ? analyticsScripts : []},
    searchMode: search,
  },
  themeConfig,
};

export default config;
