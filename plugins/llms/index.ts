import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import {blogInstances} from '../../config/blogInstances';
import {generatorReplacements} from './generator';
import rehypeDocusaurusTwin, {type RehypeTwinOptions} from './rehype';
import {finishTwin, fixTwinLinks, oneLine, outsideCode, renderLlmsTxt, twinPath, type LlmsLink, type LlmsSection} from './twins';

/**
 * Markdown twins of the content pages, /llms.txt and /llms-full.txt (issue 20). See README "Docs for
 * AI assistants".
 *
 * The HTML → Markdown conversion is @signalwire/docusaurus-plugin-llms-txt: it reads the built HTML,
 * so what a reader sees (rendered MDX, generated API pages, translated strings) is what the twin
 * says. This plugin runs it after the build (it is not registered on its own: Docusaurus runs the
 * postBuild hooks of all plugins at once, and the steps below need its output) with two additions:
 * - before its conversion, `rehype.ts` rewrites what Docusaurus' theme renders (code blocks, tabs,
 *   admonitions, heading anchors, the generator forms) into plain HTML that converts cleanly;
 * - after it, every twin gets the page's title and description on top (`finishTwin`), and this plugin
 *   writes llms.txt and llms-full.txt itself, in sidebar order, which the library cannot do (it
 *   groups by URL path).
 */

/** Route patterns with no twin: lists, tag and author pages, search, landing pages without docs content. */
const EXCLUDED = [
  '/',
  '/search',
  '/404.html',
  '/enterprise_server/',
  '/opensourceApps/',
  '/wechat/',
  ...blogInstances.map((blog) => blog.path).flatMap((base) => [
    `/${base}`,
    `/${base}/page/**`,
    `/${base}/tags`,
    `/${base}/tags/**`,
    `/${base}/archive`,
    `/${base}/authors`,
    `/${base}/authors/**`,
    `/${base}/atom.xml`,
    `/${base}/rss.xml`,
  ]),
];

const TEXT = {
  zh: {
    summary:
      'Rainbond 是开源的云原生应用管理平台：不用写 YAML，就能把源码、镜像或应用商店里的应用部署到 Kubernetes 上，并在同一个控制台里完成运维和交付。',
    details: (version: string, full: string, openapi: string, other: string, versions: VersionLink[]) =>
      [
        `下面按侧边栏顺序列出 Rainbond ${version} 文档站每一页的 Markdown 版本。任何页面地址去掉末尾的斜杠、加上 \`.md\`，就是它的 Markdown 版本。`,
        '',
        `- [全部文档合为一个文件](${full})：llms-full.txt，内容与下面各页相同`,
        `- [OpenAPI 文档](${openapi})：控制台 OpenAPI 的 YAML 定义，与“API 参考”各页对应`,
        `- [English version](${other})`,
        ...versions.map((v) => `- [${v.label} 文档](${v.url})：另一个文档版本的 llms.txt`),
      ].join('\n'),
    docs: '文档',
    generators: '安装命令生成工具',
    api: 'API 参考',
    community: '社区',
    fullTitle: (version: string) => `Rainbond ${version} 文档全文`,
    source: '原文',
  },
  en: {
    summary:
      'Rainbond is an open-source cloud-native application management platform: it deploys applications to Kubernetes from source code, container images or its app store without any YAML, then runs, operates and delivers them from one console.',
    details: (version: string, full: string, openapi: string, other: string, versions: VersionLink[]) =>
      [
        `Below, in sidebar order, is the Markdown version of every page of the Rainbond ${version} documentation site. For any page, drop the trailing slash from its address and add \`.md\` to get its Markdown.`,
        '',
        `- [All documentation in one file](${full}): llms-full.txt, the same content as the pages below`,
        `- [OpenAPI document](${openapi}): the YAML definition of the console's OpenAPI, which the API reference pages describe`,
        `- [中文版](${other})`,
        ...versions.map((v) => `- [${v.label} documentation](${v.url}): the llms.txt of another docs version`),
      ].join('\n'),
    docs: 'Documentation',
    generators: 'Install command generators',
    api: 'API reference',
    community: 'Community',
    fullTitle: (version: string) => `Rainbond ${version} documentation, full text`,
    source: 'Source',
  },
} as const;

