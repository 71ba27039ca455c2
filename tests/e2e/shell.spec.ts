import {test, expect, colourToggle, hydrated, isMobile, localePath, locales} from './fixtures';
import type {Page} from '@playwright/test';

// Spec §2 "Shell", points 1, 3, 5 and 6 (2 and 4 on mobile live in
// shell.mobile.spec.ts, 7 in support-modal.spec.ts), both locales.

const navbarBottom = (page: Page) => page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().bottom);

/** Scrolls to `y` and waits until the page has handled that scroll (its scroll event, then a frame). */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), {once: true});
        window.scrollTo({top, behavior: 'instant'});
      }),
    y,
  );
}

/** Resolves after the page has rendered two more frames: what a key press started has been drawn. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

for (const locale of locales) {
  test.describe(`shell ${locale}`, () => {
    test('§2.1 the navbar is fixed at the top and holds the logo, title and colour toggle', async ({page}) => {
      await page.goto(localePath(locale, '/docs/quick-start/architecture'));
      await hydrated(page);
      const navbar = page.locator('nav.navbar');
      expect(await navbar.evaluate((el) => getComputedStyle(el).position)).toMatch(/sticky|fixed/);
      const brand = navbar.locator('.navbar__inner a.navbar__brand');
      await expect(brand).toHaveAttribute('href', localePath(locale, '/'));
      // The visible title names the link; the logo beside it is decorative (alt "").
      await expect(brand.locator('img:visible')).toHaveAttribute('alt', '');
      await expect(brand).toHaveAccessibleName('Rainbond');
      if (!isMobile(page)) {
        await expect(colourToggle(navbar)).toBeVisible();
      }
    });

    test('§2.1 the navbar hides on scroll down, shows on scroll up and near the top', async ({page}) => {
      await page.goto(localePath(locale, '/docs/quick-start/architecture'));
      await hydrated(page);
      const height = await page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().height);
      await scrollTo(page, 400);
      await scrollTo(page, 1200);
      await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);
      await scrollTo(page, 1000);
      await expect.poll(() => navbarBottom(page)).toBeGreaterThan(0);
      await scrollTo(page, 1400);
      await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);
      // Within its own height of the top it is always shown.
      await scrollTo(page, Math.floor(height / 2));
      await expect.poll(() => navbarBottom(page)).toBeGreaterThan(0);
    });

    test('§2.1 the navbar hides on anchor navigation', async ({page}) => {
      await page.goto(localePath(locale, '/docs/quick-start/architecture'));
      await hydrated(page);
      const anchor = await page.locator('article h2[id]').nth(2).getAttribute('id');
      await page.evaluate((id) => {
        const link = document.createElement('a');
        link.href = `#${id}`;
        document.querySelector('article')!.prepend(link);
        link.click();
      }, anchor);
      await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
      await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);
    });

    test('§2.3 Ctrl+K and Cmd+K open the search modal, Escape closes it', async ({page}) => {
      await page.goto(localePath(locale, '/docs/'));
      await hydrated(page);
      for (const chord of ['Control+k', 'Meta+k']) {
        await page.keyboard.press(chord);
        await expect(page.locator('.DocSearch-Modal')).toBeVisible();
        await expect(page.locator('.DocSearch-Input')).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      }
    });

    test('§2.3 the slash key opens search, but not while typing in a field', async ({page}) => {
      await page.goto(localePath(locale, '/docs/'));
      await hydrated(page);
      await page.evaluate(() => {
        const box = document.createElement('div');
        box.id = 'fields';
        box.innerHTML =
          '<input id="f-input"><textarea id="f-textarea"></textarea>' +
          '<select id="f-select"><option>a</option></select><div id="f-editable" contenteditable="true">x</div>';
        document.querySelector('main, .main-wrapper')!.prepend(box);
      });
      // The modal's code is loaded once, so that a modal opened by mistake would show at once.
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      for (const id of ['f-input', 'f-textarea', 'f-select', 'f-editable']) {
        await page.locator(`#${id}`).focus();
        await page.keyboard.press('/');
        await twoFrames(page);
        await expect(page.locator('.DocSearch-Modal'), `typing "/" in #${id}`).toHaveCount(0);
        // The field took the key (the select has no text to take it).
        if (id === 'f-editable') await expect(page.locator(`#${id}`)).toContainText('/');
        else if (id !== 'f-select') await expect(page.locator(`#${id}`)).toHaveValue('/');
      }
      await page.evaluate(() => (document.activeElement as HTMLElement).blur());
      await page.keyboard.press('/');
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    });

    test('§2.3 typing while the search button is focused opens the modal with that character', async ({page}) => {
      await page.goto(localePath(locale, '/docs/'));
      await hydrated(page);
      await page.locator('.DocSearch-Button').focus();
      await page.keyboard.press('h');
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await expect(page.locator('.DocSearch-Input')).toHaveValue('h');
    });

    test('§2.3 clicking the search button opens the modal', async ({page}) => {
      await page.goto(localePath(locale, '/blog'));
      await hydrated(page);
      await page.locator('.DocSearch-Button').click();
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    });

    test('§2.5 a skip-to-content link is the first stop of the keyboard and moves focus to the content', async ({page}) => {
      await page.goto(localePath(locale, '/docs/quick-start/architecture'));
      await hydrated(page);
      await page.keyboard.press('Tab');
      const skip = page.locator(':focus');
      await expect(skip).toHaveText(locale === 'zh' ? '跳到主要内容' : 'Skip to main content');
      await page.keyboard.press('Enter');
      const focusedInMain = await page.evaluate(() => {
        const el = document.activeElement;
        return Boolean(el && (el.tagName === 'MAIN' || el.closest('main') || el.id === '__docusaurus_skipToContent_fallback'));
      });
      expect(focusedInMain).toBe(true);
    });

    test('§2.5 after a client-side navigation the keyboard starts again at the skip link', async ({page}) => {
      // Between two docs pages, where the layout (and the skip link in it) stays mounted.
      await page.goto(localePath(locale, '/docs/quick-start/architecture'));
      await hydrated(page);
      const next = page.locator('a.pagination-nav__link--next');
      const target = await next.getAttribute('href');
      await next.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      // Focus went to the top of the page with the navigation, so the next Tab is the skip link.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('region');
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText(locale === 'zh' ? '跳到主要内容' : 'Skip to main content');
    });
  });
}

const crashTitle = {zh: '页面已崩溃。', en: 'This page crashed.'};
const tryAgain = {zh: '重试', en: 'Try again'};

for (const locale of locales) {
  test.describe(`error fallback ${locale}`, () => {
    test('§2.6 a page that crashes shows "This page crashed." with the message and a working "Try again"', async ({page}) => {
      await page.goto(localePath(locale, '/blog/archive'));
      await hydrated(page);
      // Make the next render of a blog post fail, as a broken component would.
      await page.evaluate(() => {
        const Original = Intl.DateTimeFormat;
        (window as any).__restoreIntl = () => (Intl.DateTimeFormat = Original);
        (Intl as any).DateTimeFormat = function () {
          throw new Error('Simulated render failure');
        };
      });
      await page.locator('main a[href$="/blog/apollo"]').first().click();
      await expect(page.getByRole('heading', {name: crashTitle[locale]})).toBeVisible();
      await expect(page.getByText('Simulated render failure')).toBeVisible();
      // The shell stays usable around the crashed content.
      await expect(page.locator('nav.navbar')).toBeVisible();
      // Mend the cause and press "Try again" in one task, so that nothing else
      // re-renders the page in between and the button is what recovers it.
      const clicked = await page.evaluate((label) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
        (window as any).__restoreIntl();
        button?.click();
        return Boolean(button);
      }, tryAgain[locale]);
      expect(clicked).toBe(true);
      await expect(page.getByRole('heading', {name: crashTitle[locale]})).toHaveCount(0);
      await expect(page.locator('article h1')).toBeVisible();
    });

    test('§2.6 a crash outside the page content shows the full-page variant titled "Page Error"', async ({page}) => {
      // The navbar's search button reads navigator.platform after mounting:
      // make that read fail once.
      await page.addInitScript(() => {
        let failures = 1;
        const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'platform')!;
        Object.defineProperty(Navigator.prototype, 'platform', {
          configurable: true,
          get() {
            if (failures > 0 && document.readyState !== 'loading') {
              failures -= 1;
              throw new Error('Simulated shell failure');
            }
            return real.get!.call(this);
          },
        });
      });
      await page.goto(localePath(locale, '/docs/'));
      await expect(page.getByRole('heading', {name: 'This page crashed'}).first()).toBeVisible();
      await expect(page).toHaveTitle('Page Error');
      await expect(page.getByText('Simulated shell failure').first()).toBeVisible();
      await page.getByRole('button', {name: 'Try again'}).first().click();
      await expect(page.locator('article h1')).toBeVisible();
    });
  });
}
