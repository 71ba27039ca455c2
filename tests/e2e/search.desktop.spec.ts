import {test, expect, hydrated, localePath, searchAnswered, type Locale} from './fixtures';
import type {Page} from '@playwright/test';

// Issue "Search that works everywhere": the offline index answers the
// DocSearch modal and the search page; all external network is blocked by
// the fixtures, so nothing here can reach Algolia.

/** Query → a path the top hit must lead to (its URL contains it). */
const expectations: Record<Locale, [string, string][]> = {
  zh: [
    ['安装', '/docs/installation/'],
    ['架构', '/docs/quick-start/architecture'],
    ['离线', '/docs/installation/offline'],
    ['升级', '/docs/upgrade/'],
    ['卸载', '/docs/installation/install-with-helm/uninstall'],
    ['5.8.1', '/docs/upgrade/5.8.1-upgrade'],
    // The page titled 应用市场 itself, the same page as "app store" below (issue 27 round 6: once every
    // page's keywords carried readers' words, the section's own page came before the admin page).
    ['应用市场', '/docs/use-manual/app-store-manage/'],
    ['源码构建', '/docs/use-manual/component-create/language/'],
    ['DevOps', '/feature/devops'],
    ['安装问题排查', '/docs/installation/troubleshooting/'],
    ['OpenAPI', '/docs/Intro'],
    ['k3s', '/docs/installation/install-with-helm/k3s'],
    ['阿里云 ACK', '/docs/installation/install-with-helm/ack'],
    ['Nacos', '/blog/nacos'],
    ['柯基', '/case/kgdata'],
    ['多云', '/usescene/MultiCloudManagement'],
    ['控制台迁移', '/docs/ops-guide/management/console-migration'],
    ['控制台 恢复', '/docs/installation/install-with-ui/console-recovery'],
    ['helm 安装', '/docs/installation/install-with-helm/'],
    ['高可用', '/docs/installation/ha-deployment/'],
    ['网关', 'gateway'],
    // The user manual, the operations guide, posts and the API reference.
    ['环境变量', '/docs/use-manual/component-manage/env-variables'],
    ['健康检查', '/docs/use-manual/component-manage/health-check'],
    ['自动构建', '/docs/use-manual/component-manage/build-source'],
    ['网关节点', 'gateway'],
    ['备份', 'backup'],
    ['grctl', '/docs/ops-guide/tools/grctl'],
    ['Istio', 'istio'],
    ['DolphinScheduler', '/blog/dolphinscheduler'],
    ['链路追踪', '/docs/expand/practices/observability/apm'],
    ['buildComponent', '/docs/api/application/buildComponent'],
  ],
  en: [
    ['instal', '/en/docs/installation/'],
    ['offline install', '/en/docs/installation/offline'],
    ['upgrade', '/en/docs/upgrade/'],
    ['5.8.1', '/en/docs/upgrade/5.8.1-upgrade'],
    ['architecture', '/en/docs/quick-start/architecture'],
    ['k3s', '/en/docs/installation/install-with-helm/k3s'],
    ['troubleshooting dind', '/en/docs/installation/troubleshooting/dind'],
    ['app store', '/en/docs/use-manual/app-store-manage/'],
    ['nacos', '/en/blog/nacos'],
    ['kgdata', '/en/case/kgdata'],
    ['OpenAPI token', '/en/docs/Intro'],
    ['high availability', '/en/docs/installation/ha-deployment/'],
    // Both uninstall pages (Helm, host) answer it.
    ['uninstall', '/uninstall'],
    ['console migration', '/en/docs/ops-guide/management/console-migration'],
    ['EIP', '/en/docs/quick-start/quick-install'],
    ['gateway', 'gateway'],
    ['environment variables', '/en/docs/use-manual/component-manage/env-variables'],
    ['health check', '/en/docs/use-manual/component-manage/health-check'],
    ['auto build', '/en/docs/use-manual/component-manage/build-source'],
    ['gateway node', 'gateway'],
    ['backup', 'backup'],
    ['grctl', '/en/docs/ops-guide/tools/grctl'],
    ['Istio', 'istio'],
    ['DolphinScheduler', '/en/blog/dolphinscheduler'],
    ['tracing', '/en/blog/jaeger'],
    ['buildComponent', 'buildComponent'],
  ],
};

