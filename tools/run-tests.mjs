#!/usr/bin/env node
// Runs every check CI runs, in order, and ends with one line `N passed, N failed`.
//   canary (framework reliances) · typecheck · lint · content lint · unit tests (Jest) · translation catalogues up to date ·
//   translation status (outdated English pages counted, not failed) ·
//   production build of both locales (broken links fail it) · search relevance on the built index,
//   beside a build with Algolia credentials (in the background) · a copy of the site with a docs
//   version cut and a changed inline script, built in both locales (tools/versioned-site.mjs) ·
//   browser tests (Playwright in Debian's Chromium against the builds served by nginx; among them
//   the offline package, packed from the first build, and the versioned copy's checks: versions,
//   and the CSP its build generated).
// Installs the system packages it needs (chromium, its headless shell, nginx) with apt when missing
// (tools/system-packages.mjs, shared with `npm run bench`).
// Only Node built-ins (and plain data of our own) here: this file must run before anything else works.
import {spawn, spawnSync} from 'node:child_process';
import {closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {cataloguesUpToDate} from './i18n/catalogues.mjs';
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
  const {passed, failed, note} = fn();
  const seconds = (Date.now() - started) / 1000;
  results.push({name, passed, failed, seconds, note});
  console.log(`━━ ${name}: ${passed} passed, ${failed} failed (${seconds.toFixed(1)} s)${note ? `: ${note}` : ''}`);
  return failed === 0;
}

const single = (ok) => (ok ? {passed: 1, failed: 0} : {passed: 0, failed: 1});

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

/**
 * Starts `cmd` in its own process group with its output in `logFile`; `done` resolves with whether it
 * exited 0 (once the event loop runs again: the steps block it with spawnSync meanwhile), `seconds`
 * is then how long it ran, and `stop` ends the whole group.
 */
function background(cmd, args, logFile, env = {}) {
  const fd = openSync(logFile, 'w');
  const started = Date.now();
  const child = spawn(cmd, args, {stdio: ['ignore', fd, fd], env: {...process.env, ...env}, detached: true});
  closeSync(fd);
  const done = new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('close', (code) => {
      job.seconds = (Date.now() - started) / 1000;
      resolve(code === 0);
    });
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  const job = {done, stop, seconds: 0};
  return job;
}
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

// The versioned copy (below) is built in the background from here on, at the lowest CPU priority
// (`nice -n 19`): the steps up to the browser tests leave one of two cores idle for much of their
// time (tsc, eslint, the content lint, Jest with one worker on two cores, the single-threaded parts
// of each build), and the copy's build fills it. Those steps still run about 60 s slower beside it
// (measured on a clean clone), so the run is 15-30 s shorter, not the copy's 100 s. Its output goes
// to a file, printed in its step. It needs only the sources and node_modules.
// Not under `tmp` (mode 0700): nginx's workers, another user when the tests run as root, read it.
const versionedSite = mkdtempSync(join(tmpdir(), 'rainbond-versioned-'));
const versionedLog = join(tmp, 'versioned-site.log');
const versionedJob = background('nice', ['-n', '19', 'node', 'tools/versioned-site.mjs', '--dir', versionedSite], versionedLog);

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
// write-translations, run into an empty temporary folder, must produce exactly the keys of i18n/en:
// none missing (a string added without its English entry), none stale (tools/i18n/catalogues.mjs).
step('English catalogues up to date', () => single(cataloguesUpToDate()));
// Which English pages translate an older version of their Chinese page (issue 30): printed and
// counted, never a failure (writers ship Chinese first; the page shows a notice meanwhile). A missing
// English page fails here as it does in the unit tests.
step('translation status (English pages vs their Chinese source)', () => {
  const out = join(tmp, 'i18n-status.json');
  run('node', ['tools/i18n.mjs', 'status', '--brief', '--no-strings', `--json-file=${out}`]);
  if (!existsSync(out)) return {passed: 0, failed: 1};
  const {total} = JSON.parse(readFileSync(out, 'utf8')).counts;
  return {...single(total.missing === 0), note: `${total.current} up to date, ${total.outdated} outdated, ${total.missing} missing`};
});
// Built as `npm run package` builds (analytics off, no Algolia credentials even if the shell has
// some): the package test (tests/e2e/package.desktop.spec.ts) packs this build instead of making another.
const siteBuilt = step('build (zh + en, broken links and anchors fail)', () => single(run('npx', ['docusaurus', 'build'], OFFLINE_ENV).ok));
// The Algolia build needs nothing but the sources, and only the browser tests need it: it runs in the
// background beside the relevance step (one Jest worker, which leaves a core idle), and its step
// below waits for it and prints its output.
const algoliaLog = join(tmp, 'build-algolia.log');
const algoliaJob = siteBuilt
  ? background('npx', ['docusaurus', 'build', '--locale', 'zh', '--out-dir', 'build-algolia'], algoliaLog, {ANALYTICS: 'on', ...ALGOLIA_TEST_ENV})
  : undefined;
