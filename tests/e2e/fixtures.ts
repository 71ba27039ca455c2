import {test as base, expect, type Locator, type Page, type Request} from '@playwright/test';
import type {Locale} from '../../src/types/localized';

export type {Locale};
export const locales: readonly Locale[] = ['zh', 'en'];

/** Path of `path` (written without locale, starting with /) in `locale`. */
export function localePath(locale: Locale, path: string): string {
  return locale === 'zh' ? path : `/en${path}`;
}

export interface PageProblems {
  errors: string[];
  failedRequests: string[];
}

/**
 * Every test gets a page and a record of uncaught errors and failed
 * same-origin requests on that page. Traffic can only reach the local server:
 * Chromium resolves no other host name and sends everything else to a dead
 * proxy (playwright.config.ts). That costs nothing per request, where a
 * context-wide route sent every request through the test runner (about a
 * quarter of each page load).
 */
export const test = base.extend<{problems: PageProblems}>({
  // When a test fails, the page's console (and its page errors and
  // navigations) is printed with the failure, so a rare flake can be read
  // from the CI log.
  page: async ({page}, use, testInfo) => {
    const log: string[] = [];
    page.on('console', (m) => log.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (err) => log.push(`pageerror: ${err.message}`));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) log.push(`navigated: ${frame.url()}`);
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && log.length > 0) {
      await testInfo.attach('browser console', {body: log.join('\n'), contentType: 'text/plain'});
      console.log(`Browser console of "${testInfo.title}" (last 40 lines):\n  ${log.slice(-40).join('\n  ')}`);
    }
  },
  problems: async ({page, baseURL}, use) => {
    const origin = new URL(baseURL!).origin;
    const problems: PageProblems = {errors: [], failedRequests: []};
    const sameOrigin = (r: Request) => r.url().startsWith(origin);
    page.on('pageerror', (err) => problems.errors.push(err.message));
    page.on('requestfailed', (r) => {
      // A <link rel=prefetch> (resource type "other") that a navigation cancels is by design, not a failure.
      const cancelledPrefetch = r.failure()?.errorText === 'net::ERR_ABORTED' && r.resourceType() === 'other';
      if (sameOrigin(r) && !cancelledPrefetch) problems.failedRequests.push(`${r.url()} ${r.failure()?.errorText}`);
    });
    page.on('response', (r) => {
      // The not-found page itself answers 404 on purpose; its assets must not.
      if (sameOrigin(r.request()) && r.status() >= 400 && r.request().resourceType() !== 'document') {
        problems.failedRequests.push(`${r.url()} ${r.status()}`);
      }
    });
    await use(problems);
  },
});

export {expect};

/** Waits until React has hydrated the page (the theme sets this attribute). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.documentElement.dataset.hasHydrated !== 'true') return false;
    // The footer hydrates a moment later, from its own chunk (src/theme/Footer):
    // until then its links are plain server HTML, without React props. (The
    // site's footer: a doc's own footer hydrates only when the reader reaches it.)
    const footerLink = document.querySelector('footer.footer a');
    return !footerLink || Object.keys(footerLink).some((key) => key.startsWith('__reactProps'));
  });
}

/**
 * Waits until the search modal's latest answer (`data-search-answer` on <html>, src/search/answerState.ts)
 * is `answer`. An answer from the whole index waits for its 900 KiB: bounded by the test's timeout,
 * not expect's 5 s, which a busy 2-core machine has exceeded.
 */
export async function searchAnswered(page: Page, answer: 'hits' | 'empty'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-search-answer', answer, {timeout: 0});
}

/** Opens `path` in `locale`, checks that it answered 200 and waits for hydration. */
export async function openPage(page: Page, locale: Locale, path: string): Promise<void> {
  const response = await page.goto(localePath(locale, path));
  expect(response?.status()).toBe(200);
  await hydrated(page);
}

/** `text` as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether a viewport has the mobile layout (Docusaurus' breakpoint: 996 px and narrower); no viewport is the desktop default. */
export function isMobileViewport(viewport: {width: number} | null | undefined): boolean {
  return (viewport?.width ?? 1280) <= 996;
}

/** Whether the page has the mobile layout. */
export function isMobile(page: Page): boolean {
  return isMobileViewport(page.viewportSize());
}

/** The button that opens the side menu on mobile, in either language. */
export function menuToggle(page: Page): Locator {
  return page.getByRole('button', {name: /toggle navigation|切换导航/i});
}

/** The colour-mode switch inside `scope` (the navbar, or the side menu on mobile), in either language. */
export function colourToggle(scope: Page | Locator): Locator {
  return scope.getByRole('button', {name: /dark|light|暗黑|浅色/});
}

export type ColourMode = 'light' | 'dark';
export const colourModes: readonly ColourMode[] = ['light', 'dark'];

/** The colour mode the page shows now (`data-theme` on <html>). */
export function colourMode(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('data-theme');
}

/** Stores the colour mode before any page script runs, as a returning visitor would have it. */
export async function useColourMode(page: Page, mode: ColourMode): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), mode);
}

/** Clicks the colour-mode switch as a visitor would: in the navbar, or on mobile in the side menu, which it closes again. */
export async function toggleColourMode(page: Page): Promise<void> {
  if (isMobile(page)) {
    const menu = page.locator('.navbar-sidebar');
    await menuToggle(page).click();
    await colourToggle(menu).click();
    await menu.getByRole('button', {name: /close|关闭/i}).click();
    await expect(menu).toBeHidden();
  } else {
    await colourToggle(page.locator('.navbar__inner')).click();
  }
}
