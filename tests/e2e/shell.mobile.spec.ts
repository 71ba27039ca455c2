import {test, expect, hydrated, localePath, locales, menuToggle} from './fixtures';
import type {Page} from '@playwright/test';

// Spec §2.2 mobile layout (≤ 996 px) and §2.4 language switch in the side menu.

const menu = (page: Page) => page.locator('.navbar-sidebar');
const menuOpen = (page: Page) => page.locator('nav.navbar').evaluate((el) => el.classList.contains('navbar-sidebar--show'));
const back = {zh: '← 回到主菜单', en: '← Back to main menu'};

/** Opens the side menu on its main (navbar) level. */
async function openMainMenu(page: Page, locale: 'zh' | 'en') {
  await menuToggle(page).click();
  await expect(menu(page)).toBeVisible();
  const backButton = menu(page).getByRole('button', {name: back[locale]});
  if (await backButton.isVisible()) await backButton.click();
}

for (const locale of locales) {
  test.describe(`mobile shell ${locale}`, () => {
    test('§2.2 the side menu slides in with the navbar items', async ({page}) => {
      await page.goto(localePath(locale, '/case'));
      await hydrated(page);
      expect(await menuOpen(page)).toBe(false);
      await openMainMenu(page, locale);
      expect(await menuOpen(page)).toBe(true);
      for (const label of locale === 'zh' ? ['文档', 'OpenAPI', '社区', '精选应用', '企业版'] : ['Docs', 'OpenAPI', 'Community', 'Curated apps', 'Enterprise']) {
        await expect(menu(page).getByText(label, {exact: true}).first()).toBeVisible();
      }
    });

    test('§2.2 on a docs page the menu opens on the docs sidebar, with a back button to the main menu', async ({page}) => {
      await page.goto(localePath(locale, '/docs/quick-start/architecture'));
      await hydrated(page);
      await menuToggle(page).click();
      const backButton = menu(page).getByRole('button', {name: back[locale]});
      await expect(backButton).toBeVisible();
      await expect(menu(page).locator('.menu__link--active').first()).toBeVisible();
      await backButton.click();
      await expect(menu(page).getByText(locale === 'zh' ? '精选应用' : 'Curated apps', {exact: true})).toBeVisible();
    });

    test('§2.2 the page body does not scroll while the menu is open', async ({page}) => {
      await page.goto(localePath(locale, '/docs/quick-start/architecture'));
      await hydrated(page);
      await menuToggle(page).click();
      await expect(menu(page)).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 800);
      // A scroll the wheel caused would have started by the second frame after it.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
    });

    test('§2.2 the menu is forced closed at desktop width', async ({page}) => {
      await page.goto(localePath(locale, '/blog'));
      await hydrated(page);
      await menuToggle(page).click();
      await expect.poll(() => menuOpen(page)).toBe(true);
      await page.setViewportSize({width: 1280, height: 800});
      await expect.poll(() => menuOpen(page)).toBe(false);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    });

    test('§2.2 the menu is forced closed on back navigation, which then stays on the page', async ({page}) => {
      await page.goto(localePath(locale, '/blog'));
      await hydrated(page);
      await openMainMenu(page, locale);
      await menu(page).getByRole('link', {name: locale === 'zh' ? '社区' : 'Community', exact: true}).click();
      await expect(page).toHaveURL(/\/community\/support$/);
      await menuToggle(page).click();
      await expect.poll(() => menuOpen(page)).toBe(true);
      // The browser's back button closes the open menu instead of leaving the page.
      await page.goBack();
      await expect.poll(() => menuOpen(page)).toBe(false);
      await expect(page).toHaveURL(/\/community\/support$/);
      // With the menu closed, back navigates as usual.
      await page.goBack();
      await expect(page).toHaveURL(/\/blog$/);
    });

    test('§2.4 the language switch in the menu goes to the same page in the other locale', async ({page}) => {
      const path = '/community/faqs';
      await page.goto(localePath(locale, path));
      await hydrated(page);
      await openMainMenu(page, locale);
      await menu(page).getByRole('button', {name: locale === 'zh' ? '选择语言' : 'Languages', exact: true}).click();
      await menu(page).getByRole('link', {name: locale === 'zh' ? 'English' : '简体中文'}).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale === 'zh' ? 'en' : 'zh', path)}$`));
    });
  });
}
