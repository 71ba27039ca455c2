import {test, expect, hydrated, localePath, locales} from './fixtures';

// Spec §8 error catalogue: the rows a visitor can meet. (Page crash: see
// shell.spec.ts §2.6; wrong baseUrl: navigation.spec.ts.)

for (const locale of locales) {
  test.describe(`errors ${locale}`, () => {
    test('§8 page not found: the not-found page in the right language, status 404', async ({page}) => {
      const response = await page.goto(localePath(locale, '/docs/no-such-doc'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText(locale === 'zh' ? '找不到页面' : 'Page Not Found');
      await expect(page.locator('nav.navbar')).toBeVisible();
      await expect(page.locator('footer.footer')).toBeVisible();
    });

    test('§8 page load failure: the failed navigation is logged as a warning and retried with a full load', async ({page}) => {
      // Docusaurus 3 keeps the old page while the next one loads; when its code
      // cannot be fetched (here: after one retry, src/lib/loadChunk.ts) it logs a
      // warning and reloads the address, which is the retry. (The red "Retry" box
      // of the loader is unit-tested in tests/unit/loading.test.tsx: the router
      // never renders it unloaded.)
      const warnings: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'warning') warnings.push(msg.text());
      });
      await page.goto(localePath(locale, '/docs/'));
      await hydrated(page);
      // Every script request fails until the browser asks for a new document
      // (the full-load retry). Failing only "the first" request would be racy:
      // a lazy chunk fetched after hydration could take that turn.
      let failures = 0;
      let reloading = false;
      page.on('request', (request) => {
        if (request.resourceType() === 'document') reloading = true;
      });
      await page.route('**/assets/js/**', (route) => {
        if (!reloading) {
          failures += 1;
          return route.abort('internetdisconnected');
        }
        return route.continue();
      });
      const fullLoad = page.waitForRequest((request) => request.resourceType() === 'document', {timeout: 0});
      await page.evaluate(() => {
        const link = [...document.querySelectorAll<HTMLAnchorElement>('footer a')].find((a) => a.pathname.endsWith('/usescene'));
        link!.click();
      });
      await fullLoad;
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/usescene')}$`));
      await expect(page.locator('h1').first()).toHaveText(locale === 'zh' ? '使用场景' : 'Use scenes');
      expect(failures).toBeGreaterThan(0);
      expect(reloading).toBe(true);
      expect(warnings.some((w) => /chunk|load/i.test(w))).toBe(true);
    });
  });
}
