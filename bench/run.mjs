#!/usr/bin/env node
// Page-weight and Lighthouse benchmark (issue 7). Not part of `npm test`.
//
//   npm run bench [-- options]
//     --runs N           Lighthouse runs per page, locale and form factor (default 3; the median is kept)
//     --no-build         measure the existing build/ instead of a cold build (build figures stay null)
//     --check            exit 1 and list the failures when a budget below is exceeded
//     --only <type>      one page type (or a comma-separated list): home, docs, api, blog, case, helm, apps, search
//     --locale zh|en     one locale
//
// Steps: (1) cold build of both locales (build/, .docusaurus/ and node_modules/.cache/ removed first),
// timed; (2) build/ served by real nginx (tools/serve.mjs) on 127.0.0.1:4373; (3) per page type and
// locale, first-load bytes in headless Chromium and Lighthouse (mobile and desktop). Prints a table and
// writes bench/results.json. The machine may be shared: the load average is recorded and printed.
import {spawn, spawnSync, execFileSync} from 'node:child_process';
import {existsSync, lstatSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {cpus, loadavg} from 'node:os';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** Every budget `--check` enforces. Sizes in KiB (1024 bytes), scores 0–1. */
const BUDGETS = {
  /** First-load JavaScript, gzip (level 6), per page type. */
  firstLoadJsGzipKiB: {home: 170, docs: 160, api: 160},
  /** Lighthouse mobile category scores (median), every page type. */
  mobileScores: {performance: 0.9, accessibility: 0.95, 'best-practices': 0.95, seo: 0.95},
  /** Cumulative layout shift (median), mobile and desktop, every page type. */
  cls: 0.02,
  /**
   * Code that must never be in a first-load JS file, recognised by strings that survive
   * minification. Each marker must also be found in some JS file under build/ (a lazy chunk
   * today), or the marker is wrong and the check reports an error: that is what proves the
   * check can fail.
   */
  forbiddenInFirstLoad: {
    // antd's CSS-in-JS runtime, its motion keyframe names, and rc-dialog (antd's Modal).
    antd: ['__cssinjs_instance__', 'antZoomIn', 'rc-dialog'],
    // MiniSearch's own error messages, the DocSearch modal markup, the offline index fetch.
    search: ['MiniSearch: ', 'DocSearch-Modal', 'search-index.json'],
  },
  /**
   * Analytics. The third-party scripts are never bundled (they come from a static host), and the
   * loader that injects them is a client module, so it is in `main` by design; a string marker
   * would therefore only find the loader and the script URLs of the site config. What must not
   * happen is the scripts being requested before the load event: any request to these URLs, or to
   * these hosts, started before the load event fails the check. With ANALYTICS=off (what this
   * benchmark builds) nothing is requested at all; the check matters for builds with analytics on
   * (use --no-build on such a build).
   */
  analyticsBeforeLoad: {urlsFrom: 'config/analytics.ts', hosts: ['hm.baidu.com', 'posthog.com']},
};

const PAGES = [
  {type: 'home', path: '/'},
  {type: 'docs', path: '/docs/quick-start/architecture'},
  {type: 'api', path: '/docs/Intro'},
  {type: 'blog', path: '/blog/apollo'},
  {type: 'case', path: '/case/kgdata'},
  {type: 'helm', path: '/helm/'},
  {type: 'apps', path: '/opensourceApps/'},
  {type: 'search', path: '/search'},
];
const LOCALES = ['zh', 'en'];
const PORT = Number(process.env.BENCH_PORT ?? 4373);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROMIUM = '/usr/bin/chromium';
// Nothing but the local server resolves: no request can leave the machine.
const OFFLINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const {values: opts} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    'no-build': {type: 'boolean', default: false},
    check: {type: 'boolean', default: false},
    only: {type: 'string'},
    locale: {type: 'string'},
    help: {type: 'boolean', default: false},
  },
});
if (opts.help) {
  console.log(readFileSync(new URL(import.meta.url), 'utf8').split('\n').slice(1, 10).map((l) => l.replace(/^\/\/ ?/, '')).join('\n'));
  process.exit(0);
}
const runs = Number(opts.runs);
if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a positive integer, got "${opts.runs}"`);
const onlyTypes = opts.only?.split(',').map((s) => s.trim());
for (const t of onlyTypes ?? []) {
  if (!PAGES.some((p) => p.type === t)) fail(`--only: unknown page type "${t}" (one of ${PAGES.map((p) => p.type).join(', ')})`);
}
if (opts.locale && !LOCALES.includes(opts.locale)) fail(`--locale must be zh or en, got "${opts.locale}"`);
const pages = PAGES.filter((p) => !onlyTypes || onlyTypes.includes(p.type));
const locales = opts.locale ? [opts.locale] : LOCALES;
const complete = !onlyTypes && !opts.locale;

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}
const log = (message) => console.error(`bench: ${message}`);
const kib = (bytes) => (bytes == null ? null : Math.round((bytes / 1024) * 10) / 10);
const machineLoad = () => ({loadavg: loadavg().map((n) => Math.round(n * 100) / 100), cpus: cpus().length});
const localePath = (locale, path) => (locale === 'zh' ? path : `/en${path}`);

// Everything started here is stopped on the way out, also after an error or Ctrl-C.
const cleanups = [];
async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch {
      // Already gone.
    }
  }
}
process.on('SIGINT', () => cleanup().finally(() => process.exit(130)));
process.on('SIGTERM', () => cleanup().finally(() => process.exit(143)));

const started = new Date();
const loadAtStart = machineLoad();

// ── 1. Build ────────────────────────────────────────────────────────────────
function filesUnder(dir, skip = []) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (skip.includes(p)) return [];
    const st = lstatSync(p);
    return st.isDirectory() ? filesUnder(p, skip) : [{path: p, size: st.size}];
  });
}

function buildFigures() {
  const trees = {zh: {root: 'build', skip: ['build/en']}, en: {root: 'build/en', skip: []}};
  const perLocale = {};
  for (const [locale, {root, skip}] of Object.entries(trees)) {
    const files = filesUnder(root, skip);
    const sitemap = join(root, 'sitemap.xml');
    perLocale[locale] = {
      bytes: files.reduce((n, f) => n + f.size, 0),
      files: files.length,
      // Every *.html file of the locale, 404.html included.
      htmlFiles: files.filter((f) => f.path.endsWith('.html')).length,
      // The pages the locale declares: <loc> entries of its sitemap.xml.
      sitemapUrls: existsSync(sitemap) ? (readFileSync(sitemap, 'utf8').match(/<loc>/g) ?? []).length : null,
    };
  }
  return {bytes: perLocale.zh.bytes + perLocale.en.bytes, perLocale};
}

let build = null;
if (!opts['no-build']) {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(dir, {recursive: true, force: true});
  // ANALYTICS=off: this machine has no internet, so the statistics scripts would only add failed
  // requests to the measurements (and the loader injects them after the load event anyway, so they
  // never count as first load). No ALGOLIA_* variables: the site is built with its offline search.
  const env = {...process.env, ANALYTICS: 'off'};
  for (const key of Object.keys(env)) if (key.startsWith('ALGOLIA_')) delete env[key];
  log('cold build of both locales (ANALYTICS=off, offline search)…');
  const t0 = performance.now();
  const res = spawnSync('npx', ['docusaurus', 'build'], {stdio: ['ignore', 2, 2], env});
  const wallSeconds = Math.round((performance.now() - t0) / 100) / 10;
  if (res.status !== 0) fail(`docusaurus build failed (exit ${res.status})`);
  build = {wallSeconds, env: {ANALYTICS: 'off', algolia: false}, ...buildFigures()};
} else {
  for (const locale of locales) {
    const index = join(locale === 'zh' ? 'build' : 'build/en', 'index.html');
    if (!existsSync(index)) fail(`--no-build: ${index} is missing; run without --no-build (or \`npm run build\`) first`);
  }
}
const loadBeforeMeasuring = machineLoad();

