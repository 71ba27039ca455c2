#!/usr/bin/env node
// Readers' queries as candidate benchmark questions (issue 27):
//   npm run search:queries -- EXPORT… [--min N] [--json FILE]
// EXPORT: what PostHog (events docs_search, docs_search_click: JSON, JSON lines or CSV) or Baidu
// statistics (the event report, CSV) exported of the site's search events. Prints, per locale, the
// questions searched at least N times (3 unless told) that tests/fixtures/search-relevance.json does
// not have yet: the unanswered (few clicks) and the badly ranked (readers open a lower result) first.
// --json FILE writes them all, with the pages readers opened, for the writers of the next questions.
// The rules are in tools/search-relevance/analytics.ts.
import {readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {importTsBundle} from '../importTs.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {min: {type: 'string', default: '3'}, json: {type: 'string'}},
});
if (!positionals.length) {
  console.error('usage: npm run search:queries -- EXPORT… [--min N] [--json FILE]');
  process.exit(2);
}
const minSearches = Number(values.min);
if (!Number.isInteger(minSearches) || minSearches < 1) {
  console.error(`--min takes a whole number of searches, not ${values.min}`);
  process.exit(2);
}

const {aggregate, candidates, parseExport, queryKey} = await importTsBundle(join(HERE, 'analytics.ts'));
const benchmark = JSON.parse(readFileSync(join(HERE, '../../tests/fixtures/search-relevance.json'), 'utf8'));
const known = new Set(benchmark.map((q) => `${q.locale} ${queryKey(q.q)}`));
const events = positionals.flatMap((file) => parseExport(readFileSync(file, 'utf8')));
const stats = aggregate(events, known);
const chosen = candidates(stats, minSearches);

for (const locale of ['zh', 'en']) {
  const mine = stats.filter((s) => s.locale === locale);
  const searches = mine.reduce((n, s) => n + s.searches, 0);
  const list = chosen.filter((c) => c.locale === locale);
  console.log(`\n${locale}: ${searches} searches of ${mine.length} questions (${mine.filter((s) => s.inBenchmark).length} in the benchmark); ${list.length} candidates (at least ${minSearches} searches)`);
  if (!list.length) continue;
  console.log('| searches | clicks | why | query | opened most (mean place) |');
  console.log('|---:|---:|---|---|---|');
  for (const c of list) {
    const top = c.opened[0];
    const opened = top ? `${top.path} ×${top.count}${top.meanPosition !== undefined ? ` (${top.meanPosition})` : ''}` : '—';
    console.log(`| ${c.searches} | ${c.clicks} | ${c.reasons.join(', ')} | ${c.query.replace(/\|/g, '\\|')} | ${opened} |`);
  }
}
if (values.json) {
  writeFileSync(values.json, `${JSON.stringify(chosen, null, 2)}\n`);
  console.log(`\n${chosen.length} candidates written to ${values.json}`);
}
