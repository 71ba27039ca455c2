#!/usr/bin/env node
// Issue 26: the addresses the previous site (goodrain/rainbond-docs at d628df3, the V5.8 site on
// Docusaurus 2) answered, computed from its files the way Docusaurus 2 routes them, and the docs
// links in Rainbond 5.8.1's own code. Writes tests/fixtures/legacy-urls.txt, which the tests
// read: every line must land on a real page (src/data/redirects.ts). Run it again only when a
// source changes; it is not part of the build or the tests.
//
//   node tools/redirects/collect-legacy-urls.mjs --site /path/to/rainbond-docs \
//     --ui /path/to/rainbond-ui --console /path/to/rainbond-console --rainbond /path/to/rainbond \
//     --builder /path/to/builder --chart /path/to/rainbond-chart --operator /path/to/rainbond-operator \
//     --cloud-adaptor /path/to/cloud-adaptor
// Every repository is read at v5.8.1-release: its source, its READMEs and the help texts it prints
// (the builder's buildpacks print docs links into build logs).
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {basename, dirname, join, relative, resolve} from 'node:path';
import {parseArgs} from 'node:util';

const {values} = parseArgs({
  options: {
    site: {type: 'string'},
    ui: {type: 'string'},
    console: {type: 'string'},
    rainbond: {type: 'string'},
    builder: {type: 'string'},
    chart: {type: 'string'},
    operator: {type: 'string'},
    'cloud-adaptor': {type: 'string'},
    out: {type: 'string', default: resolve(import.meta.dirname, '../../tests/fixtures/legacy-urls.txt')},
  },
});

const files = (dir) =>
  existsSync(dir) ? readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)])) : [];

