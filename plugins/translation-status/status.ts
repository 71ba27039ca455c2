import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {HASH_FORMAT, recordedHash, translationHash} from './hash';
import {contentHistory, type ChangeHistory} from './history';
import {pagePairs, sections, type PagePair} from './pages';

/**
 * The translation status of every English page (issue 30), as `npm run i18n:status` reports it:
 * up to date, outdated (the Chinese page no longer hashes to the English page's `translation_of`, or
 * it has none) or missing (no English page).
 */

export type PageState = 'current' | 'outdated' | 'missing';

export interface PageStatus extends PagePair {
  status: PageState;
  /** The hash of the Chinese page now. */
  hash: string;
  /** The English page's `translation_of`; absent when the page is missing or records none. */
  recorded?: string;
  /** For an outdated page: the date of the Chinese change, and the diff since the recorded version. */
  history?: ChangeHistory;
}

/** The status of one pair; the git history is read only for an outdated page, and only with `history`. */
export function pageStatus(root: string, pair: PagePair, {history = true}: {history?: boolean} = {}): PageStatus {
  const hash = translationHash(readFileSync(join(root, pair.zh), 'utf8'));
  if (!existsSync(join(root, pair.en))) return {...pair, status: 'missing', hash};
  const recorded = recordedHash(readFileSync(join(root, pair.en), 'utf8'));
  if (recorded === hash) return {...pair, status: 'current', hash, recorded};
  return {
    ...pair,
    status: 'outdated',
    hash,
    ...(recorded === undefined ? {} : {recorded}),
    ...(history ? {history: contentHistory(root, pair.zh, recorded !== undefined && HASH_FORMAT.test(recorded) ? recorded : undefined)} : {}),
  };
}

export type Counts = Record<PageState, number>;

/** Problems of a theme or sidebar catalogue (tools/i18n/catalogues.mjs), by file. */
export interface CatalogueStatus {
  file: string;
  keys: number;
  /** Keys `write-translations` would add: strings of the site without an English entry. */
  missing: string[];
  /** Keys the site no longer uses. */
  stale: string[];
  /** Keys whose English message is still Chinese. */
  untranslated: string[];
}

export interface TranslationReport {
  pages: PageStatus[];
  /** Per section, in `sections` order, then `total`. */
  counts: Record<string, Counts>;
  /** The theme, navbar, footer and sidebar strings; null when not checked (`--no-strings`). */
  strings: {ok: boolean; files: CatalogueStatus[]; error?: string} | null;
}

const zero = (): Counts => ({current: 0, outdated: 0, missing: 0});

export function countPages(pages: readonly PageStatus[]): Record<string, Counts> {
  const counts: Record<string, Counts> = Object.fromEntries(sections.map((s) => [s.name, zero()]));
  const total = zero();
  for (const page of pages) {
    (counts[page.section] ??= zero())[page.status]++;
    total[page.status]++;
  }
  return {...counts, total};
}

export function pagesReport(root: string, options: {history?: boolean} = {}): Pick<TranslationReport, 'pages' | 'counts'> {
  const pages = pagePairs(root).map((pair) => pageStatus(root, pair, options));
  return {pages, counts: countPages(pages)};
}

const LABEL: Record<PageState, string> = {current: 'up to date', outdated: 'outdated', missing: 'missing'};

/**
 * The report as text: one line per page (only the pages that are not up to date when `brief`), the
 * date and diff of each outdated page (not when `brief`), the catalogues, and a count per section.
 */
export function formatReport(report: TranslationReport, {brief = false}: {brief?: boolean} = {}): string {
  const out: string[] = [];
  const width = Math.max(...Object.values(LABEL).map((l) => l.length));
  const listed = report.pages.filter((p) => !brief || p.status !== 'current');
  if (listed.length) out.push('English pages', '');
  for (const page of listed) {
    out.push(`  ${LABEL[page.status].padEnd(width)}  ${page.en}`);
    if (page.status === 'missing') out.push(`  ${''.padEnd(width)}  no English page for ${page.zh}`);
  }
  if (!brief) {
    for (const page of report.pages.filter((p) => p.status === 'outdated')) {
      out.push('', `outdated: ${page.en}`);
      out.push(`  Chinese page ${page.zh} is now ${page.hash}; the English page records ${page.recorded ?? 'no version (run npm run i18n:mark once it is translated)'}`);
      const h = page.history;
      if (!h) continue;
      out.push(`  Chinese content changed on ${h.changed.date}${h.changed.commit ? ` (commit ${h.changed.commit.slice(0, 10)})` : ''}${h.changed.note ? ` — ${h.changed.note}` : ''}`);
      if (h.since) out.push(`  recorded version: commit ${h.since.commit.slice(0, 10)} of ${h.since.date}; what changed since:`, '', indent(h.diff || '(no difference outside whitespace)', 4));
      else if (h.note) out.push(`  no diff: ${h.note}`);
    }
  }
  if (report.strings) {
    out.push('', 'Theme, navbar, footer and sidebar strings (docusaurus write-translations)', '');
    if (report.strings.error) out.push(`  not checked: ${report.strings.error}`);
    for (const file of report.strings.files) {
      const problems = file.missing.length + file.stale.length + file.untranslated.length;
      out.push(`  ${problems ? 'needs work' : 'up to date'.padEnd(10)}  ${file.file}: ${file.keys} keys`);
      for (const key of file.missing) out.push(`      missing: ${key}`);
      for (const key of file.untranslated) out.push(`      still Chinese: ${key}`);
      for (const key of file.stale) out.push(`      no longer used: ${key}`);
    }
  }
  out.push('', countTable(report.counts));
  if (report.strings && !report.strings.error) out.push(stringsLine(report.strings.files));
  return `${out.join('\n').replace(/^\n+/, '')}\n`;
}

function indent(text: string, n: number): string {
  return text
    .split('\n')
    .map((line) => `${' '.repeat(n)}${line}`.trimEnd())
    .join('\n');
}

/** `section  up to date  outdated  missing`, one row per section and a total. */
export function countTable(counts: Record<string, Counts>): string {
  const rows = Object.entries(counts).map(([name, c]) => [name, String(c.current), String(c.outdated), String(c.missing)]);
  const head = ['section', 'up to date', 'outdated', 'missing'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), ...rows.map(line)].join('\n');
}

/** The strings' count, under the pages' table: keys, not pages, so not a row of it. */
export function stringsLine(files: readonly CatalogueStatus[]): string {
  const sum = (f: (c: CatalogueStatus) => number) => files.reduce((n, c) => n + f(c), 0);
  const keys = sum((c) => c.keys);
  const untranslated = sum((c) => c.untranslated.length);
  return `strings     ${keys - untranslated} up to date, ${untranslated} still Chinese, ${sum((c) => c.missing.length)} missing, ${sum((c) => c.stale.length)} no longer used (${files.length} catalogues)`;
}
