#!/usr/bin/env node
// Runs every check CI runs, in order, and ends with one line `N passed, N failed`.
//   canary (framework reliances) · typecheck · lint · content lint · unit tests (Jest) · translation catalogues up to date ·
//   production build of both locales (broken links fail it), and one with
//   Algolia credentials · browser tests
//   (Playwright in Debian's Chromium against the build served by nginx).
// Installs the system packages it needs (chromium, its headless shell, nginx) with apt when missing.
// Only Node built-ins here: this file must run before anything else works.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

const results = []; // {name, passed, failed, seconds}

function run(cmd, args, env = {}) {
  const started = Date.now();
  const res = spawnSync(cmd, args, {stdio: 'inherit', env: {...process.env, ...env}});
  return {ok: res.status === 0, seconds: (Date.now() - started) / 1000};
}

function step(name, fn) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const {passed, failed} = fn();
  const seconds = (Date.now() - started) / 1000;
  results.push({name, passed, failed, seconds});
  console.log(`━━ ${name}: ${passed} passed, ${failed} failed (${seconds.toFixed(1)} s)`);
  return failed === 0;
}

const single = (ok) => (ok ? {passed: 1, failed: 0} : {passed: 0, failed: 1});

function ensureSystemPackages() {
  const wanted = [
    // Full Chromium for Lighthouse (npm run bench); the headless shell, the
    // same build without the desktop browser around it, for browser tests
    // (playwright.config.ts: 2.4 times faster per test on 2 cores).
    ['/usr/bin/chromium', 'chromium'],
    ['/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
    ['/usr/sbin/nginx', 'nginx'],
    // Brotli for nginx (tools/serve.mjs loads it when present; nginx/brotli.conf).
    ['/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so', 'libnginx-mod-http-brotli-filter'],
    ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', 'libnginx-mod-http-brotli-static'],
    ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'fonts-noto-cjk'],
  ].filter(([path]) => !existsSync(path));
  if (wanted.length === 0) return true;
  const packages = wanted.map(([, pkg]) => pkg);
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  console.log(`Installing ${packages.join(', ')} with apt-get…`);
  const apt = (args) => spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
    stdio: 'inherit',
    env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
  }).status === 0;
  return apt(['update', '-qq']) && apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
}

function jsonFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? jsonFiles(p) : name.endsWith('.json') ? [p] : [];
  });
}

// write-translations adds keys that are missing from i18n/en; any addition
// means a string was added to the site without its English catalogue entry.
// The files are restored afterwards, so running the tests never edits them.
// Every catalogue is written afresh (from empty files), so a key that no
// longer exists in the code shows up too. The files are restored afterwards,
// so running the tests never edits them.
function translationsUpToDate() {
  const before = new Map(jsonFiles('i18n/en').map((f) => [f, readFileSync(f, 'utf8')]));
  for (const file of before.keys()) writeFileSync(file, '{}');
  const {ok} = run('npx', ['docusaurus', 'write-translations', '--locale', 'en']);
  const missing = [];
  const stale = [];
  for (const file of new Set([...before.keys(), ...jsonFiles('i18n/en')])) {
    const old = before.has(file) ? JSON.parse(before.get(file)) : {};
    const now = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    for (const key of Object.keys(now)) if (!(key in old)) missing.push(`${file}: ${key}`);
    for (const key of Object.keys(old)) if (!(key in now)) stale.push(`${file}: ${key}`);
    if (before.has(file)) writeFileSync(file, before.get(file));
    else spawnSync('rm', ['-f', file]);
  }
  if (missing.length) {
    console.log(`Keys missing from the English catalogues (run \`npm run write-translations\` and translate them):`);
    for (const m of missing) console.log(`  ${m}`);
  }
  if (stale.length) {
    console.log('Keys no longer used by the site (delete them from the catalogues):');
    for (const m of stale) console.log(`  ${m}`);
  }
  return ok && missing.length === 0 && stale.length === 0;
}

/** "[project] file:line › title" of every test that Playwright's JSON report marks flaky. */
function flakyTests(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'flaky') titles.push(`[${t.projectName}] ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.ts') ? [...path, child.title] : path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return titles;
}

const tmp = mkdtempSync(join(tmpdir(), 'rainbond-tests-'));
// Credentials of no real index: the browser tests answer Algolia's requests themselves.
const ALGOLIA_TEST_ENV = {ALGOLIA_APP_ID: 'TESTAPPID', ALGOLIA_API_KEY: 'test-search-key', ALGOLIA_INDEX_NAME: 'rainbond'};

// First: whether the framework still behaves as our plugins assume (plugins/RELIANCES.md), one line per
// reliance, in seconds, so that an upgrade that breaks one fails here and names it, not deep in a build.
step('canary (framework reliances, plugins/RELIANCES.md)', () => {
  const out = join(tmp, 'canary.json');
  run('npx', ['jest', '-c', 'tests/canary/jest.config.mjs', '--json', `--outputFile=${out}`]);
  if (!existsSync(out)) return {passed: 0, failed: 1};
  const report = JSON.parse(readFileSync(out, 'utf8'));
  return {passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites};
});
step('system packages (chromium + headless shell, nginx + brotli, CJK fonts)', () => single(ensureSystemPackages()));
step('typecheck', () => single(run('npx', ['tsc']).ok));
step('lint', () => single(run('npx', ['eslint', '.']).ok));
// Prose and Markdown of both locales (glossary terms, spelling, Chinese typography, Markdown structure).
step('content lint', () => single(run('node', ['tools/lint-content.mjs']).ok));
step('unit tests', () => {
  const out = join(tmp, 'jest.json');
  run('npx', ['jest', '--json', `--outputFile=${out}`]);
  if (!existsSync(out)) return {passed: 0, failed: 1};
  const report = JSON.parse(readFileSync(out, 'utf8'));
  return {passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites};
});
step('English catalogues up to date', () => single(translationsUpToDate()));
const built =
  step('build (zh + en, broken links and anchors fail)', () => single(run('npx', ['docusaurus', 'build'], {ANALYTICS: 'off'}).ok)) &&
  step('build with Algolia credentials and analytics (zh, for the hosted-search and analytics tests)', () => single(run('npx', ['docusaurus', 'build', '--locale', 'zh', '--out-dir', 'build-algolia'], {ANALYTICS: 'on', ...ALGOLIA_TEST_ENV}).ok));
step('browser tests', () => {
  if (!built) return {passed: 0, failed: 1};
  const out = join(tmp, 'playwright.json');
  run('npx', ['playwright', 'test'], {PW_JSON: out, CI: process.env.CI ?? '1'});
  if (!existsSync(out)) return {passed: 0, failed: 1};
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const {stats, errors} = report;
  // CI retries a failed browser test once (playwright.config.ts). A test that
  // only passed on its retry is named here, so a flaky test is never silent.
  const flaky = flakyTests(report);
  if (flaky.length) {
    console.log(`Flaky (failed, then passed on retry): ${flaky.length}`);
    for (const title of flaky) console.log(`  ${title}`);
  }
  return {passed: stats.expected + stats.flaky, failed: stats.unexpected + (errors?.length ?? 0)};
});

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary');
for (const r of results) {
  console.log(`  ${r.failed ? '✗' : '✓'} ${r.name.padEnd(50)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${r.seconds.toFixed(1).padStart(7)} s`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