// What the build being measured contains (it may come from elsewhere with --no-build).
const mainFile = readdirSync('build/assets/js').find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
const mainSource = mainFile ? readFileSync(join('build/assets/js', mainFile), 'utf8') : '';
const analyticsEnabled = /analytics:\{enabled:(!0|true)/.test(mainSource)
  ? true
  : /analytics:\{enabled:(!1|false)/.test(mainSource)
    ? false
    : null;
const offlineSearch = existsSync('build/search-index.json');
const analyticsUrls = readFileSync(BUDGETS.analyticsBeforeLoad.urlsFrom, 'utf8').match(/https?:\/\/[^'"`\s]+/g) ?? [];
const isAnalytics = (url) => {
  if (analyticsUrls.some((u) => url.startsWith(u))) return true;
  try {
    const {hostname} = new URL(url);
    return BUDGETS.analyticsBeforeLoad.hosts.some((h) => hostname === h || hostname.endsWith(`.${h}`));
  } catch {
    return false;
  }
};

// ── 2. Serve ────────────────────────────────────────────────────────────────
async function isUp() {
  try {
    return (await fetch(`${ORIGIN}/`, {signal: AbortSignal.timeout(1000)})).ok;
  } catch {
    return false;
  }
}

const git = (...args) => {
  try {
    return execFileSync('git', args, {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return null;
  }
};

const gzipCache = new Map();
function fileSizes(urlPath) {
  // /assets/js/x.js → build/assets/js/x.js, /en/assets/… → build/en/assets/…
  const file = join('build', decodeURIComponent(urlPath));
  if (!gzipCache.has(file)) {
    if (!existsSync(file)) {
      gzipCache.set(file, {file, raw: null, gzip: null});
    } else {
      const buf = readFileSync(file);
      gzipCache.set(file, {file, raw: buf.length, gzip: gzipSync(buf).length});
    }
  }
  return gzipCache.get(file);
}
const sum = (list, key) => list.reduce((n, f) => n + (f[key] ?? 0), 0);

/**
 * Loads one page in a fresh browser context (empty cache), waits for the load event, then for
 * network idle (no request for 500 ms), and reads the page's Resource Timing entries.
 *
 * First load is decided with the page's own clock: a request is first load when its Resource Timing
 * startTime is before the navigation entry's loadEventStart (both high-resolution, same time
 * origin). The load event waits for every script inserted before it fires — `main` inserts the
 * route's chunks before hydration, so they count — while anything started from a load handler or
 * later (lazy chunks, the analytics loader) starts at or after loadEventStart. Failed requests (the
 * offline resolver blocks every other host) have entries too, with status 0. Playwright's `load`
 * event is not used as the boundary: it is reported after the load handlers have run, so the
 * requests they start would wrongly count as first load.
 * Files fetched by <link rel=prefetch> (Docusaurus prefetches the chunks of linked routes) are not
 * run by this page: they are reported as prefetch, never as first load or lazy.
 */
async function measureBytes(browser, url) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  try {
    await context.addInitScript(() => performance.setResourceTimingBufferSize(100000));
    const page = await context.newPage();
    const seen = new Set();
    page.on('request', (r) => {
      if (!r.url().startsWith('data:')) seen.add(r.url());
    });
    const response = await page.goto(url, {waitUntil: 'load'});
    if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => ({
      document: performance.getEntriesByType('navigation')[0].name,
      loadEventStart: performance.getEntriesByType('navigation')[0].loadEventStart,
      resources: performance.getEntriesByType('resource').map((e) => ({
        url: e.name,
        initiatorType: e.initiatorType,
        startTime: e.startTime,
      })),
      prefetched: Array.from(document.querySelectorAll('link[rel~="prefetch"]'), (l) => l.href),
    }));
    const beforeLoad = timing.resources.filter((e) => e.startTime < timing.loadEventStart);
    const afterLoad = timing.resources.filter((e) => e.startTime >= timing.loadEventStart);
    const prefetched = new Set(timing.prefetched);
    // One record per same-origin JS/CSS URL: its earliest use other than a prefetch.
    const byUrl = new Map();
    for (const e of timing.resources) {
      const u = new URL(e.url);
      if (u.origin !== ORIGIN) continue;
      const kind = u.pathname.endsWith('.js') ? 'js' : u.pathname.endsWith('.css') ? 'css' : null;
      if (!kind) continue;
      const prefetch = e.initiatorType === 'link' && prefetched.has(e.url);
      const rec = byUrl.get(u.pathname) ?? {path: u.pathname, kind, start: Infinity, prefetchOnly: true};
      if (!prefetch) {
        rec.prefetchOnly = false;
        rec.start = Math.min(rec.start, e.startTime);
      }
      byUrl.set(u.pathname, rec);
    }
    const entries = [...byUrl.values()].map((r) => ({...r, ...fileSizes(r.path)}));
    const firstLoad = entries.filter((r) => !r.prefetchOnly && r.start < timing.loadEventStart);
    const lazy = entries.filter((r) => !r.prefetchOnly && r.start >= timing.loadEventStart);
    const pick = (list, kind) => list.filter((r) => r.kind === kind).map(({path, file, raw, gzip}) => ({path, file, raw, gzip}));
    const js = pick(firstLoad, 'js');
    const css = pick(firstLoad, 'css');
    const lazyJs = pick(lazy, 'js');
    const prefetchJs = pick(entries.filter((r) => r.prefetchOnly), 'js');
    const problems = [...js, ...css, ...lazyJs].filter((f) => f.raw == null).map((f) => `${f.path} is not a file under build/`);
    // Cross-check: every request the browser reported to Playwright has a Resource Timing entry.
    const timed = new Set([timing.document, ...timing.resources.map((e) => e.url)]);
    for (const u of seen) if (!timed.has(u)) problems.push(`${u} was requested but has no Resource Timing entry`);
    return {
      firstLoad: {
        js,
        css,
        jsRaw: sum(js, 'raw'),
        jsGzip: sum(js, 'gzip'),
        cssRaw: sum(css, 'raw'),
        cssGzip: sum(css, 'gzip'),
        // The document and every request started before the load event, all types.
        requests: 1 + beforeLoad.length,
        requestsByInitiator: beforeLoad.reduce((m, e) => ({...m, [e.initiatorType]: (m[e.initiatorType] ?? 0) + 1}), {document: 1}),
        nonLocal: beforeLoad.filter((e) => !e.url.startsWith(ORIGIN)).map((e) => e.url),
      },
      lazyJsByIdle: {files: lazyJs, raw: sum(lazyJs, 'raw'), gzip: sum(lazyJs, 'gzip')},
      prefetchJs: {files: prefetchJs.length, raw: sum(prefetchJs, 'raw'), gzip: sum(prefetchJs, 'gzip')},
      analyticsBeforeLoad: beforeLoad.filter((e) => isAnalytics(e.url)).map((e) => e.url),
      analyticsAfterLoad: afterLoad.filter((e) => isAnalytics(e.url)).map((e) => e.url),
      problems,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

async function launchChrome() {
  process.env.CHROME_PATH ??= CHROMIUM;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', OFFLINE],
    logLevel: 'silent',
  });
  return chrome;
}

/** One Lighthouse run; the Chrome instance is reused across runs of one form factor. */
async function lighthouseRun(chrome, url, formFactor) {
  const flags = {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableFullPageScreenshot: true};
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return {
    ...Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
    // Audits that cost points outside performance, so a low score can be read without a rerun.
    failedAudits: CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      lhr.categories[c].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => `${c}/${ref.id}`),
    ),
  };
}

// ── 3. Measure ──────────────────────────────────────────────────────────────
const targets = pages.flatMap((p) => locales.map((locale) => ({...p, locale, url: `${ORIGIN}${localePath(locale, p.path)}`})));
const results = targets.map((t) => ({type: t.type, locale: t.locale, path: localePath(t.locale, t.path), lighthouse: {}}));
const errors = [];
let chromiumVersion = null;

try {
  if (await isUp()) fail(`something already answers on ${ORIGIN}; stop it first (this benchmark serves build/ there)`);
  const server = spawn(process.execPath, ['tools/serve.mjs', '--port', String(PORT)], {stdio: ['ignore', 'ignore', 'inherit']});
  const serverExited = new Promise((resolve) => server.once('exit', resolve));
  cleanups.push(async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await serverExited;
    }
  });
  for (let i = 0; !(await isUp()); i += 1) {
    if (server.exitCode !== null || i > 100) throw new Error(`nginx did not start on ${ORIGIN}`);
    await new Promise((r) => setTimeout(r, 100));
  }

  log('first-load bytes in Chromium…');
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', OFFLINE]});
  cleanups.push(() => browser.close());
  chromiumVersion = browser.version();
  for (const [i, t] of targets.entries()) {
    Object.assign(results[i], await measureBytes(browser, t.url));
    for (const p of results[i].problems) errors.push(`${t.type} ${t.locale}: ${p}`);
  }
  await browser.close();

  for (const formFactor of ['mobile', 'desktop']) {
    let chrome = await launchChrome();
    const kill = () => chrome.kill();
    cleanups.push(kill);
    for (const [i, t] of targets.entries()) {
      const samples = [];
      for (let run = 1; run <= runs; run += 1) {
        log(`lighthouse ${formFactor} ${t.type} ${t.locale} run ${run}/${runs}`);
        try {
          samples.push(await lighthouseRun(chrome, t.url, formFactor));
        } catch (err) {
          // A reused Chrome can wedge; retry once in a fresh one before giving up on this run.
          log(`  ${err.message}; retrying in a new Chrome`);
          await chrome.kill();
          chrome = await launchChrome();
          try {
            samples.push(await lighthouseRun(chrome, t.url, formFactor));
          } catch (again) {
            errors.push(`lighthouse ${formFactor} ${t.type} ${t.locale} run ${run}: ${again.message}`);
          }
        }
      }
      const keys = [...CATEGORIES, 'lcpMs', 'tbtMs', 'cls', 'benchmarkIndex'];
      results[i].lighthouse[formFactor] = {
        runs: samples.length,
        median: Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])),
        samples,
      };
    }
    await chrome.kill();
    cleanups.splice(cleanups.indexOf(kill), 1);
  }
} catch (err) {
  await cleanup();
  console.error(`bench: ${err.stack ?? err}`);
  process.exit(2);
}
await cleanup();
const loadAtEnd = machineLoad();

