#!/usr/bin/env node
// Runs every check CI runs, in order, and ends with one line `N passed, N failed`.
//   canary (framework reliances) · typecheck · lint · content lint · unit tests (Jest) · translation catalogues up to date ·
//   production build of both locales (broken links fail it), and one with
//   Algolia credentials · search relevance on the built index · browser tests
//   (Playwright in Debian's Chromium against the build served by nginx; among them the offline
//   package, packed from the first build) · the CSP check (one more build, with a changed inline script).
// Installs the system packages it needs (chromium, its headless shell, nginx) with apt when missing
// (tools/system-packages.mjs, shared with `npm run bench`).
// Only Node built-ins (and plain data of our own) here: this file must run before anything else works.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {OFFLINE_ENV} from './package/offlineEnv.mjs';
import {PACKAGES, aptCommand, ensureSystemPackages} from './system-packages.mjs';

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

function jsonFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name));
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
step('system packages (chromium + headless shell, nginx + brotli, CJK fonts)', () => {
  const missing = ensureSystemPackages(Object.values(PACKAGES));
  if (missing.length) console.log(`Still missing: ${missing.join(', ')}. As root: ${aptCommand(missing)}`);
  return single(missing.length === 0);
});
step('typecheck', () => single(run('npx', ['tsc']).ok));
step('lint', () => single(run('npx', ['eslint', '.']).ok));
// Prose and Markdown of both locales (glossary terms, spelling, Chinese typography, Markdown structure).
step('content lint', () => single(run('node', ['tools/lint-content.mjs']).ok));
/** Runs Jest (extra arguments select the tests) and counts its results. */
function jest(name, args = []) {
  const out = join(tmp, `${name}.json`);
  run('npx', ['jest', ...args, '--json', `--outputFile=${out}`]);
  if (!existsSync(out)) return {passed: 0, failed: 1};
  const report = JSON.parse(readFileSync(out, 'utf8'));
  return {passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites};
}
step('unit tests', () => jest('unit'));
// Copies of the site with one mistake each must fail to build with a clear message (tests/build/).
step('configuration errors', () => jest('config-errors', ['--testMatch', '<rootDir>/tests/build/**/*.test.ts']));
step('English catalogues up to date', () => single(translationsUpToDate()));
const built =
  // Built as `npm run package` builds (analytics off, no Algolia credentials even if the shell has
  // some): the package test (tests/e2e/package.desktop.spec.ts) packs this build instead of making another.
  step('build (zh + en, broken links and anchors fail)', () => single(run('npx', ['docusaurus', 'build'], OFFLINE_ENV).ok)) &&
  step('build with Algolia credentials and analytics (zh, for the hosted-search and analytics tests)', () => single(run('npx', ['docusaurus', 'build', '--locale', 'zh', '--out-dir', 'build-algolia'], {ANALYTICS: 'on', ...ALGOLIA_TEST_ENV}).ok));
/** Runs Playwright with `args` and counts its results from the JSON report. */
function playwright(name, args) {
  const out = join(tmp, `playwright-${name}.json`);
  run('npx', ['playwright', 'test', ...args], {PW_JSON: out, CI: process.env.CI ?? '1'});
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
}

// Real users' questions against the index the build wrote (issue 27): where search ranks their answers.
step('search relevance (built index, tests/relevance)', () => (built ? jest('relevance', ['-c', 'tests/relevance/jest.config.mjs']) : {passed: 0, failed: 1}));
step('browser tests', () => (built ? playwright('site', ['--project', 'desktop', '--project', 'mobile']) : {passed: 0, failed: 1}));
// Builds the site once more (zh, another announcement id) and runs it under the policy that build
// generated: on its own, as a build takes both cores.
step('CSP generated by the build (zh rebuilt with a changed inline script)', () =>
  built ? playwright('rebuild', ['--project', 'rebuild']) : {passed: 0, failed: 1},
);

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary');
for (const r of results) {
  console.log(`  ${r.failed ? '✗' : '✓'} ${r.name.padEnd(50)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${r.seconds.toFixed(1).padStart(7)} s`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
