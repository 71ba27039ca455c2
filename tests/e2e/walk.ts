import type {Page} from '@playwright/test';
import {hydrated, type Locale, type PageProblems} from './fixtures';

/**
 * Returns a function that loads one path in `page` and lists what is wrong with it: a status other
 * than 200, no visible h1, the wrong `lang`, an uncaught error, a console error or a failed
 * same-origin request. The page is reused from path to path; before it leaves a path, it waits
 * until the requests that path started (late chunks, prefetches) have ended, so that each problem
 * is charged to the path that caused it and no request is cut off by the next navigation.
 */
export async function walker(page: Page, problems: PageProblems): Promise<(path: string, locale: Locale) => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));

  const settle = async () => {
    const deadline = Date.now() + 10_000;
    while (inFlight > 0 && Date.now() < deadline) await page.waitForTimeout(25);
    return inFlight === 0;
  };

  return async (path, locale) => {
    problems.errors.length = 0;
    problems.failedRequests.length = 0;
    consoleErrors.length = 0;
    const found: string[] = [];
    try {
      const response = await page.goto(path);
      if (response?.status() !== 200) found.push(`status ${response?.status()}`);
      await hydrated(page);
      if (!(await page.locator('h1').first().isVisible())) found.push('no visible h1');
      const lang = await page.getAttribute('html', 'lang');
      if (lang !== (locale === 'zh' ? 'zh-CN' : 'en')) found.push(`lang="${lang}"`);
      if (!(await settle())) found.push(`${inFlight} request(s) still pending after 10 s`);
    } catch (err) {
      found.push((err as Error).message.split('\n')[0]);
      await settle();
    }
    found.push(
      ...problems.errors.map((e) => `uncaught: ${e}`),
      ...problems.failedRequests.map((r) => `failed request: ${r}`),
      ...consoleErrors.map((c) => `console: ${c}`),
    );
    return found.map((f) => `${path}: ${f}`);
  };
}
