import type {Page, Route} from '@playwright/test';
import {algoliaBaseURL} from '../../playwright.config';
import {describeViolations, seriousViolations} from './a11y';
import {test, expect, hydrated, localePath, locales} from './fixtures';

// Issue 26: the not-found page names the missing address and suggests the three pages that match
// its words best, from the search backend of the build, in the page's language: the offline index
// (the main build), or Algolia (build-algolia/, whose hosts the test answers itself).

// Not an address of the redirect table: its last segment names Ceph's block storage.
const MISSING = '/docs/ops-guide/ceph-rbd';
const suggestions = (page: Page) => page.locator('[data-suggestions]');

for (const locale of locales) {
  test(`${locale}: a missing address answers 404, is named, and gets three pages of its language that match its words`, async ({page, problems, request}) => {
    const path = localePath(locale, MISSING);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    // The suggestions come from the search index: their arrival is the event, however long this
    // machine takes to fetch and read it (bounded by the test's own timeout).
    await expect(suggestions(page)).toHaveAttribute('data-suggestions', 'done', {timeout: 0});
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', {level: 1})).toHaveText(locale === 'zh' ? '找不到页面' : 'Page Not Found');
    await expect(main.locator('code')).toHaveText(path);
    const links = main.getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(3);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs).toContain(localePath(locale, '/docs/ops-guide/storage/rook-ceph'));
    for (const href of hrefs) {
      expect(href).toMatch(locale === 'zh' ? /^\/(?!en\/)/ : /^\/en\//);
      expect((await request.get(href)).status(), href).toBe(200);
    }
    await expect(main.getByRole('link', {name: /ops guide ceph rbd/})).toHaveAttribute('href', localePath(locale, '/search?q=ops%20guide%20ceph%20rbd'));
    // The local index of the page's own language answered.
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    expect(fetched).toContain(localePath(locale, '/search-index.json'));
    expect(describeViolations(await seriousViolations(page))).toBe('');
    expect(problems.errors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });
}

test('a suggestion is a link the visitor can follow to its page', async ({page}) => {
  await page.goto(localePath('en', MISSING));
  await hydrated(page);
  const first = page.getByRole('main').getByRole('listitem').getByRole('link').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.locator('[data-suggestions]')).toHaveCount(0);
});

test.describe('with Algolia', () => {
  test.use({baseURL: algoliaBaseURL});

  test('the suggestions come from Algolia, asked with the words of the address and the contextual filters', async ({page, problems}) => {
    const queries: {query?: string; facetFilters?: unknown}[] = [];
    await page.route(/algolia(net)?\.(net|com)\//, async (route: Route) => {
      const requests = (JSON.parse(route.request().postData() ?? '{}') as {requests?: {query?: string; facetFilters?: unknown}[]}).requests ?? [];
      queries.push(...requests);
      const hit = {objectID: '1', url: 'https://www.rainbond.com/docs/installation/install-with-helm/#install', type: 'lvl2', hierarchy: {lvl0: '安装', lvl1: '基于 Helm 安装', lvl2: '安装', lvl3: null, lvl4: null, lvl5: null, lvl6: null}, content: null};
      await route.fulfill({
        contentType: 'application/json',
        headers: {'access-control-allow-origin': '*'},
        body: JSON.stringify({results: requests.map(() => ({hits: [hit], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, query: '', params: '', index: 'rainbond', exhaustiveNbHits: true}))}),
      });
    });
    const response = await page.goto(MISSING);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(suggestions(page)).toHaveAttribute('data-suggestions', 'done', {timeout: 0});
    const links = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(1);
    await expect(links).toHaveText('基于 Helm 安装');
    await expect(links).toHaveAttribute('href', '/docs/installation/install-with-helm/');
    expect(queries.map((q) => q.query)).toEqual(['ceph rbd', 'ops guide ceph rbd']);
    expect(JSON.stringify(queries[0]?.facetFilters)).toContain('language:zh');
    expect(problems.errors).toEqual([]);
  });

  test('an unreachable Algolia leaves the page as it is, with the search link and no error', async ({page, problems}) => {
    await page.route(/algolia(net)?\.(net|com)\//, (route) => route.abort('connectionrefused'));
    await page.goto(MISSING);
    await hydrated(page);
    await expect(suggestions(page)).toHaveAttribute('data-suggestions', 'done', {timeout: 0});
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
    await expect(page.getByRole('main').locator('code')).toHaveText(MISSING);
    await expect(page.getByRole('main').getByRole('link', {name: /ops guide ceph rbd/})).toBeVisible();
    expect(problems.errors).toEqual([]);
  });
});
