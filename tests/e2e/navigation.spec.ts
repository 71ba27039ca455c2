import {test, expect, hydrated, localePath, locales} from './fixtures';

// Spec §2 "Navigation behaviour", both locales, desktop and mobile projects.

const SITE = 'https://www.rainbond.com';

const notFoundText = {
  zh: '请联系原始链接来源网站的所有者，并告知他们链接已损坏。',
  en: 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
};

for (const locale of locales) {
  test.describe(`navigation ${locale}`, () => {
    test('§2 exact routes: any other path shows the not-found page asking to contact the linking site', async ({page}) => {
      for (const path of ['/docs/quick-start/architecturex', '/docs/quick-start/architecture/extra', '/blogs']) {
        const response = await page.goto(localePath(locale, path));
        expect(response?.status()).toBe(404);
        await expect(page.getByText(notFoundText[locale])).toBeVisible();
      }
    });

    test('§2 a path ending in .html or index.html is normalised to the bare path', async ({page, problems}) => {
      const cases = [
        ['/docs/quick-start/architecture.html', '/docs/quick-start/architecture'],
        ['/docs/quick-start/architecture/index.html', '/docs/quick-start/architecture/'],
        ['/index.html', '/'],
        ['/docs/index.html', '/docs/'],
        ['/blog/apollo.html', '/blog/apollo'],
      ];
      for (const [from, to] of cases) {
        const response = await page.goto(localePath(locale, from));
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(localePath(locale, to));
        await hydrated(page);
        await expect(page.locator('h1')).toHaveCount(1);
      }
      expect(problems.errors).toEqual([]);
    });

    test('§2 a .html path that exactly matches a file is served as it is', async ({page}) => {
      const response = await page.goto(localePath(locale, '/404.html'));
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(localePath(locale, '/404.html'));
    });

    test('§2 the next page is loaded before the view switches', async ({page}) => {
      await page.goto(localePath(locale, '/docs/'));
      await hydrated(page);
      const oldTitle = await page.locator('h1').first().textContent();
      // Hold back every script fetched from now on, as a slow network would.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/js/**', async (route) => {
        await released;
        await route.continue();
      });
      // The navigation asks for the next page's code (held back); until it has it, the old view stays.
      const codeRequested = page.waitForRequest((r) => r.url().includes('/assets/js/') && r.resourceType() === 'script');
      await page.locator('footer.footer').getByRole('link', {name: locale === 'zh' ? '精选应用' : 'Curated apps'}).click();
      await codeRequested;
      await expect(page.locator('h1').first()).toHaveText(oldTitle!);
      release();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/opensourceApps')}/?$`));
      await expect(page.locator('h1').first()).not.toHaveText(oldTitle!);
    });

    test('§2 after navigating, the page scrolls to the hash anchor', async ({page}) => {
      await page.goto(localePath(locale, '/docs/quick-start/architecture'));
      await hydrated(page);
      await page.locator('footer.footer').getByRole('link', {name: locale === 'zh' ? '微信群' : 'WeChat group'}).click();
      await expect(page).toHaveURL(/\/community\/support#wechat$/);
      const heading = page.locator('#wechat');
      await expect(heading).toBeInViewport();
      const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeLessThan(200);
    });

    test('§2 after navigating without a hash, the page starts at the top', async ({page}) => {
      await page.goto(localePath(locale, '/docs/quick-start/architecture'));
      await hydrated(page);
      await page.locator('footer.footer').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await page.locator('footer.footer').getByRole('link', {name: locale === 'zh' ? '最佳实践' : 'Best practices'}).click();
      await expect(page).toHaveURL(/\/docs\/expand\/practices\/?$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('§2 every page type has alternate-language links and a canonical link', async ({page}) => {
      for (const path of ['/', '/docs/', '/docs/quick-start/architecture', '/blog/apollo', '/case/kgdata', '/community/support', '/opensourceApps/']) {
        // The spec's route forms; checked after hydration, when the client has
        // rewritten the head (before it, the server-rendered links are the same).
        await page.goto(localePath(locale, path));
        await hydrated(page);
        const href = (selector: string) => page.locator(selector).getAttribute('href');
        expect(await href('link[rel="alternate"][hreflang="zh-CN"]')).toBe(`${SITE}${path}`);
        expect(await href('link[rel="alternate"][hreflang="en"]')).toBe(`${SITE}/en${path}`);
        expect(await href('link[rel="alternate"][hreflang="x-default"]')).toBe(`${SITE}${path}`);
        expect(await href('link[rel="canonical"]')).toBe(`${SITE}${localePath(locale, path)}`);
      }
    });

    test('§2 page titles are "page title | site title"', async ({page}) => {
      await page.goto(localePath(locale, '/docs/Intro'));
      const h1 = await page.locator('h1').first().textContent();
      await expect(page).toHaveTitle(`${h1} | Rainbond`);
      await page.goto(localePath(locale, '/blog/apollo'));
      const post = await page.locator('h1').first().textContent();
      await expect(page).toHaveTitle(`${post} | Rainbond`);
    });

    test('§2 a progress bar shows when a page takes over 200 ms to load, and ends with the route update', async ({page}) => {
      // No prefetching (data saving on): a prefetched target is in the HTTP cache, loads at once
      // whatever the delay below, and the test would depend on how fast prefetching was.
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', {value: {effectiveType: '4g', saveData: true}, configurable: true});
      });
      // The page's clock, which times the bar, is the test's: 200 ms are 200 ms of page time however
      // busy this machine is.
      await page.clock.install();
      await page.goto(localePath(locale, '/docs/'));
      await hydrated(page);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/js/**', async (route) => {
        await released;
        await route.continue();
      });
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const codeRequested = page.waitForRequest((r) => r.url().includes('/assets/js/') && r.resourceType() === 'script');
      await page.evaluate(() => {
        const link = [...document.querySelectorAll<HTMLAnchorElement>('footer a')].find((a) => a.pathname.endsWith('/case'));
        link!.click();
      });
      await codeRequested;
      await page.clock.runFor(199);
      await expect(page.locator('#nprogress')).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(page.locator('#nprogress')).toBeAttached();
      release();
      await page.clock.resume();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/case')}$`));
      await expect(page.locator('#nprogress')).not.toBeAttached();
    });

    test('§2 a page that loads at once shows no progress bar', async ({page}) => {
      await page.clock.install();
      await page.goto(localePath(locale, '/docs/'));
      await hydrated(page);
      // Load the target's code first, so the navigation itself is instant.
      await page.evaluate((to) => (window as any).docusaurus.preload(to), localePath(locale, '/case'));
      // Page time stands still while the page navigates: an instant navigation takes none of it.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const title = await page.locator('h1').first().textContent();
      await page.evaluate(() => {
        const link = [...document.querySelectorAll<HTMLAnchorElement>('footer a')].find((a) => a.pathname.endsWith('/case'));
        link!.click();
      });
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/case')}$`));
      await expect(page.locator('h1').first()).not.toHaveText(title!);
      // The route update is done: a bar still due would show once its 200 ms have passed.
      await page.clock.runFor(1000);
      await expect(page.locator('#nprogress')).toHaveCount(0);
    });
  });
}

test.describe('prefetching', () => {
  const prefetchCount = (page: import('@playwright/test').Page) =>
    page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length);

  test('§2 page assets are prefetched on a normal connection', async ({page}) => {
    await page.goto('/docs/');
    await hydrated(page);
    await page.locator('footer.footer').scrollIntoViewIfNeeded();
    await expect.poll(() => prefetchCount(page)).toBeGreaterThan(0);
  });

  for (const [name, connection] of [
    ['a 2g connection', {effectiveType: '2g', saveData: false}],
    ['data saving on', {effectiveType: '4g', saveData: true}],
  ] as const) {
    test(`§2 prefetching is skipped on ${name}`, async ({page}) => {
      await page.addInitScript((c) => {
        Object.defineProperty(navigator, 'connection', {value: c, configurable: true});
      }, connection);
      await page.goto('/docs/');
      await hydrated(page);
      await page.locator('footer.footer').scrollIntoViewIfNeeded();
      await page.locator('footer a').first().hover();
      // The links in view have been reported to the prefetcher (the observers report before the
      // next frames), and a prefetch it would start is a link element added at once.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await prefetchCount(page)).toBe(0);
      // And the prefetcher itself refuses on this connection.
      expect(await page.evaluate((to) => (window as any).docusaurus.prefetch(to), '/docs/quick-start/architecture')).toBe(false);
    });
  }
});

test.describe('base URL banner', () => {
  test('§2 shows on the base path when the site cannot load its code, with the configured and a suggested baseUrl', async ({page}) => {
    // What a wrong baseUrl looks like: the home page is reached under another
    // path and none of its assets load.
    const home = await (await page.request.get('/')).text();
    await page.route('**/mirror/', (route) => route.fulfill({body: home, contentType: 'text/html'}));
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto('/mirror/');
    const banner = page.locator('#__docusaurus-base-url-issue-banner-container');
    await expect(banner).toContainText('Your Docusaurus site did not load properly.');
    await expect(banner).toContainText('Current configured baseUrl = / (default value)');
    await expect(banner).toContainText('We suggest trying baseUrl = /mirror/');
  });

  test('§2 is not part of any other page', async ({page}) => {
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto('/docs/');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
  });

  test('§2 stays hidden when the site loads', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeHidden();
  });
});
