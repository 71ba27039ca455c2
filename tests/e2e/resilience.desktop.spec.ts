import {test, expect, hydrated, localePath, locales} from './fixtures';
import {algoliaBaseURL} from '../../playwright.config';
import type {Page, Route} from '@playwright/test';

// Issue 7, resilience of what the page depends on: the search host, the
// offline index, the analytics host, and JavaScript itself. Desktop only: the
// hosted-search build is checked at desktop width (as in
// search-algolia.desktop.spec.ts), and without JavaScript the phone menu
// cannot open, so the navbar links are checked where they show.

const algoliaHosts = /algolia(net)?\.(net|com)\//;
const analyticsHost = /^https:\/\/static\.goodrain\.com\//;

/** The page still navigates: a click on a link in its footer loads the blog list. */
/** Makes every request to Algolia fail as an unreachable host would; returns the URLs tried. */
async function refuseAlgolia(page: Page): Promise<string[]> {
  const attempts: string[] = [];
  await page.route(algoliaHosts, (route: Route) => {
    attempts.push(route.request().url());
    return route.abort('connectionrefused');
  });
  return attempts;
}

async function stillNavigates(page: Page) {
  await page.locator('footer.footer').getByRole('link', {name: /^(博客|Blog)$/}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('h1').first()).toBeVisible();
}

test.describe('search host unreachable (Algolia build)', () => {
  test.use({baseURL: algoliaBaseURL});

  test('the modal shows no results, nothing crashes, the page stays usable', async ({page, problems}) => {
    const attempts = await refuseAlgolia(page);
    await page.goto('/docs/quick-start/architecture');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('helm');
    await expect.poll(() => attempts.length).toBeGreaterThan(0);
    await expect(page.locator('.DocSearch-NoResults')).toContainText('helm');
    await expect(page.locator('.DocSearch-Input')).toBeEditable();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.locator('article h1')).toBeVisible();
    await stillNavigates(page);
    expect(problems.errors).toEqual([]);
  });

  test('the search page shows no results, nothing crashes', async ({page, problems}) => {
    const attempts = await refuseAlgolia(page);
    await page.goto('/search?q=helm');
    await hydrated(page);
    await expect(page.locator('h1')).toBeVisible();
    await expect.poll(() => attempts.length).toBeGreaterThan(0);
    await expect(page.locator('form input[name="q"]')).toHaveValue('helm');
    await expect(page.getByText('未找到结果')).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(0);
    await stillNavigates(page);
    expect(problems.errors).toEqual([]);
  });
});

for (const locale of locales) {
  test.describe(`offline index unreachable (${locale})`, () => {
    test('the modal shows no results, nothing crashes, and the next query retries', async ({page, problems}) => {
      let failing = true;
      let failed = 0;
      // Both files of the offline index (the headings and the whole index).
      await page.route(/\/search-(index|headings)\.json$/, (route: Route) => {
        if (!failing) return route.continue();
        failed += 1;
        return route.fulfill({status: 503, body: 'unavailable'});
      });
      await page.goto(localePath(locale, '/docs/quick-start/architecture'));
      await hydrated(page);
      await page.keyboard.press('Control+k');
      const input = page.locator('.DocSearch-Input');
      await input.fill('helm');
      await expect.poll(() => failed).toBeGreaterThan(0);
      await expect(page.locator('.DocSearch-NoResults')).toContainText('helm');
      await expect(page.locator('.DocSearch-Hits a')).toHaveCount(0);

      // The index comes back: the next keystroke fetches it again. The test waits for the events it
      // needs, however long this machine takes: the whole index served, then the hits it gives
      // (bounded by the test's own timeout only, `timeout: 0`).
      failing = false;
      const indexServed = page.waitForResponse((r) => /\/search-index\.json$/.test(r.url()) && r.status() === 200, {timeout: 0});
      await input.fill('helm 安装');
      await input.fill('helm');
      await (await indexServed).finished();
      await expect(page.locator('.DocSearch-Hits a').first()).toBeVisible({timeout: 0});
      await page.keyboard.press('Escape');
      await stillNavigates(page);
      expect(problems.errors).toEqual([]);
      // The only failed request is the index we failed on purpose.
      for (const failure of problems.failedRequests) expect(failure).toMatch(/search-(index|headings)\.json 503$/);
    });

    test('the search page shows no results, nothing crashes', async ({page, problems}) => {
      let failed = 0;
      await page.route('**/search-index.json', (route: Route) => {
        failed += 1;
        return route.fulfill({status: 503, body: 'unavailable'});
      });
      await page.goto(`${localePath(locale, '/search')}?q=helm`);
      await hydrated(page);
      await expect.poll(() => failed).toBeGreaterThan(0);
      await expect(page.getByText(locale === 'zh' ? '未找到结果' : 'No results were found')).toBeVisible();
      await stillNavigates(page);
      expect(problems.errors).toEqual([]);
    });
  });
}