interface DocMeta {
  id: string;
  permalink: string;
  title: string;
  description: string;
}
type SidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string}}
  | {type: 'link'; href: string; label: string}
  | {type: 'html'};
interface DocsVersion {
  label: string;
  /** The version's base path, with the locale's base URL: /docs, /en/docs/next. */
  path: string;
  isLast: boolean;
  docs: DocMeta[];
  sidebars: Record<string, SidebarItem[]>;
}
interface DocsContent {
  loadedVersions: DocsVersion[];
}
interface VersionLink {
  label: string;
  url: string;
}

/** The folder of a docs version's llms files: its base path with a trailing slash. */
const llmsTxtDir = (versionPath: string) => `${versionPath.replace(/\/+$/, '')}/`;
interface BlogContent {
  blogTitle: string;
  blogPosts: {metadata: {permalink: string; title: string; description: string}}[];
}

export default function llmsPlugin(context: LoadContext): Plugin {
  const {siteConfig, i18n, baseUrl} = context;
  const locale = i18n.currentLocale === 'en' ? 'en' : 'zh';
  const text = TEXT[locale];
  const origin = siteConfig.url.replace(/\/$/, '');
  const siteUrl = `${origin}${baseUrl.replace(/\/$/, '')}`;
  return {
    name: 'rainbond-llms',
    async postBuild(props) {
      const {outDir} = props;
      const started = Date.now();
      const [{default: llmsTxtPlugin}, {unified}, {default: rehypeParse}] = await Promise.all([
        import('@signalwire/docusaurus-plugin-llms-txt'),
        import('unified'),
        import('rehype-parse'),
      ]);
      const parseFragment = (html: string) => unified().use(rehypeParse, {fragment: true}).parse(html);
      const converter = llmsTxtPlugin(context, {
        logLevel: 0,
        onRouteError: 'throw',
        siteTitle: siteConfig.title,
        content: {
          enableMarkdownFiles: true,
          enableLlmsFullTxt: false,
          relativePaths: false,
          includeDocs: true,
          includeBlog: true,
          includePages: true,
          includeGeneratedIndex: true,
          excludeRoutes: EXCLUDED.map((p) => `${baseUrl.replace(/\/$/, '')}${p}`.replace(/^$/, '/')),
          contentSelectors: ['.theme-doc-markdown', 'main article', 'main'],
          beforeDefaultRehypePlugins: [
            [
              rehypeDocusaurusTwin as unknown as import('unified').Plugin,
              {locale, siteUrl, origin, replacements: generatorReplacements(locale), parseFragment} satisfies RehypeTwinOptions,
            ],
          ],
          remarkStringify: {bullet: '-', fences: true, rule: '-', emphasis: '_', strong: '*', listItemIndent: 'one'},
        },
      });
      // The library's plugin has no content of its own; the props are the same for every plugin.
      await converter.postBuild!(props as Parameters<NonNullable<typeof converter.postBuild>>[0]);

      const pages = finishTwins(props, outDir);
      // One llms.txt per docs version (issue 29): the version served at /docs/ (`isLast`) at the
      // locale's root with the rest of the site, every other one under its own path
      // (/docs/next/llms.txt, /docs/5.7/llms.txt) with its docs alone.
      const versions = docsContent(props, 'default').loadedVersions;
      const latest = versions.find((v) => v.isLast) ?? versions[0]!;
      const otherBase = locale === 'zh' ? `${origin}/en` : origin;
      const versionLinks = (except: DocsVersion) =>
        versions.filter((v) => v !== except).map((v) => ({label: v.label, url: `${origin}${llmsTxtDir(v.path)}llms.txt`}));
      for (const version of versions) {
        const dir = version === latest ? baseUrl : llmsTxtDir(version.path);
        const sections = version === latest ? llmsSections(props, pages, version) : docsSections(version, pages);
        const localePath = dir.slice(baseUrl.length);
        const outFolder = join(outDir, localePath);
        mkdirSync(outFolder, {recursive: true});
        writeFileSync(
          join(outFolder, 'llms.txt'),
          renderLlmsTxt({
            title: siteConfig.title,
            summary: text.summary,
            details: text.details(
              version.label,
              `${origin}${dir}llms-full.txt`,
              `${origin}/openapi/rainbond.yaml`,
              `${otherBase}/${localePath}llms.txt`,
              versionLinks(version),
            ),
            sections,
          }),
        );
        writeFileSync(join(outFolder, 'llms-full.txt'), llmsFull(sections, pages, `${text.fullTitle(version.label)}`, text.summary, text.source));
      }
      logger.info(`[${locale}] Markdown twins: ${pages.size} pages, llms.txt and llms-full.txt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  };

  /** Finishes every twin the converter wrote (title, description, links); returns them by twin URL. */
  function finishTwins(props: Props, outDir: string): Map<string, {file: string; title: string; page: string}> {
    const twins = new Map<string, {file: string; title: string; page: string; html: string}>();
    for (const route of props.routesPaths) {
      const twin = twinPath(route, baseUrl);
      const file = join(outDir, twin.slice(baseUrl.length));
      const html = join(outDir, route.slice(baseUrl.length), route.endsWith('.html') ? '' : 'index.html');
      if (existsSync(file) && existsSync(html)) twins.set(`${origin}${twin}`, {file, html, title: '', page: `${origin}${route}`});
    }
    // Twins of the other locale exist too, but are written by its own build: links across locales
    // are rare (the language switch is not content), and go to the page.
    for (const twin of twins.values()) {
      const head = headOf(readFileSync(twin.html, 'utf8'));
      twin.title = head.title;
      const markdown = fixTwinLinks(readFileSync(twin.file, 'utf8'), origin, baseUrl, (url) => twins.has(url));
      writeFileSync(twin.file, finishTwin(markdown, head));
    }
    return twins;
  }

  /** The links of one docs version in sidebar order: the docs sidebar by category, then the API sidebar. */
  function docsSections(docs: DocsVersion, twins: Map<string, unknown>): LlmsSection[] {
    const link = linker(twins);
    const sidebarLinks = sidebarLinker(link);
    const sections: LlmsSection[] = [];
    let loose: LlmsLink[] = [];
    for (const item of docs.sidebars.docs ?? []) {
      if (item.type === 'category') {
        if (loose.length) sections.push({title: text.docs, links: loose});
        loose = [];
        sections.push({title: item.label, links: sidebarLinks(docs, [item])});
      } else loose.push(...sidebarLinks(docs, [item]));
    }
    if (loose.length) sections.push({title: text.docs, links: loose});
    for (const [name, items] of Object.entries(docs.sidebars)) {
      if (name !== 'docs') sections.push({title: name === 'api' ? text.api : name, links: sidebarLinks(docs, items)});
    }
    return sections;
  }

  function linker(twins: Map<string, unknown>) {
    return (path: string, title: string, description?: string): LlmsLink[] => {
      const url = `${origin}${twinPath(path, baseUrl)}`;
      return twins.has(url) ? [{title, url, description}] : [];
    };
  }

  function sidebarLinker(link: ReturnType<typeof linker>) {
    const sidebarLinks = (content: {docs: DocMeta[]}, items: SidebarItem[]): LlmsLink[] => {
      const byId = new Map(content.docs.map((d) => [d.id, d]));
      const doc = (id: string) => {
        const d = byId.get(id);
        return d ? link(d.permalink, d.title, d.description) : [];
      };
      return items.flatMap((item): LlmsLink[] => {
        if (item.type === 'doc' || item.type === 'ref') return doc(item.id);
        if (item.type === 'link') return item.href.startsWith('/') ? link(`${baseUrl.replace(/\/$/, '')}${item.href}`, item.label) : [];
        if (item.type === 'category') {
          const own = item.link?.type === 'doc' ? doc(item.link.id) : item.link?.type === 'generated-index' ? link(item.link.permalink, item.label) : [];
          return [...own, ...sidebarLinks(content, item.items)];
        }
        return [];
      });
    };
    return sidebarLinks;
  }

  /** The site's llms.txt: the docs version at /docs/, the generators, community and the blog-type instances. */
  function llmsSections(props: Props, twins: Map<string, unknown>, docs: DocsVersion): LlmsSection[] {
    const link = linker(twins);
    const sidebarLinks = sidebarLinker(link);
    const community = docsContent(props, 'community').loadedVersions[0]!;
    const sections = docsSections(docs, twins);
    sections.push({
      title: text.generators,
      links: ['helm', 'ack', 'cce', 'tke'].flatMap((target) => {
        const path = `${baseUrl}${target}`;
        const twin = twins.get(`${origin}${twinPath(path, baseUrl)}`) as {title: string} | undefined;
        return twin ? link(path, twin.title) : [];
      }),
    });
    sections.push({title: text.community, links: Object.values(community.sidebars).flatMap((items) => sidebarLinks(community, items))});
    for (const plugin of props.plugins) {
      if (plugin.name !== 'docusaurus-plugin-content-blog') continue;
      const blog = plugin.content as BlogContent;
      sections.push({
        title: blog.blogTitle,
        links: blog.blogPosts.flatMap(({metadata}) => link(metadata.permalink, metadata.title, metadata.description)),
      });
    }
    // A page listed twice (the /helm link in the installation section and among the generators) keeps its first place.
    const seen = new Set<string>();
    return sections.map((section) => ({...section, links: section.links.filter((l) => !seen.has(l.url) && seen.add(l.url))}));
  }
}

function docsContent(props: Props, id: string): DocsContent {
  const plugin = props.plugins.find((p) => p.name === 'docusaurus-plugin-content-docs' && p.options.id === id);
  if (!plugin) throw new Error(`llms: no docs plugin with id "${id}"`);
  return plugin.content as DocsContent;
}

/** Title (without the site name) and description of a built page, from its <head>. */
function headOf(html: string): {title: string; description: string} {
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  const attr = (name: string) => {
    const tag = new RegExp(`<meta[^>]*(?:name|property)=["']?${name}["']?[^>]*>`).exec(head)?.[0] ?? '';
    const value = /content=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(tag);
    return decodeEntities(value?.[1] ?? value?.[2] ?? value?.[3] ?? '');
  };
  const title = attr('og:title') || decodeEntities(/<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1] ?? '');
  return {title: title.replace(/\s*\|\s*Rainbond\s*$/, ''), description: attr('description')};
}

function decodeEntities(s: string): string {
  return s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The whole documentation in sidebar order: every twin once, each followed by its page's address. */
function llmsFull(sections: LlmsSection[], twins: Map<string, {file: string; page: string}>, title: string, summary: string, source: string): string {
  const seen = new Set<string>();
  const parts = [`# ${title}\n\n> ${oneLine(summary)}\n`];
  for (const section of sections) {
    for (const {url} of section.links) {
      const twin = twins.get(url);
      if (!twin || seen.has(url)) continue;
      seen.add(url);
      const body = readFileSync(twin.file, 'utf8').trimEnd();
      // Headings move one level down so that the file keeps one `#` title.
      const demoted = outsideCode(body, (t) => t.replace(/^(#{1,5}) /gm, '#$1 '));
      parts.push(`${demoted}\n\n${source}: ${twin.page}\n`);
    }
  }
  return parts.join('\n---\n\n');
}
