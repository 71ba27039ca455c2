import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import * as cheerio from 'cheerio';
import {test, expect, localePath, locales} from './fixtures';
import {DEFAULT_EDIT_URL} from '../../config/env';

// "Edit this page" on a page of each content instance, in each locale, names the page's own
// source file in this repository: the Chinese file for zh, its i18n/en twin for en.

const ROOT = join(__dirname, '..', '..');
const pages = ['/docs/quick-start/architecture', '/community/support', '/blog/apollo', '/case/kgdata', '/feature/devops', '/usescene/offlineDelivery'];

for (const locale of locales) {
  for (const path of pages) {
    test(`"Edit this page" of ${localePath(locale, path)} names its source file`, () => {
      const html = readFileSync(join(ROOT, 'build', localePath(locale, path), 'index.html'), 'utf8');
      const href = cheerio.load(html)('a.theme-edit-this-page').attr('href');
      expect(href).toMatch(new RegExp(`^${DEFAULT_EDIT_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      const file = href!.slice(DEFAULT_EDIT_URL.length);
      expect(file.startsWith('i18n/en/')).toBe(locale === 'en');
      expect(existsSync(join(ROOT, file))).toBe(true);
    });
  }
}
