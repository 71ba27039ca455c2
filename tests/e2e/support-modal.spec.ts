import {test, expect, hydrated, localePath, locales} from './fixtures';
import type {Page} from '@playwright/test';

// Spec §2.7 and §9: the support modal, driven by Playwright's fake clock.

const DELAY = 180_000;
const MARKER = 'rainbond.supportModal';
const text = {
  zh: {title: '支持 Rainbond', github: '去 GitHub', later: '以后再说', body: 'Star'},
  en: {title: 'Support Rainbond', github: 'Go to GitHub', later: 'Maybe later', body: 'star'},
};
const dialog = (page: Page) => page.getByRole('dialog');

/**
 * Lets the page run what it has queued (React renders through message events, which the fake clock
 * leaves alone), then tells whether it has asked for the dialog's code: a modal that became due asks
 * for it while rendering, before its dialog can show.
 */
async function dialogCodeRequested(page: Page, requested: string[]): Promise<boolean> {
  await page.evaluate(async () => {
    for (let i = 0; i < 3; i += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
  return requested.some((url) => /SupportDialog|node_modules_antd/.test(url));
}

/** The URLs of the scripts the page asks for from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) urls.push(request.url());
  });
  return urls;
}

/** Collects the bodies of the scripts the page fetches (the fake clock also fakes `performance`). */
function recordScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}
// A marker of antd's CSS-in-JS runtime, present in its chunk only.
const ANTD = 'data-token-hash';

for (const locale of locales) {
  test.describe(`support modal ${locale}`, () => {
    test.beforeEach(async ({page}) => {
      await page.clock.install();
    });

    test('§2.7 appears 180 s after the first non-home page view, with its text and GitHub button', async ({page}) => {
      const requested = scriptRequests(page);
      await page.goto(localePath(locale, '/docs/quick-start/architecture'));
      await hydrated(page);
      // The installed clock runs at real speed until paused, so time spent
      // loading counts toward the delay: measure from the moment the page
      // scheduled the modal (its marker) and stop the clock 1 s before it is due.
      const scheduledAt = Number(await page.evaluate((key) => sessionStorage.getItem(key), MARKER));
      expect(scheduledAt).toBeGreaterThan(0);
      await page.clock.pauseAt(scheduledAt + DELAY - 1000);
      expect(await dialogCodeRequested(page, requested)).toBe(false);
      await expect(dialog(page)).toHaveCount(0);
      await page.clock.runFor(1000);
      // Let time flow again for the dialog's chunk and its animation.
      await page.clock.resume();
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toContainText(text[locale].title);
      await expect(dialog(page)).toContainText(text[locale].body);
      await expect(dialog(page).getByRole('link', {name: text[locale].github})).toHaveAttribute('href', 'https://github.com/goodrain/rainbond');
    });

    test('§2.7 antd is fetched only when the modal is about to show', async ({page}) => {
      const scripts = recordScripts(page);
      await page.goto(localePath(locale, '/docs/'));
      await hydrated(page);
      const before = await Promise.all(scripts);
      expect(before.length).toBeGreaterThan(0);
      expect(before.filter((body) => body.includes(ANTD))).toHaveLength(0);
      await page.clock.fastForward(DELAY);
      await expect(dialog(page)).toBeVisible();
      const after = (await Promise.all(scripts)).slice(before.length);
      expect(after.filter((body) => body.includes(ANTD)).length).toBeGreaterThan(0);
    });

    test('§2.7 is centred, 600 px wide where the screen allows, and a click on the mask does not close it', async ({page}) => {
      await page.goto(localePath(locale, '/blog/apollo'));
      await hydrated(page);
      await page.clock.fastForward(DELAY);
      await expect(dialog(page)).toBeVisible();
      // Let the opening animation finish before measuring.
      await page.clock.fastForward(2000);
      await expect(page.locator('.ant-modal')).not.toHaveClass(/ant-zoom/);
      const viewport = page.viewportSize()!;
      const box = (await page.locator('.ant-modal').boundingBox())!;
      if (viewport.width >= 640) {
        expect(Math.round(box.width)).toBe(600);
      } else {
        // On a phone it takes the screen width less a small margin.
        expect(box.width).toBeGreaterThan(viewport.width - 40);
        expect(box.width).toBeLessThanOrEqual(viewport.width);
      }
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
      expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(viewport.height * 0.1);
      expect(await page.locator('.ant-modal-wrap').evaluate((el) => getComputedStyle(el).zIndex)).toBe('1000');
      await page.mouse.click(5, viewport.height - 5);
      // A click that closed it would start its closing animation at once.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(dialog(page)).toBeVisible();
      await expect(page.locator('.ant-modal')).not.toHaveClass(/ant-zoom-leave/);
    });

    test('§2.7 can be cancelled with its button, the close icon or Escape', async ({page}) => {
      for (const close of ['later', 'icon', 'Escape'] as const) {
        await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
        await page.goto(localePath(locale, '/community/support'));
        await hydrated(page);
        await page.clock.fastForward(DELAY);
        await expect(dialog(page)).toBeVisible();
        // Wait for the opening animation: before it ends, focus is not yet in
        // the dialog and rc-dialog does not see an Escape.
        await expect(dialog(page)).not.toHaveClass(/ant-zoom-appear/);
        if (close === 'later') await dialog(page).getByRole('button', {name: text[locale].later}).click();
        if (close === 'icon') await page.locator('.ant-modal-close').click();
        if (close === 'Escape') await page.keyboard.press('Escape');
        await expect(dialog(page)).toBeHidden();
      }
    });

    test('§2.7 never appears when the session starts on the home page', async ({page}) => {
      const requested = scriptRequests(page);
      await page.goto(localePath(locale, '/'));
      await hydrated(page);
      await page.locator('footer.footer').getByRole('link', {name: locale === 'zh' ? '博客' : 'Blog'}).click();
      await expect(page).toHaveURL(/\/blog$/);
      await page.clock.fastForward(DELAY * 2);
      expect(await dialogCodeRequested(page, requested)).toBe(false);
      await expect(dialog(page)).toHaveCount(0);
    });

    test('§2.7 never appears again once the session has its marker', async ({page}) => {
      await page.goto(localePath(locale, '/docs/'));
      await hydrated(page);
      expect(await page.evaluate(() => sessionStorage.getItem('rainbond.supportModal'))).not.toBeNull();
      const requested = scriptRequests(page);
      await page.reload();
      await hydrated(page);
      await page.clock.fastForward(DELAY * 2);
      expect(await dialogCodeRequested(page, requested)).toBe(false);
      await expect(dialog(page)).toHaveCount(0);
    });
  });
}
