import {blogInstances} from '../../config/blogInstances';
import {test, expect, hydrated} from './fixtures';

// Spec §9 business constants, seen from the browser. (Support modal delay,
// width and marker: support-modal.spec.ts; progress bar: navigation.spec.ts;
// query parameter q: see the search page test below.)

test.describe('constants', () => {
  test('§9 mobile breakpoint is 996 px', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto('/docs/');
    await hydrated(page);
    await expect(page.getByRole('button', {name: /切换导航/})).toBeHidden();
    await page.setViewportSize({width: 996, height: 800});
    await expect(page.getByRole('button', {name: /切换导航/})).toBeVisible();
  });

  test('§9 the search page takes the query parameter q', async ({page}) => {
    await page.goto('/search?q=%E5%AE%89%E8%A3%85%20helm');
    await hydrated(page);
    await expect(page.locator('input[type="search"]').first()).toHaveValue('安装 helm');
  });

  test('§9 lists show 10 posts per page, newest first', async ({page}) => {
    for (const list of [...blogInstances.map((blog) => `/${blog.path}`), '/en/blog']) {
      await page.goto(list);
      const dates = await page.locator('article time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!));
      expect(dates.length).toBeGreaterThan(0);
      expect(dates.length).toBeLessThanOrEqual(10);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
  });
});
