#!/usr/bin/env node
// Scale benchmark (issue 10): how the site's costs grow with the number of docs pages.
// Not part of `npm test`.
//
//   npm run bench:scale [-- options]
//     --pages N        docs pages per locale in the large copy (default 1000)
//     --sizes a,b      which copies to measure: "today" and/or "large" (default both)
//     --runs N         Lighthouse runs per locale for the docs page (default 3; median kept)
//     --no-ci          skip the whole test command (the longest step)
//     --keep           keep the temporary copies (their paths are printed)
//     --copy-only      make the copies (with --keep, to inspect them) and measure nothing
//
// For each size it makes a copy of the committed site (`git archive HEAD`, node_modules linked),
// the large one with generated docs pages added until the docs of each locale reach --pages, in six
// top-level folders with a sidebar three category levels deep. Real page bodies are reused (links to other pages removed), so
// the text, headings and code blocks are those of our own docs. Then, per copy:
//   build      cold `docusaurus build` of both locales without the bundler cache: wall time and the
//              peak resident memory of the whole process tree (sampled every 200 ms)
//   start      `docusaurus start` until the first docs page answers: wall time
//   docs page  first-load JS (gzip) and Lighthouse mobile performance, TBT and benchmarkIndex, per
//              locale (bench/run.mjs --no-build --only docs)
//   search     offline index size raw and gzip, keystroke latency median and p95 (bench/search.mjs)
//   ci         the whole test command (tools/run-tests.mjs, what `bash .ci/run` runs after npm
//              install): wall time, its steps' times, and its passed/failed counts
// Prints a table as figures arrive and writes bench/scale-results.json.
import {execFileSync, spawn} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {cpus, loadavg, tmpdir} from 'node:os';
import {dirname, join, relative} from 'node:path';
import {parseArgs} from 'node:util';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const {values: opts} = parseArgs({
  options: {
    pages: {type: 'string', default: '1000'},
    sizes: {type: 'string', default: 'today,large'},
    runs: {type: 'string', default: '3'},
    'no-ci': {type: 'boolean', default: false},
    keep: {type: 'boolean', default: false},
    'copy-only': {type: 'boolean', default: false},
  },
});
const targetPages = Number(opts.pages);
const sizes = opts.sizes.split(',').map((s) => s.trim());
if (!Number.isInteger(targetPages) || targetPages < 100) throw new Error('--pages must be a whole number ≥ 100');
for (const s of sizes) if (!['today', 'large'].includes(s)) throw new Error(`--sizes: unknown size "${s}"`);

const log = (message) => console.error(`bench:scale ${new Date().toISOString().slice(11, 19)} ${message}`);
const EN_DOCS = 'i18n/en/docusaurus-plugin-content-docs/current';

// ── The copy ────────────────────────────────────────────────────────────────

function makeCopy(label) {
  const dir = mkdtempSync(join(tmpdir(), `rainbond-scale-${label}-`));
  // nginx (bench/run.mjs, the browser tests) runs as another user: it must read the copy.
  chmodSync(dir, 0o755);
  execFileSync('sh', ['-c', `git -C "${ROOT}" archive HEAD | tar -x -C "${dir}"`]);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  // git archive drops the history the build reads for "last updated": keep a git repository so the
  // copy behaves like a clone (one commit is enough for every page to have a date).
  execFileSync('sh', ['-c', 'git init -q && git add -A && git -c user.name=bench -c user.email=bench@localhost commit -qm copy'], {cwd: dir});
  return dir;
}

const markdownUnder = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, {recursive: true})
        .map(String)
        .filter((f) => /\.mdx?$/.test(f) && !f.split('/').some((part) => part.startsWith('_')))
    : [];

/** Real pages to reuse: plain .md docs (no imports) that have an English twin. */
function sourcePages(dir) {
  return markdownUnder(join(dir, 'docs'))
    .filter((f) => f.endsWith('.md') && existsSync(join(dir, EN_DOCS, f)))
    .map((f) => ({zh: readFileSync(join(dir, 'docs', f), 'utf8'), en: readFileSync(join(dir, EN_DOCS, f), 'utf8')}))
    .filter((p) => !/^(import|export) /m.test(p.zh + p.en));
}

