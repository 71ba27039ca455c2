import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {archivedVersions} from '../../src/data/archivedVersions';
import {versionedBaseURL} from '../../playwright.config';
import {test, expect, hydrated, localePath, locales, searchAnswered, type Locale} from './fixtures';
import {walker} from './walk';

// Issue 29: every part of the site with two docs versions. The real site has one until a release, so
// the test run's step "versioned site" builds a copy with `npm run version:cut -- 5.8` and the
// unreleased next version (tools/versioned-site.mjs): V5.8 at /docs/, V5.9 at /docs/next/. This file
// checks that build (VERSIONED_SITE, the copy's folder), which playwright.config.ts serves with nginx and site.conf.

const site = process.env.VERSIONED_SITE ?? '';
const root = join(site, 'build');
const LATEST = {label: 'V5.8', base: '/docs', file: 'versioned_docs/version-5.8', en: 'i18n/en/docusaurus-plugin-content-docs/version-5.8'};
const NEXT = {label: 'V5.9', base: '/docs/next', file: 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'};
const STORAGE_KEY = 'docs-preferred-version-default';
const PAGE = '/quick-start/architecture';

test.use({baseURL: versionedBaseURL});

test.beforeAll(() => {
  // Without the copy this file must fail, not pass empty (playwright.config.ts serves VERSIONED_SITE/build).
  expect(existsSync(join(root, 'index.html')), `VERSIONED_SITE must name a copy built by tools/versioned-site.mjs (got "${site}")`).toBe(true);
});

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await hydrated(page);
}

const versionDropdown = (page: Page) => page.locator('.navbar__items--right .dropdown').filter({has: page.locator('a.navbar__link', {hasText: /^V\d/})});
const storedVersion = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);
/** The navbar's docs link (a docSidebar item): it follows the preferred version. */
const docsLink = (page: Page, locale: Locale) => page.locator('.navbar__items').first().getByRole('link', {name: locale === 'zh' ? '文档' : 'Docs', exact: true});

