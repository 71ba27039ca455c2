#!/usr/bin/env node
// `npm run sources:check [-- --repo-path TEMPLATE] [paths…]`
// Checks every `sources:` entry of the content pages (config/sources.ts) against local clones of
// Rainbond's repositories: the file must exist at that ref, and a `#L<a>-L<b>` range must lie inside
// it. The tests check the entries' form only (CI has no clones); a writer who cites a file runs this.
// TEMPLATE names where a repository's clone is, `{repo}` standing for its name; the default
// `../{repo}` is clones side by side with this one (git clone https://github.com/goodrain/<repo>).
// Any git directory works, a bare mirror too. Exit code 1 when an entry is wrong.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {parse} from 'yaml';
import {importTs} from './importTs.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const {parseSource, sourceProblems} = await importTs(join(ROOT, 'config/sources.ts'));

const args = process.argv.slice(2);
const ti = args.indexOf('--repo-path');
const template = ti >= 0 ? args[ti + 1] : '../{repo}';
const paths = args.filter((a, i) => !a.startsWith('--') && !(ti >= 0 && i === ti + 1));
const roots = paths.length ? paths : ['docs', 'community', 'blog', 'case', 'feature', 'usescene', 'i18n/en'];

const pages = roots
  .map((p) => resolve(ROOT, p))
  .filter(existsSync)
  .flatMap((p) => (statSync(p).isDirectory() ? readdirSync(p, {recursive: true, encoding: 'utf8'}).map((f) => join(p, f)) : [p]))
  .filter((f) => /\.mdx?$/.test(f));

/** entry → pages citing it */
const cited = new Map();
const problems = [];
for (const file of pages) {
  const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'));
  const sources = front ? parse(front[1])?.sources : undefined;
  for (const p of sourceProblems(sources, false)) problems.push(`${relative(ROOT, file)}: ${p}`);
  for (const entry of Array.isArray(sources) ? sources : []) {
    if (typeof entry === 'string' && parseSource(entry)) cited.set(entry, [...(cited.get(entry) ?? []), relative(ROOT, file)]);
  }
}

const git = (dir, input, ...cmd) => execFileSync('git', ['-C', dir, ...cmd], {input, encoding: 'utf8', maxBuffer: 64 << 20});
const unchecked = new Set();
let checked = 0;
const byRepo = new Map();
for (const entry of cited.keys()) {
  const e = {entry, ...parseSource(entry)};
  byRepo.set(e.repo, [...(byRepo.get(e.repo) ?? []), e]);
}
for (const [repo, entries] of byRepo) {
  const dir = resolve(ROOT, template.replaceAll('{repo}', repo));
  if (!existsSync(dir)) {
    unchecked.add(`${repo} (no clone at ${dir})`);
    continue;
  }
  // One batch per repository: `<ref>:<path>` → "<sha> blob <size>" or "… missing".
  const answers = git(dir, entries.map((e) => `${e.ref}:${e.path}`).join('\n') + '\n', 'cat-file', '--batch-check').trim().split('\n');
  entries.forEach((e, i) => {
    checked++;
    const where = cited.get(e.entry).join(', ');
    if (!/ blob \d+$/.test(answers[i])) return problems.push(`${where}: no file ${e.path} at ${e.ref} in goodrain/${repo}`);
    if (!e.lines) return;
    const length = git(dir, undefined, 'show', `${e.ref}:${e.path}`).split('\n').length;
    if (e.lines[1] > length) problems.push(`${where}: ${e.entry} points past the end of the file (${length} lines)`);
  });
}

for (const p of problems) console.log(p);
console.log(
  `sources:check: ${pages.length} pages, ${cited.size} distinct entries, ${checked} checked against clones, ${problems.length} problem${problems.length === 1 ? '' : 's'}` +
    (unchecked.size ? `; not checked: ${[...unchecked].join(', ')}` : ''),
);
process.exitCode = problems.length ? 1 : 0;
