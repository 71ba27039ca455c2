import type {Config} from '@docusaurus/types';
import {loadConfig} from './loadConfig';

type Item = Record<string, unknown> & {items?: Item[]};
const theme = (config: Config) => config.themeConfig as Record<string, any>;

describe('site config (spec §3)', () => {
  const config = loadConfig();

  it('has the site identity', () => {
    expect(config.title).toBe('Rainbond');
    expect(config.titleDelimiter).toBe('|');
    expect(config.url).toBe('https://www.rainbond.com');
    expect(config.baseUrl).toBe('/');
    expect(config.tagline).toBeTruthy();
  });

  it('fails the build on broken links and anchors', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
  });

  it('drops the writers\' sources: list from the front matter every content plugin reads', async () => {
    const parseFrontMatter = config.markdown!.parseFrontMatter!;
    const fileContent = '---\ntitle: rbd-hub\nsources:\n  - goodrain/rainbond-operator@v5.8.1-release:controllers/handler/hub.go\n---\n\nBody\n';
    const defaultParseFrontMatter = async ({fileContent: text}: {fileContent: string}) => {
      const [, front, content] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!;
      return {frontMatter: {title: /title: (.*)/.exec(front)![1], sources: ['x']}, content};
    };
    const parsed = await parseFrontMatter({filePath: 'docs/x.md', fileContent, defaultParseFrontMatter});
    expect(parsed.frontMatter).toEqual({title: 'rbd-hub'});
    expect(parsed.content).toBe('\nBody\n');
  });

  it('carries no large data: Docusaurus serializes the whole config into every page\'s main bundle', () => {
    // 10 KiB today; the redirect table (about 30 KiB) once slipped in through a plugin's options.
    expect(JSON.stringify(config).length).toBeLessThan(16 * 1024);
  });

  it('serves Chinese at / and English at /en/', () => {
    expect(config.i18n).toMatchObject({
      defaultLocale: 'zh',
      locales: ['zh', 'en'],
      localeConfigs: {
        zh: {label: '简体中文', direction: 'ltr', htmlLang: 'zh-CN'},
        en: {label: 'English', direction: 'ltr', htmlLang: 'en'},
      },
    });
  });

  it('builds with Rspack (faster) on', () => {
    expect(config.future?.faster).toBe(true);
  });

  it('lists the navbar items of spec §1 in order', () => {
    const items = theme(config).navbar.items as Item[];
    const summary = items.map((i) => i.label ?? i.type ?? i['aria-label']);
    expect(summary).toEqual(['文档', 'OpenAPI', '深入', '社区', '精选应用', '企业版', 'docsVersionDropdown', 'localeDropdown', 'search', 'GitHub']);
    const deep = items.find((i) => i.label === '深入')!;
    expect(deep.items!.map((i) => i.to)).toEqual(['/feature', '/usescene', '/case', '/blog']);
    expect(theme(config).navbar.hideOnScroll).toBe(true);
    expect(theme(config).navbar.logo).toMatchObject({src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', href: '/'});
  });

  it('lists archived versions V5.7 to V5.1 as external links after V5.8', () => {
    const dropdown = (theme(config).navbar.items as Item[]).find((i) => i.type === 'docsVersionDropdown')!;
    const after = dropdown.dropdownItemsAfter as {label: string; href: string}[];
    expect(after.map((v) => v.label)).toEqual(['V5.7', 'V5.6', 'V5.5', 'V5.4', 'V5.3', 'V5.2', 'V5.1']);
    for (const v of after) expect(v.href).toMatch(/^https:\/\/v5\.\d-docs\.rainbond\.com\/docs\//);
  });

  it('has the footer sections and targets of spec §1', () => {
    const footer = theme(config).footer;
    expect(footer.logo.src).toBeTruthy();
    expect(footer.copyright).toMatch(/Copyright ©/);
    const targets = (footer.links as {title: string; items: {to?: string; href?: string}[]}[]).map((section) => ({
      title: section.title,
      targets: section.items.map((i) => i.to ?? i.href),
    }));
    expect(targets.map((s) => s.title)).toEqual(['文档', '开源社区', '深入', '更多']);
    const all = targets.flatMap((s) => s.targets);
    for (const target of [
      '/docs/quick-start/getting-started',
      '/docs/use-manual/component-create',
      '/docs/expand/practices',
      'https://t.goodrain.com',
      'https://store.goodrain.com/markets/rainbond',
      '/community/contribution/',
    ]) {
      expect(all).toContain(target);
    }
    expect(all.some((t) => t!.includes('feishu.cn'))).toBe(true);
  });

  it('keeps light mode as default with the toggle shown', () => {
    expect(theme(config).colorMode).toEqual({defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false});
  });

  it('shows a non-closable announcement bar that asks for a star and links the latest docs', () => {
    const bar = theme(config).announcementBar;
    expect(bar.isCloseable).toBe(false);
    expect(bar.id).toBeTruthy();
    expect(bar.content).toContain('https://github.com/goodrain/rainbond');
    expect(bar.content).toContain('href="/docs/"');
  });

  it('gives the bar and the inline script that resets an old dismissal the same id, which ANNOUNCEMENT_ID replaces', () => {
    const script = (c: Config) => String(c.headTags?.find((t) => String(t.innerHTML).includes('docusaurus.announcement'))?.innerHTML);
    expect(script(config)).toContain(`'${theme(config).announcementBar.id}'`);
    const other = loadConfig({ANNOUNCEMENT_ID: 'another-bar'});
    expect(theme(other).announcementBar.id).toBe('another-bar');
    expect(script(other)).toContain("'another-bar'");
    expect(script(other)).not.toBe(script(config));
  });

  it('localises the announcement bar for English builds', () => {
    const bar = theme(loadConfig({DOCUSAURUS_CURRENT_LOCALE: 'en'})).announcementBar;
    expect(bar.content).toMatch(/star/i);
    expect(bar.content).toContain('href="/en/docs/"');
  });

  it('persists the docs version and shows headings 2–3 in the TOC', () => {
    expect(theme(config).docs.versionPersistence).toBe('localStorage');
    expect(theme(config).tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
  });

  it('configures contextual DocSearch with the search page and archived hosts as external', () => {
    const algolia = theme(config).algolia;
    expect(algolia).toMatchObject({contextualSearch: true, searchPagePath: 'search'});
    expect(new RegExp(algolia.externalUrlRegex).test('https://v5.6-docs.rainbond.com/docs/')).toBe(true);
    expect(new RegExp(algolia.externalUrlRegex).test('https://www.rainbond.com/docs/')).toBe(false);
  });

  it('reads Algolia credentials from the environment only', () => {
    const algolia = theme(loadConfig({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'KEY', ALGOLIA_INDEX_NAME: 'IDX'})).algolia;
    expect(algolia).toMatchObject({appId: 'APP', apiKey: 'KEY', indexName: 'IDX'});
  });

  const fields = (c: Config) => c.customFields!.analytics as {enabled: boolean; scripts: string[]};

  it('passes analytics settings to the client, on for production unless ANALYTICS=off', () => {
    const on = fields(loadConfig({NODE_ENV: 'production'}));
    expect(on.enabled).toBe(true);
    expect(on.scripts.length).toBeGreaterThan(0);
    expect(on.scripts.every((s) => s.startsWith('https://'))).toBe(true);
    expect(fields(loadConfig({NODE_ENV: 'production', ANALYTICS: 'off'})).enabled).toBe(false);
  });

  it('names no statistics host in a build without analytics (the offline package)', () => {
    expect(fields(loadConfig({NODE_ENV: 'production', ANALYTICS: 'off'})).scripts).toEqual([]);
  });
});

describe('content instances (design.md)', () => {
  const config = loadConfig();
  const preset = (config.presets![0] as [string, Record<string, any>])[1];
  const plugins = (config.plugins as (string | [string, Record<string, any>])[]).map((entry) =>
    typeof entry === 'string' ? {name: entry, options: {} as Record<string, any>} : {name: entry[0], options: entry[1]},
  );
  const blogs = [preset.blog, ...plugins.filter((p) => p.name.endsWith('content-blog')).map((p) => p.options)];

  it('labels the current docs version V5.8 at /docs/, through the docs-sections wrapper', () => {
    // The preset's own docs plugin is off: plugins/docs-sections wraps the same plugin.
    expect(preset.docs).toBe(false);
    const docs = plugins.find((p) => p.name === './plugins/docs-sections/index.ts')!;
    expect(docs.options).toMatchObject({routeBasePath: 'docs', lastVersion: 'current'});
    expect((docs.options as {versions: Record<string, object>}).versions.current).toMatchObject({label: 'V5.8', path: ''});
  });

  it('has a community docs instance with its own sidebar', () => {
    const community = plugins.find((p) => p.options.id === 'community')!;
    expect(community.name).toBe('@docusaurus/plugin-content-docs');
    expect(community.options).toMatchObject({path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.ts'});
  });

  it('has the four blog instances with the same list options', () => {
    expect(blogs.map((b) => b.routeBasePath)).toEqual(['blog', 'case', 'feature', 'usescene']);
    for (const blog of blogs) {
      expect(blog).toMatchObject({postsPerPage: 10, sortPosts: 'descending', blogSidebarCount: 'ALL'});
      expect(blog.path).toBe(blog.routeBasePath);
    }
    expect(blogs.slice(1).map((b) => b.id)).toEqual(['case', 'feature', 'usescene']);
  });

  it('gives the offline search a section per blog instance, named like its list page, and leaves the lists out', () => {
    const search = plugins.find((p) => p.name === './plugins/local-search/index.ts')!.options;
    expect(search.listPaths).toEqual(['/blog', '/case', '/feature', '/usescene']);
    expect(search.sections.zh).toEqual({docs: '文档', community: '社区', blog: '博客', case: '用户案例', feature: '功能特性', usescene: '使用场景'});
    expect(search.sections.en).toEqual({docs: 'Docs', community: 'Community', blog: 'Blog', case: 'Case studies', feature: 'Features', usescene: 'Use scenes'});
  });

  it('builds the QR codes of /wechat/ (plugins/qr-codes)', () => {
    expect(plugins.map((p) => p.name)).toContain('./plugins/qr-codes/index.ts');
  });
});
