#!/usr/bin/env node
// Translations that know when they are out of date (issue 30).
//
//   npm run i18n:mark -- <files or folders…>   record in each English page the Chinese version it
//   npm run i18n:mark -- --all                 translates (front matter `translation_of`)
//   npm run i18n:status [-- --json] [--brief] [--no-strings] [--json-file=<path>]
//
// Files and folders may name the Chinese page or its English twin. The status lists every English
// page as up to date, outdated or missing; for an outdated one, the date of the Chinese change and
// the diff of the Chinese content since the recorded version, from git. Then the theme, navbar,
// footer and sidebar strings against what `docusaurus write-translations` would write
// (tools/i18n/catalogues.mjs, about 10 s; `--no-strings` skips it), and a count per section.
// `--json` prints the same report as JSON; `--json-file=<path>` also writes it there; `--brief`
// lists only what is not up to date, without diffs. Exit code 1 when an English page is missing or a
// catalogue is not up to date; an outdated page is not an error. `--root=<dir>` works on another copy
// of the site (the tests use one).
// The logic is plugins/translation-status (the build's notice uses the same hash and history).
import {existsSync, statSync, writeFileSync, readFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {catalogueStatus} from './i18n/catalogues.mjs';
import {importTsBundle} from './importTs.mjs';

const HERE = resolve(import.meta.dirname, '..');
const lib = await importTsBundle(join(HERE, 'plugins/translation-status/cli.ts'));

const [command, ...args] = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const ROOT = resolve(option('root') ?? HERE);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const paths = args.filter((a) => !a.startsWith('--'));

if (command === 'mark') {
  let pairs;
  if (flags.has('--all')) pairs = lib.pagePairs(ROOT);
  else if (paths.length) pairs = pathsToPairs(paths);
  else usage('mark needs files, folders or --all');
  const missing = pairs.filter((pair) => !existsSync(join(ROOT, pair.en)));
  let marked = 0;
  for (const pair of pairs) {
    if (!existsSync(join(ROOT, pair.en))) continue;
    const result = lib.markPage(ROOT, pair);
    if (result.changed) marked++;
    if (pairs.length <= 20 || result.changed) console.log(`${result.changed ? 'marked ' : 'current'}  ${pair.en}  translation_of: ${result.hash}`);
  }
  for (const pair of missing) console.log(`missing  ${pair.en} (no English page for ${pair.zh}: write it, then mark it)`);
  console.log(`i18n:mark: ${pairs.length - missing.length} English pages, ${marked} marked, ${pairs.length - missing.length - marked} already current${missing.length ? `, ${missing.length} missing` : ''}`);
  process.exitCode = missing.length ? 1 : 0;
} else if (command === 'status') {
  const report = lib.pagesReport(ROOT, {history: !flags.has('--brief') || flags.has('--json')});
  report.strings = flags.has('--no-strings') ? null : catalogueStatus(ROOT);
  if (report.strings) delete report.strings.output;
  const jsonFile = option('json-file');
  if (jsonFile) writeFileSync(resolve(jsonFile), `${JSON.stringify(report, null, 2)}\n`);
  if (flags.has('--json')) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else process.stdout.write(lib.formatReport(report, {brief: flags.has('--brief')}));
  process.exitCode = report.counts.total.missing > 0 || (report.strings && !report.strings.ok) ? 1 : 0;
} else {
  usage(command ? `unknown command ${command}` : 'no command');
}

/** The pairs named by files and folders (Chinese or English side), each once. */
function pathsToPairs(list) {
  const all = lib.pagePairs(ROOT);
  const out = new Map();
  for (const path of list) {
    const abs = resolve(path);
    if (!existsSync(abs)) fail(`${path}: no such file or folder`);
    if (statSync(abs).isDirectory()) {
      const rel = `${relative(ROOT, abs).split('\\').join('/')}/`.replace(/^\/$/, '');
      const inside = all.filter((p) => p.zh.startsWith(rel) || p.en.startsWith(rel));
      if (!inside.length) fail(`${path}: no content pages in this folder`);
      for (const p of inside) out.set(p.zh, p);
    } else {
      const pair = lib.pairOf(ROOT, abs);
      if (!pair || !existsSync(join(ROOT, pair.zh))) fail(`${path}: not a page of docs, community or a blog-type section, or no Chinese page for it`);
      out.set(pair.zh, pair);
    }
  }
  return [...out.values()];
}

function usage(message) {
  console.error(`i18n: ${message}\n${readFileSync(new URL(import.meta.url), 'utf8').split('\n').slice(2, 6).map((l) => l.replace(/^\/\/ ?/, '')).join('\n')}`);
  process.exit(2);
}

function fail(message) {
  console.error(`i18n: ${message}`);
  process.exit(2);
}