async function openSearch(page: Page, locale: Locale) {
  await page.goto(localePath(locale, '/docs/'));
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

const hitLinks = (page: Page) => page.locator('.DocSearch-Hits a');

/**
 * Waits until the modal answers from the whole index. Until it is there, the modal answers from the
 * headings file (src/search/localClient.ts) — except when the headings find nothing: then it waits
 * for the whole index, and from then on every answer comes from it. Leaves the modal empty.
 */
async function wholeIndexLoaded(page: Page) {
  await page.evaluate(() => document.documentElement.removeAttribute('data-search-answer'));
  await page.locator('.DocSearch-Input').fill('zzqqxxvvkk');
  await searchAnswered(page, 'empty');
  await page.locator('.DocSearch-Input').fill('');
}

/**
 * The statistics scripts are off in this build: a stand-in Baidu queue records what the page hands
 * them. Call before the page loads; returns a reader of the search events recorded so far.
 */
async function searchEvents(page: Page): Promise<() => Promise<unknown[][]>> {
  await page.addInitScript(() => {
    (window as unknown as {_hmt: unknown[][]})._hmt = [];
  });
  return () => page.evaluate(() => (window as unknown as {_hmt: unknown[][]})._hmt.filter((e) => String(e[1]).startsWith('search')));
}

/**
 * What the statistics must have recorded, in order, once the reader typed `query` in `source` (the
 * modal or the search page) and then opened `href`, the result at `position`.
 */
function queryThenClick(locale: string, source: 'modal' | 'page', query: string, href: string, position: number): unknown[][] {
  const opened = new URL(href, 'https://x');
  return [
    ['_trackEvent', `search-${locale}`, `query-${source}`, query, expect.any(Number)],
    ['_trackEvent', `search-${locale}`, `click-${source}`, `${query} → ${opened.pathname}${opened.hash}`, position],
  ];
}

/** Both files of the offline index: the headings, and the whole index. */
const INDEX_FILES = /\/search-(index|headings)\.json$/;

for (const locale of ['zh', 'en'] as const) {
  test.describe(`offline search ${locale}`, () => {
    // One page for every ranking query: loading the page and the whole index
    // once per query cost about 8 s each on 2 cores. Each query still runs in a
    // fresh modal and is its own step with its own (soft) assertion, so every
    // misranked query is reported, not only the first.
    test('every everyday query finds its page first', async ({page}) => {
      test.setTimeout(30_000 + expectations[locale].length * 10_000);
      await openSearch(page, locale);
      // The ranking of the whole index, not of the headings alone.
      await wholeIndexLoaded(page);
      for (const [query, expected] of expectations[locale]) {
        await test.step(`"${query}" finds ${expected} first`, async () => {
          if (!(await page.locator('.DocSearch-Modal').count())) {
            await page.keyboard.press('Control+k');
            await expect(page.locator('.DocSearch-Input')).toBeFocused();
          }
          // Forget the previous answer, so only the answer to this query counts
          // (src/search/answerState.ts): the offline index is large and this
          // machine may be slow.
          await page.evaluate(() => document.documentElement.removeAttribute('data-search-answer'));
          await page.locator('.DocSearch-Input').fill(query);
          await searchAnswered(page, 'hits');
          await expect
            .soft(hitLinks(page).first(), `top hit for "${query}"`)
            .toHaveAttribute('href', new RegExp(expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
          // Close the modal: the next query starts from an empty one, with no
          // hits left over from this query on screen.
          await page.keyboard.press('Escape');
          await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
        });
      }
    });

    test('the index is fetched on first use, not with the page', async ({page}) => {
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
      const indexFiles = () => fetched.filter((p) => INDEX_FILES.test(p)).sort();
      await page.goto(localePath(locale, '/docs/'));
      await hydrated(page);
      // Everything the page fetches by itself has been fetched.
      await page.waitForLoadState('networkidle');
      expect(indexFiles()).toEqual([]);
      // Opening the modal starts both downloads, before the first keystroke.
      const both = [localePath(locale, '/search-headings.json'), localePath(locale, '/search-index.json')];
      await page.keyboard.press('Control+k');
      await expect.poll(indexFiles).toEqual(both);
      await page.locator('.DocSearch-Input').fill(locale === 'zh' ? '安装' : 'install');
      await expect(hitLinks(page).first()).toBeVisible();
      expect(indexFiles()).toEqual(both);
    });

    test('the first answer does not wait for the whole index', async ({page}) => {
      // The whole index is held back until the test lets it go; the headings file is not.
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/search-index.json', async (route) => {
        await held;
        await route.continue();
      });
      await openSearch(page, locale);
      await page.locator('.DocSearch-Input').fill(locale === 'zh' ? '网关' : 'gateway');
      await expect(hitLinks(page).first()).toBeVisible({timeout: 0});
      await expect(page.locator('html')).toHaveAttribute('data-search-answer', 'partial');
      // A word that only the body text has waits for the whole index (never a false "no results").
      await page.locator('.DocSearch-Input').fill('zzqqxxvvkk');
      // While the whole index is held back the answer is pending, never "no results".
      await expect(page.locator('html')).toHaveAttribute('data-search-answer', 'pending');
      await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
      release();
      await searchAnswered(page, 'empty');
      await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
      // From now on the answers come from the whole index.
      await page.locator('.DocSearch-Input').fill(locale === 'zh' ? '网关' : 'gateway');
      await expect(page.locator('html')).toHaveAttribute('data-search-answer', 'hits');
    });

    test('while the first answer loads, "no results" is never shown', async ({page}) => {
      // A slow index (both files): held back until the modal shows that it waits for it.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(INDEX_FILES, async (route) => {
        await released;
        await route.continue();
      });
      // Records, frame by frame, whether the no-results screen could be seen.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as {__noResultsSeen: string[]}).__noResultsSeen = seen;
        const watch = () => {
          const screen = document.querySelector('.DocSearch-NoResults');
          if (screen && getComputedStyle(screen).visibility === 'visible') seen.push(screen.textContent ?? '');
          requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      });
      await openSearch(page, locale);
      await page.locator('.DocSearch-Input').fill(locale === 'zh' ? '网关' : 'gateway');
      // DocSearch shows its spinner while it waits.
      await expect(page.locator('.DocSearch-LoadingIndicator')).toBeVisible();
      release();
      await expect(hitLinks(page).first()).toBeVisible({timeout: 0});
      expect(await page.evaluate(() => (window as unknown as {__noResultsSeen: string[]}).__noResultsSeen)).toEqual([]);
      // A query that matches nothing still says so.
      await page.locator('.DocSearch-Input').fill('zzqqxxvvkk');
      await searchAnswered(page, 'empty');
      await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    });

    test('arrow keys and Enter open the chosen hit at its anchor', async ({page}) => {
      await openSearch(page, locale);
      await page.locator('.DocSearch-Input').fill(locale === 'zh' ? '卸载' : 'uninstall');
      await expect(hitLinks(page).nth(1)).toBeVisible();
      const second = await hitLinks(page).nth(1).getAttribute('href');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === second);
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      const hash = new URL(second!, 'http://x').hash;
      if (hash) await expect(page.locator(hash)).toBeInViewport();
    });

    test('"See all N results" opens the search page with the same results', async ({page}) => {
      const query = locale === 'zh' ? '网关' : 'gateway';
      await openSearch(page, locale);
      // The search page answers from the whole index; so must the modal, to compare them.
      await wholeIndexLoaded(page);
      await page.locator('.DocSearch-Input').fill(query);
      await expect(hitLinks(page).first()).toBeVisible();
      const firstHit = await hitLinks(page).first().getAttribute('href');
      const seeAll = page.locator('.DocSearch-HitsFooter a');
      await expect(seeAll).toContainText(/\d+/);
      await seeAll.click();
      await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/search') && url.searchParams.get('q') === query);
      // The search page's title names the query once its results are shown.
      await expect(page.getByRole('heading', {level: 1})).toContainText(query);
      const results = page.locator('main article h2 a');
      // The first query on a page loads the engine and the index.
      await expect(results.first()).toBeVisible({timeout: 0});
      expect(await results.first().getAttribute('href')).toBe(firstHit);
    });

    test("the modal lists the pages in the search page's order, under their sections' labels", async ({page}) => {
      // Issue 27: DocSearch groups the modal's hits by section; the gateway pages of the operations
      // guide, the user manual and the extension guides interleave, and the modal must not regroup them.
      const query = locale === 'zh' ? '网关' : 'gateway';
      const pagesOf = (hrefs: (string | null)[]) => [...new Set(hrefs.map((href) => new URL(href!, 'http://x').pathname.replace(/\/$/, '')))].slice(0, 5);
      await openSearch(page, locale);
      await wholeIndexLoaded(page);
      await page.locator('.DocSearch-Input').fill(query);
      await expect(hitLinks(page).nth(9)).toBeVisible();
      const modal = pagesOf(await hitLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href'))));
      // A section that comes back heads its hits again, with the same visible label.
      const labels = await page.locator('.DocSearch-Hit-source').evaluateAll((heads) => heads.map((h) => h.textContent ?? ''));
      expect(labels.length).toBeGreaterThan(new Set(labels.map((l) => l.replace(/\u200b/g, ''))).size);
      for (const label of labels) expect(label.replace(/\u200b/g, '').trim()).not.toBe('');
      await page.goto(`${localePath(locale, '/search')}?q=${encodeURIComponent(query)}`);
      const results = page.locator('main article h2 a');
      await expect(results.nth(9)).toBeVisible({timeout: 0});
      expect(modal).toEqual(pagesOf(await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')))));
    });

    test('the modal speaks the language of the page', async ({page}) => {
      const words = {
        zh: {placeholder: '搜索文档', label: '搜索', none: '没有结果', close: '关闭'},
        en: {placeholder: 'Search docs', label: 'Search', none: 'No results found for', close: 'Close'},
      }[locale];
      await openSearch(page, locale);
      const input = page.locator('.DocSearch-Input');
      await expect(input).toHaveAttribute('placeholder', words.placeholder);
      await expect(page.getByRole('searchbox', {name: words.label, exact: true})).toBeVisible();
      await expect(page.locator('.DocSearch-Footer')).toContainText(words.close);
      await input.fill('zzqqxxvvkk');
      await searchAnswered(page, 'empty');
      await expect(page.locator('.DocSearch-NoResults')).toContainText(words.none);
    });

    test('nonsense finds nothing and says so', async ({page}) => {
      await openSearch(page, locale);
      await page.locator('.DocSearch-Input').fill('zzqqxxvvkk');
      await searchAnswered(page, 'empty');
      await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    });

    test('tells the statistics which query the reader settled on and which result they opened (modal)', async ({page}) => {
      const events = await searchEvents(page);
      await openSearch(page, locale);
      const query = locale === 'zh' ? '网关' : 'gateway';
      // Typed a letter at a time: only the query as finally typed is reported.
      await page.locator('.DocSearch-Input').pressSequentially(query);
      await expect(hitLinks(page).first()).toBeVisible();
      await expect.poll(events).toEqual([['_trackEvent', `search-${locale}`, 'query-modal', query, expect.any(Number)]]);
      const href = await hitLinks(page).first().getAttribute('href');
      await hitLinks(page).first().click();
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      await expect.poll(events).toEqual(queryThenClick(locale, 'modal', query, href!, 1));
    });

    test('tells the statistics which query was typed on the search page and which result was opened', async ({page}) => {
      const events = await searchEvents(page);
      const query = locale === 'zh' ? '健康检查' : 'health check';
      await page.goto(`${localePath(locale, '/search')}?q=${encodeURIComponent(query)}`);
      const second = page.locator('main article h2 a').nth(1);
      await expect(second).toBeVisible({timeout: 0});
      const href = await second.getAttribute('href');
      await second.click();
      await expect(page).not.toHaveURL(/\/search/);
      await expect.poll(events).toEqual(queryThenClick(locale, 'page', query, href!, 2));
    });

    test('the search page pages through many results', async ({page}) => {
      await page.goto(`${localePath(locale, '/search')}?q=${encodeURIComponent(locale === 'zh' ? '安装' : 'install')}`);
      const results = page.locator('main article');
      await expect(results).toHaveCount(15, {timeout: 0});
      // The count of all results, above the list.
      await expect(page.getByText(locale === 'zh' ? /找到 \d+ 份文件/ : /\d+ documents found/)).toBeVisible();
      // The next page loads when the reader reaches the end of the list.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(results.nth(15)).toBeAttached({timeout: 0});
    });
  });
}
