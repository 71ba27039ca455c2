import type {Page} from '@playwright/test';
import {hydrated, type Locale, type PageProblems} from './fixtures';

/** How a path is reached: a full page load (server HTML, then hydration) or a client-side navigation. */
export type Arrival = 'load' | 'navigate';

/**
 * Returns a function that brings `page` to one path and lists what is wrong with it: a status other
 * than 200, no visible h1, the wrong `lang`, an uncaught error, a console error or a failed
 * same-origin request. The page is reused from path to path.
 *
 * - `load`: a full page load, as a reader arriving from a search engine gets it: the server's HTML,
 *   then React hydrating it (a hydration mismatch is a console error).
 * - `navigate`: a client-side navigation, as a reader clicking a link gets it: the router loads the
 *   route's chunks and renders the page (a render error is an uncaught error or the crash page, and
 *   the navigation then never completes). It skips re-running the site's main bundle, which is most
 *   of a full load's cost. The server HTML of every page is checked over HTTP in links.spec.
 *
 * Before it leaves a path, it waits until the requests that path started (late chunks, prefetches)
 * have ended, so each problem is charged to the path that caused it.
 */
export async function walker(page: Page, problems: PageProblems): Promise<(path: string, locale: Locale, arrival: Arrival) => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  let inFlight = 0;
  let idle: (() => void)[] = [];
  const ended = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    for (const resolve of idle) resolve();
    idle = [];
  };
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  /** Resolves when no request of the page is in flight (the event, however long it takes: the test's timeout bounds it). */
  const settle = () => (inFlight <= 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.push(resolve)));

  const arrive = async (path: string, arrival: Arrival, found: string[]) => {
    if (arrival === 'load') {
      const response = await page.goto(path);
      if (response?.status() !== 200) found.push(`status ${response?.status()}`);
      await hydrated(page);
      return;
    }
    // The router listens to popstate: push the address, then tell it. The page has arrived when its
    // canonical link (set by the page itself once it renders) names the new path.
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
    }, path);
    const bare = (p: string) => decodeURI(p).replace(/\/$/, '');
    await page.waitForFunction(
      (target) => {
        const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
        return canonical !== undefined && decodeURI(new URL(canonical).pathname).replace(/\/$/, '') === target;
      },
      bare(path),
      {timeout: 0},
    );
  };

  return async (path, locale, arrival) => {
    if (arrival === 'load' && page.url() !== 'about:blank') {
      // Leave the previous page first: requests it started late (idle-time prefetches) are cancelled
      // by this navigation, and must not be charged to the next path.
      await page.goto('about:blank');
      await settle();
    }
    problems.errors.length = 0;
    problems.failedRequests.length = 0;
    consoleErrors.length = 0;
    const found: string[] = [];
    try {
      await arrive(path, arrival, found);
      // The page has arrived (hydrated, or rendered by the router): its h1 is there or missing now.
      if (!(await page.locator('h1').first().isVisible())) found.push('no visible h1');
      const lang = await page.getAttribute('html', 'lang');
      if (lang !== (locale === 'zh' ? 'zh-CN' : 'en')) found.push(`lang="${lang}"`);
      if (await page.getByText(/^(This page crashed\.|页面已崩溃。)$/).count()) found.push('the crash page shows');
      if (await page.locator('h1', {hasText: /^(找不到页面|Page Not Found)$/}).count()) found.push('the not-found page shows');
      await settle();
    } catch (err) {
      found.push((err as Error).message.split('\n')[0]);
      await settle();
    }
    found.push(
      ...problems.errors.map((e) => `uncaught: ${e}`),
      ...problems.failedRequests.map((r) => `failed request: ${r}`),
      ...consoleErrors.map((c) => `console: ${c}`),
    );
    return found.map((f) => `${path} (${arrival}): ${f}`);
  };
}