test.describe('analytics host unreachable (Algolia build, analytics on)', () => {
  test.use({baseURL: algoliaBaseURL});

  test('the scripts are requested after the load event only; their failure shows nothing and breaks nothing', async ({page, problems}) => {
    // Records each analytics script element as it enters the document, and
    // whether the load event had started by then.
    await page.addInitScript(() => {
      const seen: {src: string; afterLoad: boolean}[] = [];
      (window as unknown as {__analyticsScripts: typeof seen}).__analyticsScripts = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && node.src.startsWith('https://static.goodrain.com/')) {
              const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
              seen.push({src: node.src, afterLoad: (nav?.loadEventStart ?? 0) > 0});
            }
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    const requested: string[] = [];
    await page.route(analyticsHost, (route: Route) => {
      requested.push(route.request().url());
      return route.abort('connectionrefused');
    });

    await page.goto('/docs/quick-start/architecture');
    await hydrated(page);
    await expect.poll(() => requested.length).toBe(2);
    const scripts = await page.evaluate(() => (window as unknown as {__analyticsScripts: {src: string; afterLoad: boolean}[]}).__analyticsScripts);
    expect(scripts.map((s) => s.src).sort()).toEqual([...requested].sort());
    expect(scripts.every((s) => s.afterLoad), JSON.stringify(scripts)).toBe(true);

    await expect(page.getByText(/This page crashed|页面已崩溃|出错/)).toHaveCount(0);
    await expect(page.locator('article h1')).toBeVisible();
    // A client-side navigation reports a page view to the (missing) statistics.
    await page.locator('.theme-doc-sidebar-menu a.menu__link[href="/docs/quick-start/differences"]').click();
    await expect(page).toHaveURL(/\/docs\/quick-start\/differences$/);
    await expect(page.locator('article h1')).toBeVisible();
    await stillNavigates(page);
    expect(requested).toHaveLength(2); // injected once, not again per route
    expect(problems.errors).toEqual([]);
  });
});

test.describe('JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  const pages = [
    {name: 'home', path: '/', body: 'main p'},
    {name: 'docs page', path: '/docs/quick-start/architecture', body: 'article .markdown p'},
    {name: 'blog post', path: '/blog/apollo', body: 'article .markdown p'},
    {name: 'case', path: '/case/kgdata', body: 'article .markdown p'},
  ];

  for (const locale of locales) {
    for (const {name, path, body} of pages) {
      test(`${name} ${locale} shows its server-rendered content`, async ({page}) => {
        await page.goto(localePath(locale, path));
        // React never ran: what shows is the HTML as served.
        await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
        await expect(page.locator('h1').first()).toBeVisible();
        expect((await page.locator('h1').first().innerText()).trim().length).toBeGreaterThan(1);
        const paragraph = page.locator(body).filter({hasText: /\S{8}/}).first();
        await expect(paragraph).toBeVisible();
        const navbar = page.locator('nav.navbar');
        for (const target of ['/docs/', '/community/support', '/opensourceApps']) {
          await expect(navbar.locator(`a.navbar__item.navbar__link[href="${localePath(locale, target)}"]`)).toBeVisible();
        }
      });
    }

    test(`a docs sidebar link ${locale} loads the next page in full`, async ({page}) => {
      await page.goto(localePath(locale, '/docs/quick-start/architecture'));
      const firstTitle = await page.locator('article h1').innerText();
      const target = localePath(locale, '/docs/quick-start/differences');
      const response = page.waitForResponse((r) => new URL(r.url()).pathname === target && r.request().resourceType() === 'document');
      await page.locator(`.theme-doc-sidebar-menu a.menu__link[href="${target}"]`).click();
      expect((await response).status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator('article h1')).toBeVisible();
      expect(await page.locator('article h1').innerText()).not.toBe(firstTitle);
    });
  }
});

/** Records uncaught errors and unhandled rejections as the page itself sees them. */
async function recordUncaught(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {uncaught: string[]};
    w.uncaught = [];
    window.addEventListener('error', (e) => w.uncaught.push(`error: ${e.message}`));
    window.addEventListener('unhandledrejection', (e) => w.uncaught.push(`unhandledrejection: ${String((e.reason as Error)?.message ?? e.reason)}`));
  });
  return () => page.evaluate(() => (window as unknown as {uncaught: string[]}).uncaught);
}

