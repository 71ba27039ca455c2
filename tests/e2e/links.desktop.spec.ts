import * as cheerio from 'cheerio';
import {test, expect, locales} from './fixtures';
import {sitemapPaths} from './sitemap';

// Every page of either sitemap answers 200 with server HTML in its language and with an h1, and
// every same-origin link and asset it names (a[href], link[href], script[src], img[src]) answers 200
// from the production nginx configuration. This is plain HTTP,
// no browser: the build already fails on broken Markdown links, and this proves the server's rules
// (trailing slashes, locale prefixes, redirects) deliver what the HTML points at, for every page,
// at a cost of a few milliseconds per URL.

/** Runs `task` over `items` with at most `limit` running at once. */
async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
}

for (const locale of locales) {
  test(`every ${locale} page, and every link and asset it names, answers 200`, async ({baseURL}) => {
    const pages = sitemapPaths(locale);
    test.setTimeout(60_000 + pages.length * 200);
    const targets = new Map<string, string>(); // target path → first page that names it
    const failures: string[] = [];
    await pool(pages, 8, async (path) => {
      const res = await fetch(`${baseURL}${path}`);
      if (res.status !== 200) {
        failures.push(`${path}: status ${res.status}`);
        return;
      }
      const $ = cheerio.load(await res.text());
      const lang = $('html').attr('lang');
      if (lang !== (locale === 'zh' ? 'zh-CN' : 'en')) failures.push(`${path}: lang="${lang}"`);
      if (!$('h1').text().trim()) failures.push(`${path}: no h1 in the server HTML`);
      // A route the server cannot match still answers 200 with the not-found page in it.
      if (/^(找不到页面|Page Not Found)$/.test($('h1').first().text().trim())) failures.push(`${path}: the server HTML is the not-found page`);
      const refs = [
        ...$('a[href], link[href]').map((_, el) => $(el).attr('href')).get(),
        ...$('script[src], img[src]').map((_, el) => $(el).attr('src')).get(),
      ];
      for (const ref of refs) {
        if (!ref.startsWith('/') || ref.startsWith('//')) continue;
        const target = ref.replace(/[#?].*$/, '');
        if (target && !targets.has(target)) targets.set(target, path);
      }
    });
    expect(targets.size).toBeGreaterThan(pages.length);
    await pool([...targets], 8, async ([target, from]) => {
      const res = await fetch(`${baseURL}${target}`, {method: 'GET'});
      await res.arrayBuffer();
      if (res.status !== 200) failures.push(`${from} → ${target}: status ${res.status}`);
    });
    expect(failures).toEqual([]);
  });
}
