import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {isRedirectPage} from '../../plugins/csp';
import {expandRedirects, type Redirect} from '../../src/data/redirects';

// Shared by tests/e2e/redirects.desktop.spec.ts and the offline package's test: plain HTTP requests
// (no browser page per row), a few at a time.

export const LOCALE_PREFIXES = ['', '/en'] as const;
export const redirects: readonly Redirect[] = expandRedirects();

/** The address nginx sends `to` of the table to in the locale of `prefix` (the query goes before the fragment). */
export function targetOf(prefix: string, to: string, query = ''): string {
  const [path, fragment] = to.split('#');
  return `${prefix}${path}${query}${fragment ? `#${fragment}` : ''}`;
}

/** Every row in both locales, with and without a trailing slash, and where nginx must send it. */
export function redirectCases(): {from: string; expected: string}[] {
  return LOCALE_PREFIXES.flatMap((prefix) => redirects.flatMap(({from, to}) => ['', '/'].map((slash) => ({from: `${prefix}${from}${slash}`, expected: targetOf(prefix, to)}))));
}

/** The old addresses of tests/fixtures/legacy-urls.txt (tools/redirects/collect-legacy-urls.mjs). */
export function legacyPaths(): string[] {
  return readFileSync(join(__dirname, '../fixtures/legacy-urls.txt'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('\t')[0]!);
}

/** Runs `fn` over `items`, `limit` at a time. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({length: Math.min(limit, items.length)}, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

/** Whether the (minified) HTML has an element with this id. */
export function hasSection(html: string, id: string): boolean {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\sid=("?)${escaped}\\1[\\s>]`).test(html);
}

const get = (url: string) => fetch(url, {redirect: 'manual'});

/**
 * What is wrong with serving `from` as one hop to a page: the first answer must be a 301 to
 * `expected` (when given), and the address it names must answer 200 with a page, not another
 * redirect, holding the section its fragment names. `from` may also answer 200 itself when no
 * target is expected (an address that is still a page).
 */
export async function oneHopProblems(origin: string, from: string, expected?: string, pages = new Map<string, Promise<string | null>>()): Promise<string[]> {
  const first = await get(`${origin}${from}`);
  if (first.status === 200 && expected === undefined) return [];
  if (first.status !== 301) return [`${from}: ${first.status}, not a 301${expected ? ` to ${expected}` : ''}`];
  const location = first.headers.get('location') ?? '';
  if (expected !== undefined && location !== expected) return [`${from}: 301 to ${location}, not to ${expected}`];
  const url = new URL(location, `${origin}${from}`);
  const key = url.pathname;
  if (!pages.has(key)) {
    pages.set(
      key,
      get(`${origin}${key}`).then(async (r) => (r.status === 200 ? r.text() : null)),
    );
  }
  const html = await pages.get(key)!;
  if (html === null) return [`${from}: 301 to ${location}, which does not answer 200 at once (a chain or a missing page)`];
  if (isRedirectPage(html)) return [`${from}: 301 to ${location}, which is a redirect page`];
  const fragment = decodeURIComponent(url.hash.slice(1));
  if (fragment && !hasSection(html, fragment)) return [`${from}: 301 to ${location}, which has no section #${fragment}`];
  return [];
}
