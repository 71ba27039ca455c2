import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Locale} from './fixtures';

/** Paths listed in the built sitemap of `locale` (read when tests are collected). */
export function sitemapPaths(locale: Locale): string[] {
  const file = join(__dirname, '..', '..', 'build', ...(locale === 'zh' ? [] : [locale]), 'sitemap.xml');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` before the browser tests.`);
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}
