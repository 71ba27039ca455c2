import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {blogInstances} from '../../config/blogInstances';
import {mdxLeftovers, twinPath} from '../../plugins/llms/twins';
import {test, expect, hydrated, localePath, locales, type Locale} from './fixtures';
import {sitemapPaths} from './sitemap';

// Markdown twins, llms.txt and the copy control (issue 20; plugins/llms, src/components/CopyPage).

const BUILD = join(__dirname, '..', '..', 'build');
const ORIGIN = 'https://www.rainbond.com';
const base = (locale: Locale) => (locale === 'zh' ? '/' : '/en/');

/** Build file of a site path (/en/docs/x.md → build/en/docs/x.md). */
const buildFile = (path: string) => join(BUILD, decodeURIComponent(path));

/** Sitemap pages that must have a twin: docs, community, posts of the four blogs, install generators. */
function pagesWithTwins(locale: Locale): string[] {
  const prefix = locale === 'zh' ? '' : '/en';
  const blogs = blogInstances.map((blog) => blog.path).join('|');
  const post = new RegExp(`^${prefix}/(${blogs})/(?!(tags|page|archive|authors)(/|$))[^/]+/?$`);
  const docs = new RegExp(`^${prefix}/(docs|community)(/|$)`);
  const generators = new RegExp(`^${prefix}/(helm|ack|cce|tke)/?$`);
  return sitemapPaths(locale).filter((p) => docs.test(p) || post.test(p) || generators.test(p));
}

for (const locale of locales) {
  test.describe(`Markdown twins (${locale})`, () => {
    const pages = pagesWithTwins(locale);

    test('every docs, community, post and generator page has a clean twin and links to it from its head', () => {
      // The content of issues 11–15: about 360 such pages per locale today.
      expect(pages.length).toBeGreaterThan(300);
      const problems: string[] = [];
      for (const page of pages) {
        const twin = twinPath(page, base(locale));
        const file = buildFile(twin);
        if (!existsSync(file)) {
          problems.push(`${page}: no ${twin}`);
          continue;
        }
        const markdown = readFileSync(file, 'utf8');
        if (!/^# \S/.test(markdown)) problems.push(`${twin}: does not start with the page title`);
        if (/^---\n/.test(markdown)) problems.push(`${twin}: front matter`);
        const leftovers = mdxLeftovers(markdown);
        if (leftovers.length) problems.push(`${twin}: MDX outside code: ${leftovers.slice(0, 3).join(' | ')}`);
        const html = readFileSync(join(buildFile(page), page.endsWith('.html') ? '' : 'index.html'), 'utf8');
        const alternate = /<link[^>]*rel=["']?alternate["']?[^>]*type=["']?text\/markdown["']?[^>]*>/.exec(html)?.[0] ?? '';
        if (!alternate.includes(`href=${twin}`) && !alternate.includes(`href="${twin}"`)) problems.push(`${page}: alternate link ${alternate || 'missing'}`);
      }
      expect(problems).toEqual([]);
    });

    test('every link in llms.txt resolves to a file of the build, in sidebar order', () => {
      const llms = readFileSync(buildFile(`${base(locale)}llms.txt`), 'utf8');
      expect(llms).toMatch(/^# Rainbond\n\n> \S.+\n/);
      const links = [...llms.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => m[1]!);
      expect(links.length).toBeGreaterThan(300);
      const missing = links.filter((url) => url.startsWith(ORIGIN) && !existsSync(buildFile(new URL(url).pathname)));
      expect(missing).toEqual([]);
      expect(links).toContain(`${ORIGIN}/openapi/rainbond.yaml`);
      // Sections follow the sidebar: quick start before installation, the user manual before the API, docs before posts.
      const order = [...llms.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
      const quickStart = locale === 'zh' ? '快速开始' : 'Quick start';
      const install = locale === 'zh' ? '安装 Rainbond' : 'Install Rainbond';
      expect(order.indexOf(quickStart), order.join(' | ')).toBeGreaterThanOrEqual(0);
      expect(order.indexOf(quickStart)).toBeLessThan(order.indexOf(install));
      expect(order.length).toBeGreaterThanOrEqual(10);
    });

    test('llms-full.txt holds every twin of llms.txt once', () => {
      const llms = readFileSync(buildFile(`${base(locale)}llms.txt`), 'utf8');
      const full = readFileSync(buildFile(`${base(locale)}llms-full.txt`), 'utf8');
      const twins = [...llms.matchAll(/\]\((https?:\/\/[^)]+\.md)\)/g)].map((m) => m[1]!);
      expect(twins.length).toBeGreaterThan(300);
      const sources = [...full.matchAll(/^(?:原文|Source): (\S+)$/gm)].map((m) => m[1]!);
      expect(sources).toHaveLength(new Set(twins).size);
      expect(new Set(sources).size).toBe(sources.length);
    });

    test('twins and llms.txt are served as UTF-8 text, compressed', async ({request}) => {
      const twin = await request.get(localePath(locale, '/docs/quick-start/quick-install.md'), {headers: {'accept-encoding': 'gzip'}});
      expect(twin.status()).toBe(200);
      expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      expect(twin.headers()['content-encoding']).toBe('gzip');
      expect(await twin.text()).toMatch(/^# \S/);
      const llms = await request.get(localePath(locale, '/llms.txt'));
      expect(llms.headers()['content-type']).toBe('text/plain; charset=utf-8');
      expect((await request.get(localePath(locale, '/docs/no-such-page.md'))).status()).toBe(404);
    });
  });

  test.describe(`copy page control (${locale})`, () => {
    test.beforeEach(async ({context, baseURL}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    });

    for (const path of ['/docs/quick-start/quick-install', '/blog/nacos']) {
      test(`copies the Markdown of ${path} with the keyboard and announces it`, async ({page, problems}) => {
        await page.goto(localePath(locale, path));
        await hydrated(page);
        const title = (await page.locator('article h1').first().textContent())!.trim();
        const code = (await page.locator('article .theme-code-block code').first().innerText()).trim();
        expect(code.length).toBeGreaterThan(5);
        const button = page.getByRole('button', {name: locale === 'zh' ? '复制本页' : 'Copy page'});
        const view = page.getByRole('link', {name: locale === 'zh' ? '查看 Markdown' : 'View as Markdown'});
        await expect(view).toHaveAttribute('href', twinPath(localePath(locale, path), base(locale)));
        await button.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('status').filter({hasText: locale === 'zh' ? '已复制' : 'Copied'})).toBeVisible();
        const clipboard = await page.evaluate(() => navigator.clipboard.readText());
        expect(clipboard.startsWith(`# ${title}\n`)).toBe(true);
        expect(clipboard).toContain(code.split('\n')[0]!);
        expect(clipboard).toMatch(/```[a-z]+\n/);
        expect(problems.errors).toEqual([]);
        expect(problems.failedRequests).toEqual([]);
      });
    }

    test('says so when the Markdown cannot be fetched', async ({page}) => {
      await page.goto(localePath(locale, '/docs/quick-start/quick-install'));
      await hydrated(page);
      await page.route('**/*.md', (route) => route.abort());
      await page.getByRole('button', {name: locale === 'zh' ? '复制本页' : 'Copy page'}).click();
      await expect(page.getByRole('status').filter({hasText: locale === 'zh' ? '复制失败' : "Couldn't copy"})).toBeVisible();
    });
  });
}
