#!/usr/bin/env node
// `npm run package`: the offline docs package (issue 20, item 4). Builds both locales for offline
// use and writes dist/rainbond-docs-<docs version>.tar.gz, one folder rainbond-docs-<version>/:
//   site/                      the build (whatever `docusaurus build` writes)
//   nginx/conf.d/default.conf  server block for the official nginx image (tools/package/default.conf)
//   nginx/rainbond/            our nginx/ folder (site.conf …)
//   nginx/snippets/rainbond-csp.conf   the build's inline-script hashes, which site.conf includes
//   nginx/snippets/rainbond-redirects.conf   the 301s of old addresses, which site.conf includes
//   Dockerfile                 three lines on the official nginx image (tools/package/Dockerfile)
//   README.md                  how to serve it (tools/package/README.md)
//
// An offline build is an ordinary build with ANALYTICS=off and no Algolia credentials: the site
// then loads nothing from another origin (the local search index answers the search box), which
// this script checks in the files before it packs them.
//
//   --no-build         pack the existing build (the test run's build/, which is built the same way)
//   --build-dir DIR    the build to make or pack (default build)
//   --out-dir DIR      where the archive goes (default dist)
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {load} from 'cheerio';
import {build} from 'esbuild';
import {OFFLINE_ENV} from './package/offlineEnv.mjs';

const ROOT = resolve(import.meta.dirname, '..');


