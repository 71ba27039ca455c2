import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {pagesReport} from '../../plugins/translation-status/status';
import {test, expect} from './fixtures';

// The translation notice in the build (issue 30): exactly the English pages that `npm run
// i18n:status` calls outdated carry it, in their HTML and their Markdown twin, each linking to a
// Chinese page of the build; no Chinese page has one. Files only, no browser: a few seconds for the
// whole build. (How the notice looks and what it says is checked on a fixture page by
// tests/unit/translationStatus.test.ts; in this round every page is current, so the build has none.)

const ROOT = join(__dirname, '..', '..');
const BUILD = join(ROOT, 'build');
const NOTICE = /<div[^>]*\bdata-translation-notice=["']?(\d{4}-\d{2}-\d{2})[^>]*>([\s\S]*?)<\/div>/;
const QUOTE = JSON.parse(readFileSync(join(ROOT, 'i18n/en/code.json'), 'utf8'))['translationNotice.title'].message as string;

/** Built pages (index.html) below `dir`, as site paths. */
function builtPages(dir: string, prefix: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('index.html') && !name.split('/').includes('assets'))
    .map((name) => `${prefix}/${name.replace(/(^|\/)index\.html$/, '')}`);
}

test('the English pages with the notice are the outdated ones, the twins too, and each links to its Chinese page', () => {
  const outdated = pagesReport(ROOT, {history: false}).counts.total!.outdated;
  const en = builtPages(join(BUILD, 'en'), '/en');
  expect(en.length).toBeGreaterThan(300);
  const withNotice = en.filter((path) => NOTICE.test(readFileSync(join(BUILD, path, 'index.html'), 'utf8')));
  expect(withNotice.length).toBe(outdated);
  for (const path of withNotice) {
    const [, , inner] = NOTICE.exec(readFileSync(join(BUILD, path, 'index.html'), 'utf8'))!;
    const href = /<a [^>]*href=["']?([^"'\s>]+)/.exec(inner!)?.[1] ?? '';
    // The page's address without /en (a docs index may end in a slash in one and not the other).
    expect(href.replace(/(.)\/$/, '$1')).toBe(path.replace(/^\/en/, '').replace(/(.)\/$/, '$1'));
    expect(existsSync(join(BUILD, href, 'index.html'))).toBe(true);
    expect(readFileSync(join(BUILD, `${path.replace(/\/$/, '')}.md`), 'utf8')).toContain(`> **${QUOTE}**`);
  }
  const twins = readdirSync(join(BUILD, 'en'), {recursive: true, encoding: 'utf8'}).filter((name) => name.endsWith('.md'));
  expect(twins.filter((name) => readFileSync(join(BUILD, 'en', name), 'utf8').includes(`> **${QUOTE}**`)).length).toBe(outdated);
});

test('no Chinese page carries the notice', () => {
  const zh = builtPages(BUILD, '').filter((path) => !path.startsWith('/en/'));
  expect(zh.length).toBeGreaterThan(300);
  expect(zh.filter((path) => NOTICE.test(readFileSync(join(BUILD, path, 'index.html'), 'utf8')))).toEqual([]);
});