/** Body of a page with its front matter replaced and every link to another page reduced to its text. */
function reuse(text, title, description, position) {
  const body = text
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    // Links to pages and images by relative path would not resolve from the new place.
    .replace(/!\[[^\]]*\]\((?!\/img\/)[^)]*\)/g, '')
    // (in bold: the prose checks treat it as its own run of text, as they did the link)
    .replace(/(?<!!)\[([^\]]*)\]\([^)]*\)/g, '**$1**');
  return `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(description)}\nsidebar_position: ${position}\n---\n\n${body}`;
}

/**
 * Adds generated docs under docs/scale-part-N/ (and their English twins) until each locale has `target`
 * docs, in a sidebar three category levels deep: part → chapter → section → pages, every category
 * with an index page. Returns how many pages were added per locale.
 */
function grow(dir, target) {
  const existing = markdownUnder(join(dir, 'docs')).length;
  const needed = target - existing;
  if (needed <= 0) return 0;
  const sources = sourcePages(dir);
  const zhPart = ['应用开发', '集群运维', '平台集成', '服务治理', '数据服务', '交付实践'];
  const enPart = ['App development', 'Cluster operations', 'Integration', 'Service governance', 'Data services', 'Delivery'];
  const chapters = 5;
  const sectionsPerChapter = 3;
  const slots = zhPart.length * chapters * sectionsPerChapter;
  // Every category has an index page; the rest are leaf pages spread over the sections.
  const indexPages = zhPart.length * (1 + chapters * (1 + sectionsPerChapter));
  const perSection = Math.max(1, Math.ceil((needed - indexPages) / slots));
  const labels = {};
  const sidebar = [];
  let written = 0;
  let n = 0;
  const write = (path, zhTitle, enTitle, position) => {
    const src = sources[n++ % sources.length];
    const zhDesc = `${zhTitle}：在 Rainbond 上完成这项工作的步骤、参数和排查方法。`;
    const enDesc = `${enTitle}: the steps, settings and checks for doing this on Rainbond.`;
    for (const [root, text] of [[join(dir, 'docs'), reuse(src.zh, zhTitle, zhDesc, position)], [join(dir, EN_DOCS), reuse(src.en, enTitle, enDesc, position)]]) {
      mkdirSync(dirname(join(root, path)), {recursive: true});
      writeFileSync(join(root, path), text);
    }
    written += 1;
    return path.replace(/\.md$/, '');
  };
  zhPart.forEach((zhP, p) => {
    if (written >= needed) return;
    // Each part is a top-level folder of its own, as the user manual and the ops guide are.
    const partDir = `scale-part-${p + 1}`;
    const zhLabel = `扩展示例：${zhP}`;
    labels[zhLabel] = `Scale sample: ${enPart[p]}`;
    const part = {type: 'category', label: zhLabel, link: {type: 'doc', id: write(`${partDir}/index.md`, zhLabel, labels[zhLabel], 1)}, items: []};
    for (let c = 1; c <= chapters && written < needed; c += 1) {
      const zhC = `${zhP} 第 ${c} 章`;
      labels[zhC] = `${enPart[p]}, chapter ${c}`;
      const chapter = {type: 'category', label: zhC, link: {type: 'doc', id: write(`${partDir}/chapter-${c}/index.md`, zhC, labels[zhC], c)}, items: []};
      for (let s = 1; s <= sectionsPerChapter && written < needed; s += 1) {
        const zhS = `${zhC} 第 ${s} 节`;
        labels[zhS] = `${labels[zhC]}, section ${s}`;
        const base = `${partDir}/chapter-${c}/section-${s}`;
        const section = {type: 'category', label: zhS, link: {type: 'doc', id: write(`${base}/index.md`, zhS, labels[zhS], s)}, items: []};
        for (let k = 1; k <= perSection && written < needed; k += 1) {
          section.items.push(write(`${base}/page-${k}.md`, `${zhS}：主题 ${k}`, `${labels[zhS]}: topic ${k}`, k + 1));
        }
        chapter.items.push(section);
      }
      part.items.push(chapter);
    }
    sidebar.push(part);
  });
  // The copy's sidebar gets the generated tree after its first item (the docs home, which the
  // navbar's Docs item links to), through a module of its own.
  writeFileSync(join(dir, 'sidebars/scale.json'), JSON.stringify(sidebar));
  const sidebarsFile = join(dir, 'sidebars.ts');
  const source = readFileSync(sidebarsFile, 'utf8');
  if (!source.includes("  docs: [\n    'index',\n")) throw new Error('sidebars.ts has no "  docs: [" line followed by \'index\': update bench/scale.mjs');
  writeFileSync(
    sidebarsFile,
    `import scaleItems from './sidebars/scale.json';\nimport type {SidebarItem} from './sidebars/types';\n${source.replace("  docs: [\n    'index',\n", "  docs: [\n    'index',\n    ...(scaleItems as SidebarItem[]),\n")}`,
  );
  // English category labels, as write-translations would want them.
  const catalogue = join(dir, 'i18n/en/docusaurus-plugin-content-docs/current.json');
  const json = JSON.parse(readFileSync(catalogue, 'utf8'));
  for (const [zh, en] of Object.entries(labels)) {
    json[`sidebar.docs.category.${zh}`] = {message: en, description: `The label for category '${zh}' in sidebar 'docs'`};
  }
  writeFileSync(catalogue, `${JSON.stringify(json, null, 2)}\n`);
  execFileSync('sh', ['-c', 'git add -A && git -c user.name=bench -c user.email=bench@localhost commit -qm grow'], {cwd: dir});
  return written;
}