// ── Budgets ─────────────────────────────────────────────────────────────────
const failures = [];
const budgetResults = [];
function budget(name, r, value, limit, ok) {
  budgetResults.push({budget: name, type: r.type, locale: r.locale, value, limit, ok});
  if (!ok) failures.push(`${r.type} ${r.locale}: ${name} is ${value ?? 'missing'} (budget ${limit})`);
}
const round = (x, d = 3) => (x == null ? null : Math.round(x * 10 ** d) / 10 ** d);
for (const r of results) {
  const jsLimit = BUDGETS.firstLoadJsGzipKiB[r.type];
  if (jsLimit != null) {
    const v = kib(r.firstLoad.jsGzip);
    budget('first-load JS gzip KiB', r, v, `≤ ${jsLimit}`, v <= jsLimit);
  }
  for (const [cat, min] of Object.entries(BUDGETS.mobileScores)) {
    const v = r.lighthouse.mobile?.median[cat];
    budget(`mobile ${cat}`, r, v, `≥ ${min}`, v != null && v >= min);
  }
  for (const ff of ['mobile', 'desktop']) {
    const v = round(r.lighthouse[ff]?.median.cls, 4);
    budget(`${ff} CLS`, r, v, `≤ ${BUDGETS.cls}`, v != null && v <= BUDGETS.cls);
  }
  const found = r.analyticsBeforeLoad;
  budget('analytics requested before load', r, found.length ? found.join(' ') : 'none', 'none', found.length === 0);
}

