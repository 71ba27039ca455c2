#!/usr/bin/env node
// `npm run lint:content [-- --fix] [--locale zh|en] [paths…]`
// Checks the prose of both locales — glossary terms, US English spelling,
// Chinese spacing and punctuation, Chinese left in English pages, Markdown
// structure — and prints each finding as `file:line rule message`. Exit code 1
// when anything is found. `--fix` first applies the fixes the tools can make.
// Without paths: every page of docs, community and the blog-type instances
// (config/blogInstances.ts) and their i18n/en twins. The files are shared out to worker threads (one per
// core), each of which loads the linters once (tools/lint-content/checks.mjs).
import {existsSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import {join, relative, resolve, sep} from 'node:path';
import {Worker, isMainThread, parentPort} from 'node:worker_threads';
import {importTs} from './importTs.mjs';

const ROOT = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');

/** Chinese source folders and their English twins: the docs instances and the blog-type ones (config/blogInstances.ts). */
async function contentFolders() {
  const {blogInstances, blogI18nFolder} = await importTs(join(ROOT, 'config/blogInstances.ts'));
  return [
    ['docs', 'i18n/en/docusaurus-plugin-content-docs/current'],
    ['community', 'i18n/en/docusaurus-plugin-content-docs-community/current'],
    ...blogInstances.map((blog) => [blog.path, `i18n/en/${blogI18nFolder(blog.id)}`]),
  ];
}

/** Markdown pages at or below `path` (a file or a folder), outside node_modules. */
function pages(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return /\.mdx?$/.test(path) ? [path] : [];
  return readdirSync(path, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name) && !name.split(sep).includes('node_modules'))
    .map((name) => join(path, name));
}

const localeOf = (file) => (/(^|\/)i18n\/en\//.test(file.split(sep).join('/')) ? 'en' : 'zh');

if (isMainThread) {
  const args = process.argv.slice(2);
  const fix = args.includes('--fix');
  const li = args.indexOf('--locale');
  const forced = li >= 0 ? args[li + 1] : undefined;
  const paths = args.filter((a, i) => !a.startsWith('--') && !(li >= 0 && i === li + 1));
  const roots = paths.length ? paths.map((p) => resolve(p)) : (await contentFolders()).flat().map((d) => join(ROOT, d));
  const files = [...new Set(roots.flatMap(pages))]
    .map((abs) => relative(ROOT, abs))
    .sort()
    .map((file) => ({file, locale: forced ?? localeOf(file)}));

  const started = Date.now();
  const threads = Math.max(1, Math.min(files.length, availableParallelism(), 4));
  const findings = [];
  let fixedFiles = 0;
  let next = 0;
  const BATCH = 16;
  await Promise.all(
    Array.from({length: threads}, () =>
      new Promise((done, fail) => {
        // A large young generation: parsing makes many short-lived objects, and
        // the default size spends a fifth of the run in the garbage collector.
        const worker = new Worker(new URL(import.meta.url), {resourceLimits: {maxYoungGenerationSizeMb: 128}});
        const feed = () => {
          if (next >= files.length) return worker.postMessage(null);
          worker.postMessage({batch: files.slice(next, next + BATCH), fix});
          next += BATCH;
        };
        worker.on('message', (msg) => {
          if (msg.ready) return feed();
          findings.push(...msg.findings);
          fixedFiles += msg.fixed;
          feed();
        });
        worker.on('error', fail);
        worker.on('exit', (code) => (code === 0 ? done() : fail(new Error(`lint worker exited with ${code}`))));
      }),
    ),
  );
  findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.rule.localeCompare(b.rule));
  for (const f of findings) console.log(`${relative(process.cwd(), join(ROOT, f.file)) || f.file}:${f.line} ${f.rule} ${f.message}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const byLocale = (l) => files.filter((f) => f.locale === l).length;
  console.log(
    `lint:content: ${files.length} pages (zh ${byLocale('zh')}, en ${byLocale('en')}), ${findings.length} finding${findings.length === 1 ? '' : 's'}` +
      (fix ? `, ${fixedFiles} file${fixedFiles === 1 ? '' : 's'} fixed` : '') +
      ` in ${seconds} s on ${threads} thread${threads === 1 ? '' : 's'}`,
  );
  process.exitCode = findings.length ? 1 : 0;
} else {
  const {createChecks} = await import('./lint-content/checks.mjs');
  const checks = await createChecks();
  parentPort.on('message', async (msg) => {
    if (msg === null) return parentPort.close();
    const findings = [];
    let fixed = 0;
    for (const {file, locale} of msg.batch) {
      const abs = join(ROOT, file);
      const text = readFileSync(abs, 'utf8');
      let found = await checks.check(file, text, locale);
      // Fix only what has findings, then check the fixed text again.
      if (msg.fix && found.length) {
        const out = await checks.fix(file, text, locale);
        if (out !== text) {
          writeFileSync(abs, out);
          fixed++;
          found = await checks.check(file, out, locale);
        }
      }
      findings.push(...found);
    }
    parentPort.postMessage({findings, fixed});
  });
  parentPort.postMessage({ready: true});
}
