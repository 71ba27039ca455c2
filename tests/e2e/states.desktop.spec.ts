import {test, expect, hydrated, localePath, locales} from './fixtures';

// Spec §4 dropdown behaviour (desktop navbar; on mobile the same items are
// collapsible sections of the side menu).

for (const locale of locales) {
  test.describe(`dropdown ${locale}`, () => {
    const label = locale === 'zh' ? '深入' : 'Deep dive';
    const item = locale === 'zh' ? '用户案例' : 'Case studies';

    test('§4 opens on hover', async ({page}) => {
      await page.goto(localePath(locale, '/docs/'));
      await hydrated(page);
      const menuItem = page.locator('.navbar__inner').getByRole('link', {name: item});
      await expect(menuItem).toBeHidden();
      await page.locator('.navbar__inner').getByRole('button', {name: label}).hover();
      await expect(menuItem).toBeVisible();
    });

    test('§4 opens on Enter and closes on a mousedown outside', async ({page}) => {
      await page.goto(localePath(locale, '/docs/'));
      await hydrated(page);
      const trigger = page.locator('.navbar__inner').getByRole('button', {name: label});
      const dropdown = page.locator('.navbar__inner .dropdown').filter({hasText: label});
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(dropdown).toHaveClass(/dropdown--show/);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await page.mouse.move(640, 600);
      await page.mouse.down();
      await page.mouse.up();
      await expect(dropdown).not.toHaveClass(/dropdown--show/);
    });

    test('§4 closes on a touch outside', async ({browser}) => {
      const context = await browser.newContext({hasTouch: true, viewport: {width: 1280, height: 800}});
      const page = await context.newPage();
      await page.goto(localePath(locale, '/docs/'));
      await hydrated(page);
      const trigger = page.locator('.navbar__inner').getByRole('button', {name: label});
      const dropdown = page.locator('.navbar__inner .dropdown').filter({hasText: label});
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(dropdown).toHaveClass(/dropdown--show/);
      await page.touchscreen.tap(640, 600);
      await expect(dropdown).not.toHaveClass(/dropdown--show/);
      await context.close();
    });
  });
}
