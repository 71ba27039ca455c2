import {test as base, expect, type Page, type Request} from '@playwright/test';

export type Locale = 'zh' | 'en';
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
 * Every test gets a page whose traffic can only reach the local server, and a
 * record of uncaught errors and failed same-origin requests on that page.
 */
export const test = base.extend<{problems: PageProblems}>({
  context: async ({context, baseURL}, use) => {
    const origin = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort('blockedbyclient'),
    );
    await use(context);
  },
  problems: async ({page, baseURL}, use) => {
    const origin = new URL(baseURL!).origin;
    const problems: PageProblems = {errors: [], failedRequests: []};
    const sameOrigin = (r: Request) => r.url().startsWith(origin);
    page.on('pageerror', (err) => problems.errors.push(err.message));
    page.on('requestfailed', (r) => {
      if (sameOrigin(r)) problems.failedRequests.push(`${r.url()} ${r.failure()?.errorText}`);
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
    // until then its links are plain server HTML, without React props.
    const footerLink = document.querySelector('footer a');
    return !footerLink || Object.keys(footerLink).some((key) => key.startsWith('__reactProps'));
  });
}