function frontMatter(file) {
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---/.exec(text);
  const fields = {};
  for (const line of match?.[1].split('\n') ?? []) {
    const m = /^(\w+):\s*(.*)$/.exec(line);
    if (m) fields[m[1]] = m[2].replace(/^['"]|['"]$/g, '').trim();
  }
  return fields;
}

/** Docusaurus 2 docs routes: slug, else folder + id; index/README/folder-named files are the folder's page. */
function docsRoutes(root, base) {
  const routes = new Set();
  for (const file of files(root)) {
    if (!/\.mdx?$/.test(file) || basename(file).startsWith('_')) continue;
    const rel = relative(root, file);
    const dir = dirname(rel) === '.' ? '' : dirname(rel);
    const name = basename(rel).replace(/\.mdx?$/, '');
    const fm = frontMatter(file);
    let path;
    if (fm.slug?.startsWith('/')) path = fm.slug;
    else if (fm.slug) path = `/${dir ? `${dir}/` : ''}${fm.slug}`;
    else if (!fm.id && (/^(index|readme)$/i.test(name) || name === basename(dir))) path = `/${dir}${dir ? '/' : ''}`;
    else path = `/${dir ? `${dir}/` : ''}${fm.id ?? name}`;
    routes.add(`${base}${path}`.replace(/\/+/g, '/'));
  }
  return routes;
}

/** Blog-type routes: list, pages, archive and one per post (slug, else the date path of the file name). */
function blogRoutes(root, base) {
  const posts = files(root).filter((f) => /\.mdx?$/.test(f));
  const routes = new Set([base, `${base}/archive`]);
  for (let page = 2; page <= Math.ceil(posts.length / 10); page += 1) routes.add(`${base}/page/${page}`);
  for (const file of posts) {
    const fm = frontMatter(file);
    const m = /^(\d{4})-(\d{2})-(\d{2})-(.*)\.mdx?$/.exec(basename(file));
    routes.add(fm.slug ? `${base}/${fm.slug.replace(/^\//, '')}` : `${base}/${m[1]}/${m[2]}/${m[3]}/${m[4]}`);
  }
  return routes;
}

const site = values.site && resolve(values.site);
const lines = new Map(); // path -> source
const add = (path, source) => {
  const clean = path.replace(/[?#].*$/, '');
  if (!lines.has(clean)) lines.set(clean, source);
};

if (site) {
  const en = join(site, 'i18n/en');
  const zhRoutes = new Set([
    ...docsRoutes(join(site, 'docs'), '/docs'),
    ...docsRoutes(join(site, 'community'), '/community'),
    ...['blog', 'case', 'feature', 'usescene'].flatMap((b) => [...blogRoutes(join(site, b), `/${b}`)]),
    ...['/', '/helm', '/ack', '/cce', '/tke', '/enterprise_server', '/opensourceApps', '/search'],
  ]);
  // The English site: every route of the Chinese one (untranslated pages fall back to Chinese),
  // with the slugs of the translated files where they set one.
  const enRoutes = new Set([
    ...zhRoutes,
    ...docsRoutes(join(en, 'docusaurus-plugin-content-docs/current'), '/docs'),
    ...docsRoutes(join(en, 'docusaurus-plugin-content-docs-community/current'), '/community'),
    ...blogRoutes(join(en, 'docusaurus-plugin-content-blog'), '/blog'),
    ...blogRoutes(join(en, 'docusaurus-plugin-content-blog-case'), '/case'),
    ...blogRoutes(join(en, 'docusaurus-plugin-content-blog-usescene'), '/usescene'),
  ]);
  // The client redirects its docusaurus.config.js made (old paths of moved pages).
  const configRedirects = [...zhRoutes].flatMap((path) => {
    if (path.includes('docs/expand/practices')) return [path.replace('docs/expand/practices', 'docs/practices')];
    if (path.includes('docs/expand/opensource-app')) return [path.replace('docs/expand/opensource-app', 'docs/opensource-app')];
    if (path.includes('docs/use-manual/component-manage/build-source/auto_build'))
      return [path.replace('docs/use-manual/component-manage/build-source/auto_build', 'docs/user-manual/component-dev/auto_build')];
    return [];
  });
  for (const path of [...zhRoutes].sort()) add(path, 'site');
  for (const path of [...enRoutes].sort()) add(`/en${path === '/' ? '/' : path}`, 'site');
  for (const path of configRedirects.sort()) {
    add(path, 'site redirect');
    add(`/en${path}`, 'site redirect');
  }
}

// Docs links in Rainbond 5.8.1's code: absolute www.rainbond.com/docs links, and links built on
// the console's `platform_url` (the site's root).
const LINK = /(?:rainbond\.com|\$\{platform_url\})\/?((?:en\/)?docs(?:\/[^\s"'`)<>\]]*)?)/g;
const REPOS = [
  ['ui', 'rainbond-ui'],
  ['console', 'rainbond-console'],
  ['rainbond', 'rainbond'],
  ['builder', 'builder'],
  ['chart', 'rainbond-chart'],
  ['operator', 'rainbond-operator'],
  ['cloud-adaptor', 'cloud-adaptor'],
];
/** Text files of a repository: anything under 1 MiB without a NUL byte, outside dependencies and git. */
const textFiles = (root) =>
  files(root).filter((f) => {
    if (/(^|\/)(node_modules|vendor|\.git)\//.test(relative(root, f))) return false;
    const data = readFileSync(f);
    return data.length < 1 << 20 && !data.includes(0);
  });
for (const [option, name] of REPOS) {
  const root = values[option] && resolve(values[option]);
  if (!root) continue;
  for (const file of textFiles(root)) {
    for (const m of readFileSync(file, 'utf8').matchAll(LINK)) {
      const path = `/${m[1]}`.replace(/[?#].*$/, '');
      const decoded = decodeURIComponent(path);
      add(decoded, `${name}/${relative(root, file)}`);
    }
  }
}

const header = [
  '# Addresses that must land on a page of this site (issue 26): every route of the previous site',
  '# (goodrain/rainbond-docs at d628df3, both locales, with the redirects its config made) and every',
  '# docs link in Rainbond 5.8.1 (rainbond-ui, rainbond-console, rainbond, builder, rainbond-chart,',
  '# rainbond-operator, cloud-adaptor: code, READMEs and the help texts they print).',
  '# Written by tools/redirects/collect-legacy-urls.mjs; one path and its source per line.',
];
const body = [...lines].sort(([a], [b]) => a.localeCompare(b)).map(([path, source]) => `${path}\t${source}`);
writeFileSync(values.out, `${header.join('\n')}\n${body.join('\n')}\n`);
console.log(`collect-legacy-urls: ${lines.size} paths (${[...lines.values()].filter((s) => s.startsWith('site')).length} from the site) → ${relative(process.cwd(), values.out)}`);
