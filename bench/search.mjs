#!/usr/bin/env node
// Search benchmark (issue "Search that works everywhere"). Prints, per locale:
// index size raw and gzip next to the locale's HTML, and query latency over
// the full index in headless Chromium, keystroke by keystroke (median, p95), and
// the size of the headings file the modal answers from first.
// Not part of the test suite; run with `npm run bench:search` (builds first
// if build/ is missing). Budgets: gzip index ≤ 35 % of the HTML, median ≤ 30 ms.
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import * as esbuild from 'esbuild';
import {chromium} from 'playwright-core';

// --relevance: the relevance benchmark instead (bench/search-relevance.mjs).
if (process.argv.includes('--relevance')) {
  await import('./search-relevance.mjs');
  process.exit(process.exitCode ?? 0);
}
const check = process.argv.includes('--check');
// --json FILE: also write the results there (bench/scale.mjs reads them).
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;
if (!existsSync('build/search-index.json')) {
  execFileSync('npx', ['docusaurus', 'build'], {stdio: 'inherit', env: {...process.env, ANALYTICS: 'off'}});
}

const htmlFiles = (dir, skip) =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name))
    // Redirects of old `.html` addresses are folders named so (x.html/index.html).
    .filter((p) => statSync(p).isFile())
    .filter((p) => !skip.some((s) => p.startsWith(`${s}/`)));

const locales = [
  {locale: 'zh', root: 'build', skip: ['build/en'], path: '/docs/', queries: ['安装', 'helm 安装', '网关', '组件 构建', '离线安装', '高可用部署', '升级 5.8.1', '应用市场']},
  {locale: 'en', root: 'build/en', skip: [], path: '/en/docs/', queries: ['install', 'helm values', 'gateway', 'offline install', 'high availability', 'upgrade 5.8.1', 'app store', 'troubleshooting']},
];

// The engine exactly as the site ships it, bundled for the page.
const {outputFiles} = await esbuild.build({
  entryPoints: ['src/search/engine.ts'],
  bundle: true,
  write: false,
  format: 'iife',
  globalName: 'RainbondSearch',
  target: 'es2020',
});
const engineScript = outputFiles[0].text;

const server = spawn('node', ['tools/serve.mjs', '--port', '4199'], {stdio: 'ignore'});
await new Promise((r) => setTimeout(r, 800));
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
// The engine is injected as an inline script, which the site's Content-Security-Policy forbids.
const context = await browser.newContext({bypassCSP: true});
const results = [];
try {
  for (const {locale, root, skip, path, queries} of locales) {
    const index = readFileSync(join(root, 'search-index.json'));
    // What the modal answers from while the whole index loads (src/search/localClient.ts).
    const headings = existsSync(join(root, 'search-headings.json')) ? readFileSync(join(root, 'search-headings.json')) : null;
    const html = htmlFiles(root, skip).map((f) => readFileSync(f));
    const htmlBytes = html.reduce((n, b) => n + b.length, 0);
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:4199${path}`);
    await page.addScriptTag({content: engineScript});
    const timing = await page.evaluate(
      async ({url, queries}) => {
        const file = await (await fetch(url)).json();
        const t0 = performance.now();
        const engine = new window.RainbondSearch.SearchEngine(file.records);
        const buildMs = performance.now() - t0;
        const times = [];
        for (let round = 0; round < 5; round += 1) {
          for (const query of queries) {
            // Every prefix, as typed one key at a time.
            for (let i = 1; i <= query.length; i += 1) {
              const s = performance.now();
              engine.search({query: query.slice(0, i), hitsPerPage: 20});
              times.push(performance.now() - s);
            }
          }
        }
        times.sort((a, b) => a - b);
        return {records: file.records.length, buildMs, median: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)], samples: times.length};
      },
      {url: `${path.replace(/docs\/$/, '')}search-index.json`, queries},
    );
    await page.close();
    results.push({
      locale,
      records: timing.records,
      indexKB: +(index.length / 1024).toFixed(1),
      indexGzipKB: +(gzipSync(index).length / 1024).toFixed(1),
      headingsGzipKB: headings ? +(gzipSync(headings).length / 1024).toFixed(1) : null,
      htmlKB: +(htmlBytes / 1024).toFixed(1),
      gzipShareOfHtml: +((gzipSync(index).length / htmlBytes) * 100).toFixed(1),
      engineBuildMs: +timing.buildMs.toFixed(1),
      medianMs: +timing.median.toFixed(2),
      p95Ms: +timing.p95.toFixed(2),
      keystrokes: timing.samples,
    });
  }
} finally {
  await browser.close();
  server.kill();
}
console.table(results);
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(results, null, 2)}\n`);
const over = results.filter((r) => r.gzipShareOfHtml > 35 || r.medianMs > 30);
if (check && over.length) {
  console.error('Search budget exceeded:', over.map((r) => r.locale).join(', '));
  process.exit(1);
}
