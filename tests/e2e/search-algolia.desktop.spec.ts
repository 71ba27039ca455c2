import {test, expect, hydrated} from './fixtures';
import {algoliaBaseURL} from '../../playwright.config';
import type {Page, Request} from '@playwright/test';

// The same UI with Algolia configured (build-algolia/, credentials from the
// environment at build time). Algolia's hosts are answered by the test at
// the network edge; nothing leaves the machine.

test.use({baseURL: algoliaBaseURL});

interface AlgoliaRequest {
  indexName: string;
  query?: string;
  facetFilters?: string[][];
  params?: string;
}

function answerAlgolia(page: Page, seen: AlgoliaRequest[]) {
  return page.route(/algolia(net)?\.(net|com)\//, async (route) => {
    const request: Request = route.request();
    const body = JSON.parse(request.postData() ?? '{}') as {requests?: AlgoliaRequest[]};
    const requests = body.requests ?? [];
    seen.push(...requests);
    const hit = {
      objectID: '1',
      url: 'https://www.rainbond.com/docs/installation/install-with-helm/#install',
      type: 'lvl2',
      hierarchy: {lvl0: '安装 Rainbond', lvl1: '基于 Helm 安装', lvl2: '安装 Rainbond', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: null,
      _highlightResult: {hierarchy: {lvl0: {value: '安装 Rainbond', matchLevel: 'none', matchedWords: []}, lvl1: {value: '基于 <mark>Helm</mark> 安装', matchLevel: 'full', matchedWords: ['helm']}, lvl2: {value: '安装 Rainbond', matchLevel: 'none', matchedWords: []}}},
      _snippetResult: {hierarchy: {lvl1: {value: '基于 <mark>Helm</mark> 安装', matchLevel: 'full'}, lvl2: {value: '安装 Rainbond', matchLevel: 'none'}}},
    };
    await route.fulfill({
      contentType: 'application/json',
      headers: {'access-control-allow-origin': '*'},
      body: JSON.stringify({
        results: requests.map(() => ({hits: [hit], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, query: 'helm', params: '', index: 'rainbond', exhaustiveNbHits: true})),
      }),
    });
  });
}

const filtersOf = (request: AlgoliaRequest): string[] => {
  const raw = request.facetFilters ?? (request.params ? JSON.parse(new URLSearchParams(request.params).get('facetFilters') ?? '[]') : []);
  return (raw as (string | string[])[]).flat();
};

test('the modal queries Algolia with the contextual facet filters and shows its hits', async ({page}) => {
  const seen: AlgoliaRequest[] = [];
  await answerAlgolia(page, seen);
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.goto('/docs/');
  await hydrated(page);
  await expect(page.locator('link[rel="preconnect"][href="https://TESTAPPID-dsn.algolia.net"]')).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('helm');
  await expect(page.locator('.DocSearch-Hits a').first()).toHaveAttribute('href', '/docs/installation/install-with-helm/#install');
  const request = seen.find((r) => r.query === 'helm')!;
  expect(request.indexName).toBe('rainbond');
  expect(filtersOf(request)).toEqual(expect.arrayContaining(['language:zh', 'docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-community-current']));
  expect(fetched.some((u) => u.endsWith('search-index.json'))).toBe(false);
});

test('the search page queries Algolia too', async ({page}) => {
  const seen: AlgoliaRequest[] = [];
  await answerAlgolia(page, seen);
  await page.goto('/search?q=helm');
  await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', '/docs/installation/install-with-helm/#install');
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.flatMap(filtersOf)).toEqual(expect.arrayContaining(['language:zh']));
});