// ── Measuring ───────────────────────────────────────────────────────────────

/** Resident memory (bytes) of `pid` and all its descendants, from one `ps` listing. */
function treeRss(pid) {
  let out;
  try {
    out = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], {encoding: 'utf8'});
  } catch {
    return 0;
  }
  const rows = out.trim().split('\n').map((l) => l.trim().split(/\s+/).map(Number));
  const children = new Map();
  for (const [p, pp] of rows) children.set(pp, [...(children.get(pp) ?? []), p]);
  const rss = new Map(rows.map(([p, , r]) => [p, r]));
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    total += (rss.get(p) ?? 0) * 1024;
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

/** Runs a command to its end; wall seconds and peak tree memory. Output goes to `logFile`. */
function runMeasured(cmd, args, {cwd, env = {}, logFile}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const out = logFile ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'];
    const child = spawn(cmd, args, {cwd, env: {...process.env, ...env}, stdio: out, detached: true});
    const chunks = [];
    child.stdout?.on('data', (d) => chunks.push(d));
    child.stderr?.on('data', (d) => chunks.push(d));
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid));
    }, 200);
    child.on('exit', (code) => {
      clearInterval(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      if (logFile) writeFileSync(logFile, text);
      resolve({code, seconds: (performance.now() - started) / 1000, peakBytes: peak, text});
    });
  });
}