// Issue 16: offline after load. The parts hydrated late (TOC, footer and
// admonitions after the load event; code blocks when pointed at, issue 28)
// fetch their chunks then; a visitor who went offline by then gets no uncaught
// "Loading chunk … failed", keeps the server HTML, and the chunks load when
// the browser is back online.
test.describe('offline after load', () => {

  test('late chunks that fail offline raise no error and load once back online', async ({page, context, problems}) => {
    const uncaught = await recordUncaught(page);
    // The navbar logo holds the load event back until the test has gone offline.
    let releaseLogo: () => void = () => {};
    const logoHeld = new Promise<void>((held) => {
      void page.route('**/img/logo.svg', async (route) => {
        held();
        await new Promise<void>((release) => (releaseLogo = release));
        await route.abort('internetdisconnected');
      });
    });
    await page.goto('/docs/installation/install-with-helm/', {waitUntil: 'domcontentloaded'});
    await logoHeld;
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const codeBlock = page.locator('.theme-code-block').first();
    const copy = codeBlock.getByRole('button', {name: '复制代码到剪贴板'});
    await expect(codeBlock.locator('.token-line').first()).toBeVisible();
    await expect(copy).toHaveCount(0);

    await context.setOffline(true);
    const chunkFailed = page.waitForEvent('requestfailed', (r) => /\/assets\/js\/.+\.js$/.test(r.url()));
    releaseLogo();
    expect((await chunkFailed).failure()?.errorText).toBe('net::ERR_INTERNET_DISCONNECTED');
    // (A rejection would be recorded by the page, and is checked again at the end.)
    expect(problems.errors).toEqual([]);
    // The server HTML stays: highlighted code, no buttons yet.
    await expect(codeBlock.locator('.token-line').first()).toBeVisible();
    await expect(copy).toHaveCount(0);
    // The code block's own chunk comes when the reader points at it (its buttons show on hover):
    // offline, it fails too, with no error.
    const blockChunkFailed = page.waitForEvent('requestfailed', (r) => /\/assets\/js\/.+\.js$/.test(r.url()));
    await codeBlock.hover();
    await blockChunkFailed;
    await expect(copy).toHaveCount(0);

    await context.setOffline(false);
    await expect(copy).toBeVisible();
    // The real code block works: its copy button copies the code.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await copy.click();
    // (innerText shows each line of the block with a blank line after it.)
    const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
    const code = lines(await codeBlock.locator('code').innerText());
    expect(code.length).toBeGreaterThan(1);
    await expect.poll(async () => lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(code);
    // The footer, deferred the same way, is live too.
    await hydrated(page);
    expect(await uncaught()).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('the search button raises no error offline and opens the modal once back online', async ({page, context, problems}) => {
    const uncaught = await recordUncaught(page);
    await page.goto('/docs/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    const button = page.locator('.navbar button.DocSearch-Button');
    const chunkFailed = page.waitForEvent('requestfailed', (r) => /\/assets\/(js|css)\//.test(r.url()));
    await button.hover();
    await button.click();
    await chunkFailed;
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    expect(problems.errors).toEqual([]);

    await context.setOffline(false);
    await button.click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    expect(await uncaught()).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
});

// Issue 28: offline right after DOMContentLoaded. The page's route group chunk had not arrived (it is
// held back until the browser is offline, then fails as a dropped connection does): the first render
// waits for it with no uncaught error, keeps the server HTML, and once the browser is back online the
// chunk is fetched again and the page hydrates. Before, this left an uncaught "Loading chunk … failed"
// and a page that never hydrated.
test.describe('offline right after DOMContentLoaded', () => {
  for (const locale of locales) {
    for (const path of ['/docs/quick-start/quick-install', '/blog/apollo']) {
      test(`${localePath(locale, path)}: no uncaught error; back online, the page hydrates, copies code and opens search`, async ({page, context, problems}) => {
        const uncaught = await recordUncaught(page);
        let offline!: () => void;
        const wentOffline = new Promise<void>((resolve) => (offline = resolve));
        const group = /\/lazy-routes-g\d+\.js$/;
        await page.route(group, async (route) => {
          await wentOffline;
          await route.abort('internetdisconnected');
        });
        await page.goto(localePath(locale, path), {waitUntil: 'domcontentloaded'});
        await context.setOffline(true);
        const groupFailed = page.waitForEvent('requestfailed', (r) => group.test(r.url()));
        offline();
        await groupFailed;
        // Not hydrated, no error: the server HTML, readable.
        await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
        await expect(page.locator('h1').first()).toBeVisible();
        expect(problems.errors).toEqual([]);

        await page.unroute(group);
        await context.setOffline(false);
        await hydrated(page);
        // The code block is live: its copy button copies the code.
        const codeBlock = page.locator('article .theme-code-block').first();
        await codeBlock.hover();
        const copy = codeBlock.getByRole('button', {name: locale === 'zh' ? '复制代码到剪贴板' : 'Copy code to clipboard'});
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await copy.click();
        const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
        const code = lines(await codeBlock.locator('code').innerText());
        expect(code.length).toBeGreaterThan(0);
        await expect.poll(async () => lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(code);
        // Search opens.
        await page.keyboard.press('Control+k');
        await expect(page.locator('.DocSearch-Modal')).toBeVisible();
        expect(await uncaught()).toEqual([]);
        expect(problems.errors).toEqual([]);
        // What failed is what the test failed on purpose (the group chunk, and its preload).
        for (const failure of problems.failedRequests) expect(failure).toMatch(/lazy-routes-g\d+\.js net::ERR_(INTERNET_DISCONNECTED|FAILED|ABORTED)$/);
      });
    }
  }
});
