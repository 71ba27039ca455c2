import {test, expect, colourMode, hydrated, isMobile, localePath, locales, menuToggle, toggleColourMode, useColourMode} from './fixtures';
import type {Page} from '@playwright/test';

// Spec §4 "States and transitions", both locales, desktop and mobile.

for (const locale of locales) {
  test.describe(`colour mode ${locale}`, () => {
    test('§4 starts light by default, from the document attribute set before the page paints', async ({page}) => {
      await page.goto(localePath(locale, '/docs/'), {waitUntil: 'commit'});
      await page.waitForSelector('html[data-theme]', {state: 'attached'});
      expect(await colourMode(page)).toBe('light');
    });

    test('§4 a stored choice is applied before the page paints', async ({page}) => {
      await useColourMode(page, 'dark');
      await page.goto(localePath(locale, '/docs/'), {waitUntil: 'domcontentloaded'});
      expect(await colourMode(page)).toBe('dark');
    });

    test('§4 the toggle switches the mode and the choice persists', async ({page}) => {
      await page.goto(localePath(locale, '/docs/'));
      await hydrated(page);
      await toggleColourMode(page);
      await expect.poll(() => colourMode(page)).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await page.reload();
      expect(await colourMode(page)).toBe('dark');
    });

    test('§4 the system preference is not followed (respectPrefersColorScheme is off)', async ({page}) => {
      await page.emulateMedia({colorScheme: 'dark'});
      await page.goto(localePath(locale, '/docs/'));
      await hydrated(page);
      expect(await colourMode(page)).toBe('light');
    });

    test('§4 other tabs follow a change through storage events', async ({page, context}) => {
      await page.goto(localePath(locale, '/docs/'));
      const other = await context.newPage();
      await other.goto(localePath(locale, '/blog'));
      await hydrated(page);
      await hydrated(other);
      await toggleColourMode(page);
      await expect.poll(() => colourMode(other)).toBe('dark');
    });
  });
}

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.locator('div[role="banner"]').filter({hasText: 'GitHub'});

  test('§4 a stored dismissal of another bar id is reset', async ({page}) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docusaurus.announcement.id', 'an-older-bar');
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/docs/');
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe('star-v5.8');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
  });

  test('§4 a stored dismissal of the same id keeps the bar closed', async ({page}) => {
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.id', 'star-v5.8');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.goto('/docs/');
    await hydrated(page);
    await expect(bar(page)).toHaveCount(0);
  });

  test('§4 the current bar offers no way to close it', async ({page}) => {
    await page.goto('/en/docs/');
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('button')).toHaveCount(0);
  });
});

test.describe('docs preferred version', () => {
  test('§4 picking a version in the dropdown is remembered for the docs plugin', async ({page}) => {
    await page.goto('/docs/quick-start/architecture');
    await hydrated(page);
    if (isMobile(page)) {
      await menuToggle(page).click();
      await page.locator('.navbar-sidebar').getByRole('button', {name: '← 回到主菜单'}).click();
      // The version list is open in the side menu.
      await page.locator('.navbar-sidebar').getByRole('link', {name: 'V5.8', exact: true}).click();
    } else {
      await page.locator('.navbar__inner').getByRole('button', {name: 'V5.8'}).hover();
      await page.locator('.navbar__inner').getByRole('link', {name: 'V5.8'}).click();
    }
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  });

  test('§4 a stored version that no longer exists is dropped', async ({page}) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docs-preferred-version-default', '5.5');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/docs/quick-start/architecture');
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  });
});

test.describe('tab groups', () => {
  test('§4 the choice in a tab group is stored per group and restored', async ({page}) => {
    await page.goto('/docs/quick-start/quick-install');
    await hydrated(page);
    const tabs = page.locator('[role="tablist"]').first();
    await tabs.getByRole('tab', {name: 'macOS'}).click();
    await expect(tabs.getByRole('tab', {name: 'macOS'})).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('macos');
    await page.goto('/en/docs/quick-start/quick-install');
    await hydrated(page);
    await expect(page.locator('[role="tablist"]').first().getByRole('tab', {name: 'macOS'})).toHaveAttribute('aria-selected', 'true');
  });

  test('§4 one tab is active at a time, and arrow keys move between tabs', async ({page}) => {
    await page.goto('/docs/quick-start/quick-install');
    await hydrated(page);
    const tabs = page.locator('[role="tablist"]').first();
    await expect(tabs.locator('[aria-selected="true"]')).toHaveCount(1);
    await tabs.getByRole('tab', {name: 'Linux'}).click();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', {name: 'macOS'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tabs.getByRole('tab', {name: 'macOS'})).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.locator('[aria-selected="true"]')).toHaveCount(1);
  });
});

test.describe('storage unavailable', () => {
  test('§4 one warning is logged and the site still works', async ({page, problems}) => {
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning' && /storage/i.test(msg.text())) warnings.push(msg.text());
    });
    await page.addInitScript(() => {
      const deny = () => {
        throw new DOMException('Storage is disabled', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', {get: deny, configurable: true});
      Object.defineProperty(window, 'sessionStorage', {get: deny, configurable: true});
    });
    await page.goto('/docs/quick-start/architecture');
    await hydrated(page);
    await expect(page.locator('article h1')).toBeVisible();
    await toggleColourMode(page);
    await expect.poll(() => colourMode(page)).toBe('dark');
    await page.locator('footer.footer').getByRole('link', {name: '博客'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(problems.errors).toEqual([]);
    expect(warnings).toHaveLength(1);
  });
});