// Markers: none in a first-load file, and each one present in some JS file of the build.
const firstLoadFiles = new Set(results.flatMap((r) => r.firstLoad.js.map((f) => f.file)));
const assetDirs = [...new Set(locales.map((l) => (l === 'zh' ? 'build/assets/js' : 'build/en/assets/js')))];
// Lazy chunks live in a folder named after the build hash (plugins/lean-bundle/chunkIds.ts).
const allJs = assetDirs.flatMap((d) => filesUnder(d).map((f) => f.path).filter((f) => f.endsWith('.js')));
const source = new Map(allJs.map((f) => [f, readFileSync(f, 'utf8')]));
const markers = {};
for (const [library, list] of Object.entries(BUDGETS.forbiddenInFirstLoad)) {
  markers[library] = list.map((marker) => {
    const inFiles = allJs.filter((f) => source.get(f).includes(marker));
    const firstLoad = inFiles.filter((f) => firstLoadFiles.has(f));
    const lazy = inFiles.filter((f) => !firstLoadFiles.has(f));
    if (inFiles.length === 0) {
      errors.push(`marker "${marker}" (${library}) is in no JS file under ${assetDirs.join(', ')}: it is wrong, so the ${library} check could never fail`);
    }
    return {marker, lazyChunks: lazy, firstLoadChunks: firstLoad};
  });
  for (const r of results) {
    const hits = r.firstLoad.js.flatMap((f) => list.filter((m) => source.get(f.file)?.includes(m)).map((m) => `${f.path} has "${m}"`));
    budget(`${library} code in first load`, r, hits.length ? hits.join('; ') : 'none', 'none', hits.length === 0);
  }
}

