import {blogInstances} from '../../config/blogInstances';
import {test, expect, hydrated, localePath, locales} from './fixtures';
import {walker} from './walk';
import {sitemapPaths} from './sitemap';

// Smoke level: every page of both sitemaps loads cleanly (no uncaught error,
// no console error, no failed same-origin request), the shell is there, and
// the language switch keeps the reader on the same page.
//
// The walk costs little per page so that it stays cheap at any size of the site: the URLs are cut
// into shards of SHARD_SIZE, and each shard is one test whose single page visits its URLs in turn
// (the browser keeps its cache, as a reader's does). The first URL of a shard and every
// FULL_LOAD_EVERY-th one are full page loads (server HTML, hydration); the others are reached by a
// client-side navigation, which renders the page without re-running the main bundle (tests/e2e/walk.ts).
// Every URL is checked on its own, and a failure names it. The HTML of every page, its links and
// assets are checked over HTTP in links.spec.

const SHARD_SIZE = 40;
const FULL_LOAD_EVERY = 10;

for (const locale of locales) {
  test.describe(`sitemap ${locale}`, () => {
    const paths = sitemapPaths(locale);

    test('lists the routes of both kinds of content', () => {
      const expected = ['/', '/docs/', '/docs/quick-start/architecture', '/community/support', ...blogInstances.map((blog) => `/${blog.path}`)];
      for (const path of expected) expect(paths).toContain(localePath(locale, path));
    });

    for (let first = 0; first < paths.length; first += SHARD_SIZE) {
      const shard = paths.slice(first, first + SHARD_SIZE);
      test(`pages ${first + 1}–${first + shard.length} of ${paths.length} load cleanly`, async ({page, problems}) => {
        test.setTimeout(30_000 + shard.length * 15_000);
        const walk = await walker(page, problems);
        const failures: string[] = [];
        for (const [i, path] of shard.entries()) {
          failures.push(...(await walk(path, locale, i % FULL_LOAD_EVERY === 0 ? 'load' : 'navigate')));
        }
        expect(failures).toEqual([]);
      });
    }
  });
}

const navbarLabels = {
  zh: ['文档', 'OpenAPI', '深入', '社区', '精选应用', '企业版', 'V5.8', '简体中文'],
  en: ['Docs', 'OpenAPI', 'Deep dive', 'Community', 'Curated apps', 'Enterprise', 'V5.8', 'English'],
};

const footerTargets = [
  '/docs/quick-start/getting-started',
  '/docs/use-manual/component-create',
  '/docs/expand/practices',
  '/community/contribution/',
];

for (const locale of locales) {
  test.describe(`shell ${locale}`, () => {
    test('navbar holds every item of spec §1', async ({page}) => {
      await page.goto(localePath(locale, '/docs/'));
      const navbar = page.locator('nav.navbar');
      for (const label of navbarLabels[locale]) {
        await expect(navbar.getByText(label, {exact: true}).first()).toBeVisible();
      }
      await expect(navbar.getByRole('button', {name: /search|搜索/i})).toBeVisible();
      await expect(navbar.locator('a[href="https://github.com/goodrain/rainbond"]')).toBeVisible();
    });

    test('footer holds the tagline, the star button and the link sections', async ({page}) => {
      await page.goto(localePath(locale, '/'));
      const footer = page.locator('footer');
      await expect(footer.getByRole('link', {name: 'Star us on GitHub'})).toHaveAttribute('href', 'https://github.com/goodrain/rainbond');
      await expect(footer).toContainText(locale === 'zh' ? '不用写 YAML' : 'without writing YAML');
      for (const target of footerTargets) {
        await expect(footer.locator(`a[href="${localePath(locale, target)}"]`)).toHaveCount(1);
      }
      for (const external of ['https://t.goodrain.com', 'https://store.goodrain.com/markets/rainbond']) {
        await expect(footer.locator(`a[href="${external}"]`)).toHaveCount(1);
      }
      await expect(footer.locator('a[href*="feishu.cn"]')).toHaveCount(1);
      await expect(footer).toContainText('Copyright ©');
    });

    test('announcement bar asks for a star, links the latest docs and cannot be closed', async ({page}) => {
      await page.goto(localePath(locale, '/blog'));
      const bar = page.locator('[class*="announcementBar"]').first();
      await expect(bar.locator('a[href="https://github.com/goodrain/rainbond"]')).toBeVisible();
      await expect(bar.locator(`a[href="${localePath(locale, '/docs/')}"]`)).toBeVisible();
      await expect(bar.getByRole('button', {name: /close|关闭/i})).toHaveCount(0);
    });
  });
}

test.describe('language switch', () => {
  const path = '/docs/quick-start/architecture';

  test('goes from Chinese to the same page in English and back', async ({page}) => {
    await page.goto(path);
    await hydrated(page);
    await page.locator('nav.navbar').getByRole('button', {name: '简体中文'}).hover();
    await page.getByRole('link', {name: 'English'}).click();
    await expect(page).toHaveURL(new RegExp(`/en${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await hydrated(page);
    await page.locator('nav.navbar').getByRole('button', {name: 'English'}).hover();
    await page.getByRole('link', {name: '简体中文'}).click();
    await expect(page).toHaveURL(new RegExp(`127.0.0.1:\\d+${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});

test.describe('not found', () => {
  for (const locale of locales) {
    test(`unknown ${locale} path answers 404 with the not-found page`, async ({page}) => {
      const response = await page.goto(localePath(locale, '/no/such/page'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en');
      await expect(page.locator('h1')).toHaveText(locale === 'zh' ? '找不到页面' : 'Page Not Found');
    });
  }
});
