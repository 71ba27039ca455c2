import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, hydrated, localePath, locales} from './fixtures';
import {sitemapPaths} from './sitemap';

// Issue 28: the chunks a page's first render needs (its route group of plugins/lazy-routes and its
// page chunks) are named in its HTML, so that the browser fetches them with `main`, not after it.

const BUILD = join(__dirname, '..', '..', 'build');

/** The built HTML file of a page path (as nginx finds it: <path>/index.html, or <path>.html). */
function htmlOf(path: string): string {
  const file = [join(BUILD, path, 'index.html'), join(BUILD, `${path.replace(/\/$/, '')}.html`)].find((f) => existsSync(f));
  if (!file) throw new Error(`no HTML file for ${path}`);
  return readFileSync(file, 'utf8');
}

/** The script preload links of a page's HTML, as paths. */
const preloads = (html: string) => [...html.matchAll(/<link rel="?preload"? href="?([^" >]+\.js)"? as="?script"?/g)].map((m) => m[1]!);

const sources = new Map<string, string>();
const source = (url: string) => {
  if (!sources.has(url)) sources.set(url, readFileSync(join(BUILD, url), 'utf8'));
  return sources.get(url)!;
};

for (const locale of locales) {
  test(`every page's HTML names its route group and page chunks (${locale})`, () => {
    const missing: string[] = [];
    const paths = sitemapPaths(locale);
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      const links = preloads(htmlOf(path));
      const groups = links.filter((url) => /\/lazy-routes-g\d+\.js$/.test(url));
      // The route of the page is in one of the groups its HTML names: its chunk names are keyed
      // "<route path>-<hash>" (the route's path with or without its trailing slash).
      const route = decodeURI(path);
      const keys = [`"${route}-`, `"${route.replace(/\/$/, '')}-`];
      if (!groups.some((url) => keys.some((key) => source(url).includes(key)))) missing.push(`${path}: groups ${groups.join(' ') || 'none'}`);
      // And at least one chunk of the page itself: its content or its theme component.
      else if (links.length <= groups.length) missing.push(`${path}: no page chunk`);
    }
    expect(missing).toEqual([]);
  });

  for (const path of ['/docs/quick-start/quick-install', '/blog/apollo']) {
    test(`${localePath(locale, path)}: the route group chunk is requested while main.js is still on its way`, async ({page, problems}) => {
      // main.js is held back until the group chunk has been requested: had the browser learnt of the
      // group only from main.js, as before, the group would never be requested and the page never load.
      const groupRequested = page.waitForRequest((r) => /\/lazy-routes-g\d+\.js$/.test(r.url()));
      await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
        await groupRequested;
        await route.continue();
      });
      await page.goto(localePath(locale, path));
      await hydrated(page);
      // Every chunk the HTML preloads was run by the page (none was fetched for nothing).
      const notRun = await page.evaluate(() => {
        const installed = Object.keys(window)
          .filter((key) => key.startsWith('webpackChunk'))
          .flatMap((key) => (window as unknown as Record<string, [string[]][]>)[key]!.flatMap((entry) => entry[0]));
        return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')]
          .map((link) => new URL(link.href).pathname.replace(/^.*\/([^/]+)\.js$/, '$1'))
          .filter((id) => !installed.includes(id));
      });
      expect(notRun).toEqual([]);
      expect(problems.errors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });
  }
}