// ── Output ──────────────────────────────────────────────────────────────────
const commit = git('rev-parse', 'HEAD');
const dirty = Boolean(git('status', '--porcelain', '--untracked-files=no'));
const report = {
  date: started.toISOString(),
  complete,
  options: {runs, build: !opts['no-build'], only: onlyTypes ?? null, locale: opts.locale ?? null},
  git: {commit, dirty},
  node: process.version,
  chromium: chromiumVersion,
  lighthouse: createRequire(import.meta.url)('lighthouse/package.json').version,
  load: {atStart: loadAtStart, beforeMeasuring: loadBeforeMeasuring, atEnd: loadAtEnd},
  buildUnderTest: {analyticsEnabled, offlineSearch},
  build,
  units: {sizes: 'bytes (table: KiB = 1024 bytes)', gzip: 'Node zlib.gzipSync, level 6, per file', lcpMs: 'ms', tbtMs: 'ms', scores: '0–1'},
  pages: results,
  markers,
  budgets: {limits: BUDGETS, results: budgetResults, failures, errors},
};
writeFileSync('bench/results.json', `${JSON.stringify(report, null, 2)}\n`);

const fmt = (v, d = 1) => (v == null ? '–' : typeof v === 'number' ? v.toFixed(d) : String(v));
const la = (l) => `${l.loadavg.join(' / ')} on ${l.cpus} CPUs`;
const out = [];
out.push(`Rainbond website benchmark — ${report.date}, commit ${commit?.slice(0, 10) ?? '?'}${dirty ? ' (uncommitted changes)' : ''}`);
out.push(`node ${report.node}, Chromium ${chromiumVersion}, Lighthouse ${report.lighthouse}; Lighthouse runs per cell: ${runs} (median per metric)`);
const benchmarkIndexes = results.flatMap((r) => Object.values(r.lighthouse).flatMap((x) => x.samples.map((s) => s.benchmarkIndex))).filter((x) => x != null);
out.push(`load average (1/5/15 min): ${la(loadAtStart)} at start, ${la(loadBeforeMeasuring)} before measuring, ${la(loadAtEnd)} at end — the machine is shared; Lighthouse timings and performance scores move with the load`);
if (benchmarkIndexes.length) {
  out.push(`Lighthouse benchmarkIndex (CPU speed it measured, higher is faster): ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}`);
}
if (build) {
  const {zh, en} = build.perLocale;
  out.push(`cold build (both locales, ANALYTICS=off, offline search): ${build.wallSeconds} s wall; build/ ${kib(build.bytes)} KiB (zh ${kib(zh.bytes)}, en ${kib(en.bytes)})`);
  out.push(`  pages per locale — sitemap URLs: zh ${zh.sitemapUrls}, en ${en.sitemapUrls}; *.html files (404.html included): zh ${zh.htmlFiles}, en ${en.htmlFiles}`);
  out.push('  ANALYTICS=off: this machine has no internet, the analytics host would only produce failed requests; the loader runs after the load event anyway.');
} else {
  out.push(`build: not rebuilt (--no-build), build figures null; analytics in this build: ${analyticsEnabled ?? 'unknown'}, offline search: ${offlineSearch}`);
}
out.push('');
const head = ['page', 'loc', 'JS raw', 'JS gz', 'CSS raw', 'CSS gz', 'req', 'lazyJS gz', '│', 'm.perf', 'a11y', 'BP', 'SEO', 'LCP ms', 'TBT ms', 'CLS', '│', 'd.perf', 'a11y', 'BP', 'SEO', 'LCP ms', 'TBT ms', 'CLS'];
const rows = results.map((r) => {
  const m = r.lighthouse.mobile?.median ?? {};
  const d = r.lighthouse.desktop?.median ?? {};
  const lh = (x) => [fmt(x.performance, 2), fmt(x.accessibility, 2), fmt(x['best-practices'], 2), fmt(x.seo, 2), fmt(x.lcpMs, 0), fmt(x.tbtMs, 0), fmt(x.cls, 3)];
  const f = r.firstLoad;
  return [r.type, r.locale, fmt(kib(f.jsRaw)), fmt(kib(f.jsGzip)), fmt(kib(f.cssRaw)), fmt(kib(f.cssGzip)), String(f.requests), fmt(kib(r.lazyJsByIdle.gzip)), '│', ...lh(m), '│', ...lh(d)];
});
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
out.push('First load (before the window load event; sizes in KiB = 1024 bytes, gzip = zlib level 6 per file) │ Lighthouse mobile │ Lighthouse desktop (scores 0–1)');
out.push(line(head));
for (const row of rows) out.push(line(row));
out.push('');
out.push('req = requests started before the load event, all types, document included. lazyJS gz = scripts run after the load event, until network idle.');
out.push('Route chunks Docusaurus prefetches (<link rel=prefetch>) count in neither; they are in results.json (prefetchJs).');
console.log(out.join('\n'));