async function startTime(cwd) {
  const port = 4390;
  const url = `http://127.0.0.1:${port}/docs/quick-start/architecture`;
  const started = performance.now();
  const child = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd,
    env: {...process.env, ANALYTICS: 'off', BROWSER: 'none'},
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (performance.now() - started > 15 * 60_000) return null;
      try {
        const res = await fetch(url, {signal: AbortSignal.timeout(5000)});
        if (res.ok && (await res.text()).includes('<div id="__docusaurus">')) return (performance.now() - started) / 1000;
      } catch {
        // Not up yet.
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

const kib = (bytes) => (bytes == null ? null : Math.round(bytes / 102.4) / 10);
const round = (x, d = 2) => (x == null ? null : Math.round(x * 10 ** d) / 10 ** d);

async function measure(label, dir) {
  const docs = markdownUnder(join(dir, 'docs')).length;
  const row = {size: label, dir, docsPagesPerLocale: docs, docsPagesEn: markdownUnder(join(dir, EN_DOCS)).length};
  const show = (what) => log(`${label}: ${what}`);

  show(`cold build of both locales (${docs} docs pages per locale)…`);
  rmSync(join(dir, 'build'), {recursive: true, force: true});
  const build = await runMeasured('npx', ['docusaurus', 'build'], {
    cwd: dir,
    env: {ANALYTICS: 'off', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
    logFile: join(dir, 'bench-build.log'),
  });
  if (build.code !== 0) throw new Error(`${label}: build failed, see ${dir}/bench-build.log`);
  const sitemapUrls = (file) => (readFileSync(join(dir, file), 'utf8').match(/<loc>/g) ?? []).length;
  Object.assign(row, {
    buildSeconds: round(build.seconds, 1),
    buildPeakMiB: Math.round(build.peakBytes / 2 ** 20),
    sitemapUrls: {zh: sitemapUrls('build/sitemap.xml'), en: sitemapUrls('build/en/sitemap.xml')},
  });
  show(`build ${row.buildSeconds} s, peak ${row.buildPeakMiB} MiB, sitemap ${row.sitemapUrls.zh} + ${row.sitemapUrls.en} URLs`);

  // The version's data every docs page loads: the largest JSON module the docs root route needs.
  const versionProp = readdirSync(join(dir, '.docusaurus/docusaurus-plugin-content-docs/default/p'))
    .map((f) => readFileSync(join(dir, '.docusaurus/docusaurus-plugin-content-docs/default/p', f)))
    .sort((a, b) => b.length - a.length)[0];
  row.docsRouteDataKiB = kib(versionProp?.length);

  show('first-load JS and Lighthouse on the docs page…');
  const bench = await runMeasured('node', ['bench/run.mjs', '--no-build', '--only', 'docs', '--runs', opts.runs], {cwd: dir, logFile: join(dir, 'bench-run.log')});
  if (bench.code !== 0) throw new Error(`${label}: bench/run.mjs failed, see ${dir}/bench-run.log`);
  const report = JSON.parse(readFileSync(join(dir, 'bench/results.json'), 'utf8'));
  row.docsPage = Object.fromEntries(
    report.pages.map((p) => [
      p.locale,
      {
        firstLoadJsGzipKiB: kib(p.firstLoad.jsGzip),
        mobilePerformance: p.lighthouse.mobile.median.performance,
        mobileTbtMs: round(p.lighthouse.mobile.median.tbtMs, 0),
        benchmarkIndex: round(p.lighthouse.mobile.median.benchmarkIndex, 0),
      },
    ]),
  );
  for (const [locale, d] of Object.entries(row.docsPage)) {
    show(`docs ${locale}: JS ${d.firstLoadJsGzipKiB} KiB gz, perf ${d.mobilePerformance}, TBT ${d.mobileTbtMs} ms (benchmarkIndex ${d.benchmarkIndex})`);
  }

  show('offline search index and keystroke latency…');
  const searchJson = join(dir, 'bench-search.json');
  const search = await runMeasured('node', ['bench/search.mjs', '--json', searchJson], {cwd: dir, logFile: join(dir, 'bench-search.log')});
  if (search.code !== 0) throw new Error(`${label}: bench/search.mjs failed, see ${dir}/bench-search.log`);
  row.search = Object.fromEntries(
    JSON.parse(readFileSync(searchJson, 'utf8')).map((s) => [
      s.locale,
      {records: s.records, indexKiB: s.indexKB, indexGzipKiB: s.indexGzipKB, headingsGzipKiB: s.headingsGzipKB ?? null, medianMs: s.medianMs, p95Ms: s.p95Ms},
    ]),
  );
  for (const [locale, s] of Object.entries(row.search)) {
    show(`search ${locale}: ${s.records} records, ${s.indexKiB} KiB (${s.indexGzipKiB} gz; headings ${s.headingsGzipKiB} gz), median ${s.medianMs} ms, p95 ${s.p95Ms} ms`);
  }

  show('npm start until the first docs page answers…');
  row.startSeconds = round(await startTime(dir), 1);
  show(`start ${row.startSeconds} s`);

  if (!opts['no-ci']) {
    show('the whole test command (tools/run-tests.mjs)…');
    const ci = await runMeasured('node', ['tools/run-tests.mjs'], {cwd: dir, env: {CI: 'true', E2E_PORT: '4280'}, logFile: join(dir, 'bench-ci.log')});
    const closing = ci.text.match(/^(\d+) passed, (\d+) failed$/m);
    const steps = [...ci.text.matchAll(/^ {2}[✓✗] (.+?)\s+(\d+) passed\s+(\d+) failed\s+([\d.]+) s$/gm)].map((m) => ({
      step: m[1].trim(),
      passed: Number(m[2]),
      failed: Number(m[3]),
      seconds: Number(m[4]),
    }));
    row.ci = {exit: ci.code, seconds: round(ci.seconds, 0), passed: closing ? Number(closing[1]) : null, failed: closing ? Number(closing[2]) : null, steps};
    show(`ci ${row.ci.seconds} s, ${row.ci.passed} passed, ${row.ci.failed} failed (log: ${dir}/bench-ci.log)`);
  }
  return row;
}

// ── Main ────────────────────────────────────────────────────────────────────

const started = new Date();
const rows = [];
const copies = [];
try {
  for (const size of sizes) {
    log(`${size}: copying the committed site…`);
    const dir = makeCopy(size);
    copies.push(dir);
    if (size === 'large') log(`large: added ${grow(dir, targetPages)} generated pages per locale`);
    if (!opts['copy-only']) rows.push(await measure(size, dir));
  }
} finally {
  if (!opts.keep) for (const dir of copies) rmSync(dir, {recursive: true, force: true});
  else for (const dir of copies) log(`kept ${dir}`);
}

if (opts['copy-only']) process.exit(0);

const table = rows.map((r) => ({
  size: r.size,
  'docs/locale': r.docsPagesPerLocale,
  'URLs zh+en': r.sitemapUrls.zh + r.sitemapUrls.en,
  'build s': r.buildSeconds,
  'build MiB': r.buildPeakMiB,
  'start s': r.startSeconds,
  'route data KiB': r.docsRouteDataKiB,
  'docs JS gz zh/en': `${r.docsPage.zh.firstLoadJsGzipKiB} / ${r.docsPage.en.firstLoadJsGzipKiB}`,
  'perf zh/en': `${r.docsPage.zh.mobilePerformance} / ${r.docsPage.en.mobilePerformance}`,
  'TBT ms zh/en': `${r.docsPage.zh.mobileTbtMs} / ${r.docsPage.en.mobileTbtMs}`,
  'bench idx': `${r.docsPage.zh.benchmarkIndex} / ${r.docsPage.en.benchmarkIndex}`,
  'index gz KiB zh/en': `${r.search.zh.indexGzipKiB} / ${r.search.en.indexGzipKiB}`,
  'first answer from (headings gz KiB) zh/en': `${r.search.zh.headingsGzipKiB} / ${r.search.en.headingsGzipKiB}`,
  'key p50/p95 ms zh': `${r.search.zh.medianMs} / ${r.search.zh.p95Ms}`,
  'key p50/p95 ms en': `${r.search.en.medianMs} / ${r.search.en.p95Ms}`,
  'CI s': r.ci?.seconds ?? '–',
  'browser tests s': r.ci?.steps.find((s) => s.step === 'browser tests')?.seconds ?? '–',
}));
console.table(table);
const out = {
  date: started.toISOString(),
  commit: execFileSync('git', ['-C', ROOT, 'rev-parse', 'HEAD'], {encoding: 'utf8'}).trim(),
  machine: {cpus: cpus().length, loadavgAtEnd: loadavg().map((n) => round(n))},
  options: {pages: targetPages, sizes, runs: Number(opts.runs), ci: !opts['no-ci']},
  rows: rows.map(({dir, ...r}) => ({...r, copy: opts.keep ? dir : relative(tmpdir(), dir)})),
};
writeFileSync(join(ROOT, 'bench/scale-results.json'), `${JSON.stringify(out, null, 2)}\n`);
log('wrote bench/scale-results.json');
