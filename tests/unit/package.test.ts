import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {analyticsScripts} from '../../config/analytics';
import {latestDocsVersion} from '../../config/content';
import {ROOT} from './contentFiles';

// `npm run package -- --no-build` (tools/package.mjs) on a tiny planted build: a build that
// loads nothing from another origin is packed, with the layout the Dockerfile expects; each
// planted outside load (or a sign of a non-offline build) stops it with the file and URL named.
// The real build, served from the archive, is tested in tests/e2e/package.desktop.spec.ts.

const version = latestDocsVersion;

const page = (lang: string, css: string) =>
  `<!doctype html><html lang="${lang}"><head>` +
  '<link rel="canonical" href="https://www.rainbond.com/"><link rel="alternate" hreflang="en" href="https://www.rainbond.com/en/">' +
  `<link rel="stylesheet" href="${css}"><script src="/assets/js/main.js" defer></script></head>` +
  '<body><h1>Rainbond</h1><a href="https://github.com/goodrain/rainbond">GitHub</a></body></html>';

/** A build of both locales that is offline: links to other sites, but no loads from them. */
const cleanBuild: Record<string, string> = {
  'index.html': page('zh-CN', '/assets/css/styles.css'),
  'en/index.html': page('en', '/en/assets/css/styles.css'),
  'assets/css/styles.css': 'body{background:url(/img/bg.svg)}',
  'en/assets/css/styles.css': 'body{background:url(/img/bg.svg)}',
  'assets/js/main.js': 'window.x={analytics:{enabled:false,scripts:[]}};',
  'en/assets/js/main.js': 'window.x=1;',
  'search-index.json': '{}',
  'en/search-index.json': '{}',
  // The inline-script hashes plugins/csp writes for site.conf.
  '.nginx/csp.conf': 'set $csp_script_hashes "\'sha256-AAAA\'";',
  // The 301s of old addresses plugins/redirects writes for site.conf.
  '.nginx/redirects.conf': 'location = /blog/Old { return 301 "/blog/old$is_args$args"; }',
};

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'rainbond-package-unit-'));
});
afterAll(() => rmSync(work, {recursive: true, force: true}));

function plant(name: string, files: Record<string, string | null>): string {
  const dir = join(work, name);
  for (const [path, text] of Object.entries({...cleanBuild, ...files})) {
    if (text === null) continue;
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function pack(buildDir: string) {
  const outDir = `${buildDir}-dist`;
  const res = spawnSync(process.execPath, [join(ROOT, 'tools/package.mjs'), '--no-build', '--build-dir', buildDir, '--out-dir', outDir], {cwd: ROOT, encoding: 'utf8'});
  return {status: res.status, output: res.stdout + res.stderr, outDir};
}

describe('offline package (tools/package.mjs)', () => {
  it('packs an offline build as rainbond-docs-<docs version> with the site, the nginx rules, a Dockerfile and a README', () => {
    const {status, output, outDir} = pack(plant('clean', {}));
    expect(output).not.toMatch(/not an offline build/);
    expect(status).toBe(0);
    const name = `rainbond-docs-${version}`;
    expect(readdirSync(outDir)).toEqual([`${name}.tar.gz`]);
    expect(output).toMatch(new RegExp(`${name}\\.tar\\.gz \\d+\\.\\d MB`));
    const listing = spawnSync('tar', ['-tzf', join(outDir, `${name}.tar.gz`)], {encoding: 'utf8'}).stdout.split('\n');
    for (const path of ['site/index.html', 'site/en/search-index.json', 'nginx/conf.d/default.conf', 'nginx/rainbond/site.conf', 'Dockerfile', 'README.md']) {
      expect(listing).toContain(`${name}/${path}`);
    }
    expect(listing.every((l) => l === '' || l.startsWith(`${name}/`))).toBe(true);
  });

  it("puts the build's CSP and redirects includes where site.conf includes them from, and not into the site", () => {
    const {status, outDir} = pack(plant('include', {}));
    expect(status).toBe(0);
    const archive = join(outDir, `rainbond-docs-${version}.tar.gz`);
    const listing = spawnSync('tar', ['-tzf', archive], {encoding: 'utf8'}).stdout.split('\n');
    expect(listing).toContain(`rainbond-docs-${version}/nginx/snippets/rainbond-csp.conf`);
    expect(listing.filter((l) => l.includes('/site/.nginx'))).toEqual([]);
    const include = spawnSync('tar', ['-xzOf', archive, `rainbond-docs-${version}/nginx/snippets/rainbond-csp.conf`], {encoding: 'utf8'}).stdout;
    expect(include).toBe(cleanBuild['.nginx/csp.conf']);
    const redirects = spawnSync('tar', ['-xzOf', archive, `rainbond-docs-${version}/nginx/snippets/rainbond-redirects.conf`], {encoding: 'utf8'}).stdout;
    expect(redirects).toBe(cleanBuild['.nginx/redirects.conf']);
  });

  const planted: [string, Record<string, string | null>, RegExp][] = [
    ['an external script', {'docs/index.html': '<html><head><script src="https://cdn.example.com/lib.js"></script></head></html>'}, /docs\/index\.html: loads https:\/\/cdn\.example\.com\/lib\.js/],
    ["hosted search's preconnect", {'blog/index.html': '<html><head><link rel="preconnect" href="https://APP-dsn.algolia.net" crossorigin></head></html>'}, /blog\/index\.html: loads https:\/\/APP-dsn\.algolia\.net/],
    ['an external image', {'case/index.html': '<html><body><img src="//img.example.com/a.png" alt=""></body></html>'}, /loads \/\/img\.example\.com\/a\.png/],
    ['an external font', {'assets/css/font.css': '@font-face{font-family:x;src:url("https://fonts.example.com/x.woff2")}'}, /assets\/css\/font\.css: loads https:\/\/fonts\.example\.com\/x\.woff2/],
    ['a statistics script', {'assets/js/main.js': `window.x={analytics:{enabled:true,scripts:["${analyticsScripts[0]}"]}};`}, /assets\/js\/main\.js: names the statistics script/],
    ['no local search index (built for hosted search)', {'en/search-index.json': null}, /en: no search-index\.json/],
    ['no CSP include (built without plugins/csp)', {'.nginx/csp.conf': null}, /\.nginx\/csp\.conf: missing/],
    ['no redirects include (built without plugins/redirects)', {'.nginx/redirects.conf': null}, /\.nginx\/redirects\.conf: missing/],
    ['the unreleased next docs version (DOCS_NEXT=on)', {'en/docs/next/index.html': page('en', '/en/assets/css/styles.css')}, /en: holds the unreleased docs version at docs\/next\//],
    ['a home page built for another base URL', {'index.html': page('zh-CN', '/docs-site/assets/css/styles.css')}, /loads \/docs-site\/assets\/css\/styles\.css, which the build does not hold/],
  ];

  it.each(planted)('refuses a build with %s', (label, files, message) => {
    const {status, output, outDir} = pack(plant(label.replace(/\W+/g, '-'), files));
    expect(status).toBe(1);
    expect(output).toMatch(message);
    expect(() => readdirSync(outDir)).toThrow();
  });
});