for (const locale of locales) {
  const at = (path: string) => localePath(locale, path);

  test.describe(`two docs versions, ${locale}`, () => {
    test('the version dropdown lists both versions and the archived ones, each on the page being read', async ({page}) => {
      await open(page, at(`${LATEST.base}${PAGE}`));
      const dropdown = versionDropdown(page);
      await expect(dropdown.locator('a.navbar__link')).toHaveText(LATEST.label);
      await dropdown.hover();
      const items = dropdown.locator('.dropdown__menu a');
      await expect(items.first()).toBeVisible();
      await expect(items).toHaveText([NEXT.label, LATEST.label, ...archivedVersions.map((v) => v.label)]);
      await expect(items.nth(0)).toHaveAttribute('href', at(`${NEXT.base}${PAGE}`));
      await expect(items.nth(1)).toHaveAttribute('href', at(`${LATEST.base}${PAGE}`));
      await expect(items.nth(2)).toHaveAttribute('href', archivedVersions[0]!.href);
    });

    test('picking a version saves it as preferred; the docs link then follows it, and a version that no longer exists is dropped', async ({page}) => {
      await open(page, at(`${LATEST.base}${PAGE}`));
      expect(await storedVersion(page)).toBeNull();
      const dropdown = versionDropdown(page);
      await dropdown.hover();
      await dropdown.locator('.dropdown__menu a', {hasText: NEXT.label}).click();
      await expect(page).toHaveURL((url) => url.pathname === at(`${NEXT.base}${PAGE}`));
      await expect.poll(() => storedVersion(page)).toBe('current');
      // The unreleased version says so, and asks search engines to stay away.
      await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      // Away from the docs, the docs link leads to the preferred version.
      await open(page, at('/blog'));
      await expect(docsLink(page, locale)).toHaveAttribute('href', new RegExp(`^${at(NEXT.base)}/`));
      // A preferred version the site no longer has (5.7 was cut once, then removed) is dropped.
      await page.evaluate((key) => window.localStorage.setItem(key, '5.7'), STORAGE_KEY);
      await open(page, at('/blog'));
      await expect.poll(() => storedVersion(page)).toBeNull();
      await expect(docsLink(page, locale)).toHaveAttribute('href', new RegExp(`^${at(LATEST.base)}/(?!next/)`));
    });

    test('search answers from the version being read; the search page can search every version', async ({page}) => {
      // Three searches and the search page, each loading its version's index: 15 s on a quiet 2-core
      // machine, over the 30 s default on a busy one.
      test.slow();
      const query = locale === 'zh' ? '架构说明' : 'architecture';
      const hrefsFor = async (path: string) => {
        await open(page, at(path));
        await page.keyboard.press('Control+k');
        await expect(page.locator('.DocSearch-Input')).toBeFocused();
        await page.evaluate(() => document.documentElement.removeAttribute('data-search-answer'));
        await page.locator('.DocSearch-Input').fill(query);
        await searchAnswered(page, 'hits');
        const hrefs = await page.locator('.DocSearch-Hits a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
        await page.keyboard.press('Escape');
        return hrefs.filter((href) => href.startsWith(at('/docs/')));
      };
      const onNext = await hrefsFor(`${NEXT.base}${PAGE}`);
      expect(onNext.length, 'docs hits on a page of the next version').toBeGreaterThan(0);
      expect(onNext.filter((href) => !href.startsWith(at(`${NEXT.base}/`)))).toEqual([]);
      const onLatest = await hrefsFor(`${LATEST.base}${PAGE}`);
      expect(onLatest.length, 'docs hits on a page of the latest version').toBeGreaterThan(0);
      expect(onLatest.filter((href) => href.startsWith(at(`${NEXT.base}/`)))).toEqual([]);

      await open(page, `${at('/search')}?q=${encodeURIComponent(query)}`);
      const results = page.locator('main article h2 a');
      const paths = () => results.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      await expect(results.first()).toBeVisible({timeout: 0});
      const allVersions = page.getByTestId('search-all-versions');
      await expect(allVersions).not.toBeChecked();
      const oneVersion = await paths();
      const versionsOf = (list: string[]) => new Set(list.filter((p) => p.includes(`${PAGE}`)).map((p) => (p.startsWith(at(`${NEXT.base}/`)) ? 'next' : 'latest')));
      expect(versionsOf(oneVersion).size, `one version's pages: ${oneVersion.join(' ')}`).toBe(1);
      await allVersions.check();
      await expect(page).toHaveURL((url) => url.searchParams.get('versions') === 'all');
      await expect.poll(async () => [...versionsOf(await paths())].sort(), {timeout: 0}).toEqual(['latest', 'next']);
    });

    test("a versioned page has its own Markdown twin, llms.txt and edit link", async ({page, request}) => {
      for (const version of [LATEST, NEXT]) {
        const path = at(`${version.base}${PAGE}`);
        await open(page, path);
        await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', new RegExp(`${path}\\.md$`));
        const twin = await request.get(`${path}.md`);
        expect(twin.status(), `${path}.md`).toBe(200);
        expect(twin.headers()['content-type']).toMatch(/^text\/markdown/);
        expect(await twin.text()).toMatch(/^# \S/);
        const source = locale === 'zh' ? `${version.file}${PAGE}.md` : `${version.en}${PAGE}.md`;
        await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute('href', new RegExp(`/edit/[^/]+/${source}$`));
      }
      // The latest version's llms.txt at the locale's root, the next one's under its path; each lists its own pages.
      const origin = 'https://www.rainbond.com';
      const latestTxt = await (await request.get(at('/llms.txt'))).text();
      expect(latestTxt).toContain(`${origin}${at(`${LATEST.base}${PAGE}`)}.md`);
      expect(latestTxt).not.toContain(`${origin}${at(`${NEXT.base}${PAGE}`)}.md`);
      expect(latestTxt).toContain(`${origin}${at(`${NEXT.base}/llms.txt`)}`);
      const nextTxt = await request.get(at(`${NEXT.base}/llms.txt`));
      expect(nextTxt.status()).toBe(200);
      const nextText = await nextTxt.text();
      expect(nextText).toContain(`${origin}${at(`${NEXT.base}${PAGE}`)}.md`);
      expect(nextText).not.toContain(`${origin}${at(`${LATEST.base}${PAGE}`)}.md`);
      expect(nextText).toContain(NEXT.label);
    });

    test('a sample of the pages of both versions loads with no error, no console error and no failed request', async ({page, problems}) => {
      test.setTimeout(120_000);
      const visit = await walker(page, problems);
      const sample = ['/', PAGE, '/installation/', '/use-manual/component-create/', '/ops-guide/', '/Intro', '/api/application/buildComponent', '/upgrade/'];
      const found: string[] = [];
      let n = 0;
      for (const version of [LATEST, NEXT]) {
        for (const path of sample) {
          // Alternating full loads and client-side navigations (route groups and docs sections of either version).
          found.push(...(await visit(at(`${version.base}${path}`.replace(/\/\/$/, '/')), locale, n++ % 2 === 0 ? 'load' : 'navigate')));
        }
      }
      expect(found).toEqual([]);
    });
  });
}

test('the sitemap lists the released version and leaves the unreleased one out', async ({request}) => {
  for (const locale of locales) {
    const sitemap = await (await request.get(localePath(locale, '/sitemap.xml'))).text();
    expect(sitemap).toContain(`${localePath(locale, `${LATEST.base}${PAGE}`)}<`);
    expect(sitemap).not.toContain(`${localePath(locale, NEXT.base)}/`);
  }
});
