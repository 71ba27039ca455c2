import {test, expect, hydrated, localePath, locales} from './fixtures';
import type {Page} from '@playwright/test';

// Spec §4 dropdown behaviour (desktop navbar; on mobile the same items are
// collapsible sections of the side menu).

for (const locale of locales) {
  test.describe(`dropdown ${locale}`, () => {
    const label = locale === 'zh' ? '深入' : 'Deep dive';
    const deepDive = (page: Page) => ({
      trigger: page.locator('.navbar__inner').getByRole('button', {name: label}),
      dropdown: page.locator('.navbar__inner .dropdown').filter({hasText: label}),
    });
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
      const {trigger, dropdown} = deepDive(page);
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
      const {trigger, dropdown} = deepDive(page);
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(dropdown).toHaveClass(/dropdown--show/);
      await page.touchscreen.tap(640, 600);
      await expect(dropdown).not.toHaveClass(/dropdown--show/);
      await context.close();
    });
  });
}

// The navbar marks the docs sidebar the current doc belongs to. The client finds that doc in the docs
// plugin's list, which plugins/lazy-routes keeps out of `main` and fills in as routes load: after a
// full load and after client-side navigation, the right item is active, and only that one.
for (const locale of locales) {
  test.describe(`navbar active item ${locale}`, () => {
    const docs = locale === 'zh' ? '文档' : 'Docs';
    const api = 'OpenAPI';
    const navbarLink = (page: import('@playwright/test').Page, name: string) =>
      page.locator('.navbar__inner').getByRole('link', {name, exact: true});

    test('§4 the docs item on a guide page, the OpenAPI item on an operation page', async ({page}) => {
      await page.goto(localePath(locale, '/docs/quick-start/architecture'));
      await hydrated(page);
      await expect(navbarLink(page, docs)).toHaveClass(/navbar__link--active/);
      await expect(navbarLink(page, api)).not.toHaveClass(/navbar__link--active/);

      // Client-side navigation to a page of the other sidebar, whose route was never loaded.
      await navbarLink(page, api).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/docs/Intro')}$`));
      await expect(navbarLink(page, api)).toHaveClass(/navbar__link--active/);
      await expect(navbarLink(page, docs)).not.toHaveClass(/navbar__link--active/);

      // A full load of an operation page deep in the API sidebar.
      await page.goto(localePath(locale, '/docs/api/application/buildComponent'));
      await hydrated(page);
      await expect(navbarLink(page, api)).toHaveClass(/navbar__link--active/);
      await expect(navbarLink(page, docs)).not.toHaveClass(/navbar__link--active/);

      // And back to a guide by the sidebar's own link.
      await navbarLink(page, docs).click();
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(navbarLink(page, docs)).toHaveClass(/navbar__link--active/);
      await expect(navbarLink(page, api)).not.toHaveClass(/navbar__link--active/);
    });
  });
}