console.log('');
for (const [library, list] of Object.entries(markers)) {
  for (const m of list) {
    const names = (files) => (files.length ? files.map((f) => f.replace(/^build\//, '')).join(', ') : 'none');
    console.log(`marker ${library} "${m.marker}": lazy chunks ${names(m.lazyChunks)}; first-load chunks ${names(m.firstLoadChunks)}`);
  }
}
if (analyticsEnabled === false) console.log('analytics: off in this build, so no analytics request is expected before or after load');
if (!complete) console.log(`partial run (${[onlyTypes && `--only ${onlyTypes.join(',')}`, opts.locale && `--locale ${opts.locale}`].filter(Boolean).join(' ')}): budgets checked on these pages only`);
for (const e of errors) console.log(`ERROR ${e}`);

if (opts.check) {
  if (failures.length || errors.length) {
    console.log(`\n${failures.length} budget(s) exceeded${errors.length ? `, ${errors.length} error(s)` : ''}:`);
    for (const f of failures) console.log(`  ✗ ${f}`);
    for (const e of errors) console.log(`  ✗ error: ${e}`);
    process.exit(1);
  }
  console.log('\nall budgets met');
} else if (failures.length) {
  console.log(`\n${failures.length} budget(s) exceeded (run with --check to fail on them)`);
}