/** Runs Playwright with `args` and counts its results from the JSON report. */
function playwright(name, args, env = {}) {
  const out = join(tmp, `playwright-${name}.json`);
  run('npx', ['playwright', 'test', ...args], {PW_JSON: out, CI: process.env.CI ?? '1', ...env});
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
step('search relevance (built index, tests/relevance)', () => (siteBuilt ? jest('relevance', ['-c', 'tests/relevance/jest.config.mjs']) : {passed: 0, failed: 1}));
const algoliaOk = algoliaJob ? await algoliaJob.done : false;
const built =
  siteBuilt &&
  step('build with Algolia credentials and analytics (zh, for the hosted-search and analytics tests; in the background beside the relevance step)', () => {
    process.stdout.write(existsSync(algoliaLog) ? readFileSync(algoliaLog, 'utf8') : '');
    return {...single(algoliaOk), note: `built in ${algoliaJob.seconds.toFixed(0)} s, in the background`};
  });

// The real site has one docs version until a release; a copy of it gets `npm run version:cut -- 5.8`
// and is built (both locales, with the unreleased next version), then checked in the browser with the
// other browser tests (the `versions` project): the version dropdown, the preferred version, search per
// version, twins, llms.txt and edit links per version, a sample of pages of both versions (issue 29;
// tools/versioned-site.mjs). Built with another announcement id, it is also the build whose generated
// CSP is checked (tests/e2e/csp.versions.spec.ts). Started in the background above; this step waits
// for it and prints its output.
if (!built) versionedJob.stop();
const versionedOk = await versionedJob.done;
const versioned =
  built &&
  step('versioned site (a copy with docs version 5.8 cut, built in both locales, in the background since the start)', () => {
    const log = existsSync(versionedLog) ? readFileSync(versionedLog, 'utf8') : '';
    process.stdout.write(log);
    // tools/versioned-site.mjs ends with the time it took: what the copy cost, most of it hidden.
    const took = /versioned-site: \S+ \((\d+) s\)/.exec(log)?.[1];
    return {...single(versionedOk), note: took ? `built in ${took} s, in the background` : undefined};
  });
try {
  step('browser tests (the site, its Algolia build and the versioned copy: versions and generated CSP)', () =>
    built
      ? playwright('site', ['--project', 'desktop', '--project', 'mobile', ...(versioned ? ['--project', 'versions'] : [])], versioned ? {VERSIONED_SITE: versionedSite} : {})
      : {passed: 0, failed: 1},
  );
} finally {
  // A whole copy of the site and its build of both locales.
  rmSync(versionedSite, {recursive: true, force: true});
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary');
for (const r of results) {
  console.log(`  ${r.failed ? '✗' : '✓'} ${r.name.padEnd(50)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${r.seconds.toFixed(1).padStart(7)} s${r.note ? `  (${r.note})` : ''}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
