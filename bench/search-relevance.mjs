#!/usr/bin/env node
// Search relevance (issue 27): `npm run bench:search -- --relevance [--show-held-out] [--json FILE]`.
// Runs every query of tests/fixtures/search-relevance.json through the search page's client and the
// search modal's client (whole index; and headings first, as while the index loads) over the built
// index of its locale, and prints hit@1, hit@3, hit@10 and MRR per locale, for the tuning queries and
// the held-out ones apart, then the misses of the tuning queries (held-out misses only with
// --show-held-out: they are not for tuning). Builds first when build/ has no index.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import * as esbuild from 'esbuild';

const args = process.argv.slice(2);
const showHeldOut = args.includes('--show-held-out');
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : null;
const roots = {zh: 'build', en: 'build/en'};
if (!existsSync('build/search-index.json') || !existsSync('build/en/search-index.json')) {
  execFileSync('npx', ['docusaurus', 'build'], {stdio: 'inherit', env: {...process.env, ANALYTICS: 'off'}});
}

// The evaluator and the site's own client code, bundled for Node (the client reads the site config
// only for its base URL, which the benchmark does not use).
const dir = mkdtempSync(join(tmpdir(), 'relevance-'));
const outfile = join(dir, 'evaluate.mjs');
await esbuild.build({
  stdin: {
    contents: "export * from './tools/search-relevance/evaluate.ts'; export {createLocalSearchClient} from './src/search/localClient.ts';",
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile,
  logLevel: 'error',
  plugins: [
    {
      name: 'generated-config',
      setup(build) {
        build.onResolve({filter: /^@generated\/docusaurus\.config$/}, () => ({path: 'config', namespace: 'generated'}));
        build.onLoad({filter: /.*/, namespace: 'generated'}, () => ({contents: 'export default {baseUrl: "/"};', loader: 'js'}));
      },
    },
  ],
});
const {clientsFor, createLocalSearchClient, evaluate, isHeldOut, metrics} = await import(pathToFileURL(outfile).href);

const queries = JSON.parse(readFileSync('tests/fixtures/search-relevance.json', 'utf8')).map((q) => ({...q, heldOut: isHeldOut(q)}));
const table = [];
const report = {};
const misses = [];
for (const locale of ['zh', 'en']) {
  const file = JSON.parse(readFileSync(join(roots[locale], 'search-index.json'), 'utf8'));
  const clients = clientsFor(file, createLocalSearchClient);
  const results = await evaluate(
    queries.filter((q) => q.locale === locale),
    clients,
  );
  report[locale] = {};
  for (const [set, pick] of [
    ['tuning', (r) => !r.query.heldOut],
    ['held-out', (r) => r.query.heldOut],
  ]) {
    const subset = results.filter(pick);
    report[locale][set] = {};
    for (const client of ['page', 'modal', 'modal-headings']) {
      const m = metrics(subset, client);
      report[locale][set][client] = m;
      table.push({
        locale,
        set,
        client,
        n: m.n,
        'hit@1': pct(m.hit1, m.n),
        'hit@3': pct(m.hit3, m.n),
        'hit@10': pct(m.hit10, m.n),
        MRR: m.mrr.toFixed(3),
      });
    }
  }
  for (const r of results) {
    if (r.rank.page === 1 && r.rank.modal === 1) continue;
    if (r.query.heldOut && !showHeldOut) continue;
    misses.push({locale, set: r.query.heldOut ? 'held-out' : 'tuning', q: r.query.q, page: r.rank.page ?? '-', modal: r.rank.modal ?? '-', want: r.query.answers.join(' '), got: r.top.join(' ')});
  }
}

function pct(k, n) {
  return `${k}/${n} ${((100 * k) / Math.max(n, 1)).toFixed(1)}%`;
}

console.table(table);
console.log(`\nNot first (rank on the search page / in the modal; - = not in the top ten)${showHeldOut ? '' : ', tuning queries only'}:`);
for (const m of misses) console.log(`  [${m.locale} ${m.set}] ${m.q}  page ${m.page} modal ${m.modal}\n      want ${m.want}\n      got  ${m.got}`);
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(report, null, 2)}\n`);