/** The pieces of the TypeScript site config this script needs, compiled in memory. */
async function loadSiteConfig() {
  const {outputFiles} = await build({
    stdin: {
      contents: [
        "export {docsOptions} from './config/content';",
        "export {analyticsScripts} from './config/analytics';",
        "export {i18n} from './config/i18n';",
        "export {CSP_INCLUDE} from './plugins/csp';",
        "export {REDIRECTS_INCLUDE} from './plugins/redirects/nginx';",
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

/** "5.8" for the docs version served at /docs/ (the label of `lastVersion`, "V5.8", without its "V"). */
export function docsVersion(docsOptions) {
  const last = docsOptions.lastVersion ?? 'current';
  const label = docsOptions.versions?.[last]?.label ?? last;
  const number = /\d+(?:\.\d+)*/.exec(label)?.[0];
  if (!number) throw new Error(`package: the docs version label "${label}" holds no version number`);
  return number;
}

const files = (dir) =>
  readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

const ABSOLUTE = /^\s*(?:https?:)?\/\//i;
/** `rel` values of a <link> the browser does not fetch on its own (canonical, hreflang, feeds…). */
const INERT_RELS = new Set(['canonical', 'alternate', 'author', 'license', 'me', 'search', 'help', 'next', 'prev', 'bookmark', 'external', 'nofollow', 'noopener', 'noreferrer', 'tag']);
const cssUrls = (css) => [...css.matchAll(/url\(\s*['"]?([^'")]+)|@import\s+['"]([^'"]+)/g)].map((m) => m[1] ?? m[2]);

/** Absolute URLs an HTML page makes the browser load by itself (not links a visitor clicks). */
function htmlLoads(html) {
  const $ = load(html);
  const urls = [];
  const attr = (selector, name) => $(selector).each((_, el) => urls.push($(el).attr(name)));
  attr('script[src], img[src], iframe[src], frame[src], source[src], video[src], audio[src], track[src], embed[src], input[src]', 'src');
  attr('video[poster]', 'poster');
  attr('object[data]', 'data');
  attr('image[href], use[href], feImage[href]', 'href');
  attr('image[xlink\\:href], use[xlink\\:href]', 'xlink:href');
  $('[srcset]').each((_, el) => urls.push(...$(el).attr('srcset').split(',').map((s) => s.trim().split(/\s+/)[0])));
  $('link[href]').each((_, el) => {
    const rels = ($(el).attr('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    if (rels.length === 0 || !rels.every((r) => INERT_RELS.has(r))) urls.push($(el).attr('href'));
  });
  $('[style]').each((_, el) => urls.push(...cssUrls($(el).attr('style'))));
  $('style').each((_, el) => urls.push(...cssUrls($(el).text())));
  $('meta[http-equiv="refresh" i]').each((_, el) => urls.push(($(el).attr('content') ?? '').replace(/^[^;]*;\s*url=/i, '')));
  return urls.filter(Boolean);
}

/**
 * The tags of a page that hold an absolute URL, other than links (<a>), and its <style> elements:
 * all that can load one. Parsing these alone instead of every whole page makes the check of
 * the whole build about five times faster.
 */
const absoluteTags = (html) =>
  [...html.matchAll(/<(?!a[\s>])[a-z][^>]*?(?:https?:)?\/\/[^>]*>|<style[^>]*>[\s\S]*?<\/style>/gi)].map((m) => m[0]).join('\n');

/**
 * Why `buildDir` is not an offline build of both locales served at `/`, or [] if it is:
 * a locale without its local search index (built with Algolia credentials), a page or style
 * sheet that loads an absolute URL (hosted search's preconnect, external fonts, images,
 * scripts), a file naming a statistics script (built with analytics on), or a file the home
 * page of a locale loads that is not in the build (built for another base URL).
 */
export function offlineProblems(buildDir, {localeDirs, statisticsUrls}) {
  const problems = [];
  for (const dir of localeDirs) {
    const where = dir || '(default locale)';
    // A package is one released docs version, named by it (issue 29): never the unreleased next one.
    if (existsSync(join(buildDir, dir, 'docs/next/index.html'))) problems.push(`${where}: holds the unreleased docs version at docs/next/ (built with DOCS_NEXT=on?)`);
    if (!existsSync(join(buildDir, dir, 'search-index.json'))) problems.push(`${where}: no search-index.json, so search would ask a hosted service (built with ALGOLIA_* set?)`);
    const home = join(buildDir, dir, 'index.html');
    if (!existsSync(home)) {
      problems.push(`${where}: no index.html`);
      continue;
    }
    for (const url of htmlLoads(readFileSync(home, 'utf8'))) {
      const path = url.split(/[?#]/)[0];
      if (path.startsWith('/') && !path.startsWith('//') && !existsSync(join(buildDir, decodeURI(path)))) {
        problems.push(`${relative(buildDir, home)}: loads ${url}, which the build does not hold (built for another BASE_URL?)`);
      }
    }
  }
  for (const file of files(buildDir)) {
    const name = relative(buildDir, file);
    if (!/\.(html?|css|m?js|json|xml|txt|md|svg|webmanifest)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    const loads = file.endsWith('.html') ? htmlLoads(absoluteTags(text)) : file.endsWith('.css') ? cssUrls(text) : [];
    for (const url of loads) if (ABSOLUTE.test(url)) problems.push(`${name}: loads ${url.trim()}`);
    for (const url of statisticsUrls) if (text.includes(url)) problems.push(`${name}: names the statistics script ${url} (built with analytics on?)`);
  }
  return [...new Set(problems)];
}

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const {values} = parseArgs({
    options: {
      'no-build': {type: 'boolean', default: false},
      'build-dir': {type: 'string', default: 'build'},
      'out-dir': {type: 'string', default: 'dist'},
    },
  });
  const buildDir = resolve(values['build-dir']);
  const outDir = resolve(values['out-dir']);
  const {docsOptions, analyticsScripts, i18n, CSP_INCLUDE, REDIRECTS_INCLUDE} = await loadSiteConfig();
  const version = docsVersion(docsOptions);
  const localeDirs = i18n.locales.map((l) => (l === i18n.defaultLocale ? '' : (i18n.localeConfigs[l]?.path ?? l)));

  if (!values['no-build']) {
    // A fresh folder: `docusaurus build` leaves files of earlier builds in place.
    rmSync(buildDir, {recursive: true, force: true});
    const res = spawnSync('npx', ['docusaurus', 'build', '--out-dir', buildDir], {cwd: ROOT, stdio: 'inherit', env: {...process.env, ...OFFLINE_ENV}});
    if (res.status !== 0) {
      console.error('package: the build failed.');
      process.exit(1);
    }
  } else if (!existsSync(buildDir)) {
    console.error(`package: ${relative(process.cwd(), buildDir) || buildDir} does not exist; run without --no-build.`);
    process.exit(1);
  }

  const problems = offlineProblems(buildDir, {localeDirs, statisticsUrls: analyticsScripts});
  if (!existsSync(join(buildDir, CSP_INCLUDE))) problems.push(`${CSP_INCLUDE}: missing; site.conf includes the inline-script hashes the build writes there (plugins/csp)`);
  if (!existsSync(join(buildDir, REDIRECTS_INCLUDE))) problems.push(`${REDIRECTS_INCLUDE}: missing; site.conf includes the redirects of old addresses the build writes there (plugins/redirects)`);
  if (problems.length) {
    console.error(`package: ${buildDir} is not an offline build (${problems.length} problems):`);
    for (const p of problems.slice(0, 30)) console.error(`  ${p}`);
    if (problems.length > 30) console.error(`  … and ${problems.length - 30} more`);
    console.error('Build it with `npm run package` (without --no-build).');
    process.exit(1);
  }

  const name = `rainbond-docs-${version}`;
  const stage = mkdtempSync(join(tmpdir(), 'rainbond-package-'));
  try {
    // The small files are staged; the build goes into the archive from where it is, as site/.
    const top = join(stage, name);
    // The nginx rules as the repository has them, and the build's inline-script hashes where
    // site.conf includes them from (snippets/rainbond-csp.conf under /etc/nginx; plugins/csp).
    cpSync(join(ROOT, 'nginx'), join(top, 'nginx', 'rainbond'), {recursive: true});
    mkdirSync(join(top, 'nginx', 'snippets'));
    cpSync(join(buildDir, CSP_INCLUDE), join(top, 'nginx', 'snippets', 'rainbond-csp.conf'));
    cpSync(join(buildDir, REDIRECTS_INCLUDE), join(top, 'nginx', 'snippets', 'rainbond-redirects.conf'));
    mkdirSync(join(top, 'nginx', 'conf.d'));
    cpSync(join(ROOT, 'tools/package/default.conf'), join(top, 'nginx', 'conf.d', 'default.conf'));
    cpSync(join(ROOT, 'tools/package/Dockerfile'), join(top, 'Dockerfile'));
    writeFileSync(join(top, 'README.md'), readFileSync(join(ROOT, 'tools/package/README.md'), 'utf8').replaceAll('{{VERSION}}', version));

    mkdirSync(outDir, {recursive: true});
    const archive = join(outDir, `${name}.tar.gz`);
    // Sorted, owned by root and readable by all (nginx's worker user in the image). The build's
    // members are named ./… and become <name>/site/…; the staged ones already start with <name>.
    const tar = spawnSync(
      'tar',
      ['--sort=name', '--owner=0', '--group=0', '--numeric-owner', '--mode=a+rX,u+w,go-w', `--transform=s,^\\.,${name}/site,`, '--exclude=./.nginx', '-czf', archive, '-C', stage, name, '-C', buildDir, '.'],
      {stdio: 'inherit'},
    );
    if (tar.status !== 0) {
      console.error('package: tar failed.');
      process.exit(1);
    }
    const unpacked = [...files(top), ...files(buildDir)].reduce((n, f) => n + statSync(f).size, 0);
    console.log(`package: ${relative(process.cwd(), archive)} ${megabytes(statSync(archive).size)} (${megabytes(unpacked)} unpacked, docs V${version}, both locales)`);
  } finally {
    rmSync(stage, {recursive: true, force: true});
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
