import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {packageBaseURL} from '../../playwright.config';
import {latestDocsVersion} from '../../config/content';
import {test, expect, hydrated, localePath, searchAnswered, type Locale} from './fixtures';
import {mapLimit, oneHopProblems, redirectCases} from './redirects';

// Issue 20, item 4: the offline docs package. `npm run package -- --no-build` packs the build of
// this test run (built the way the package builds it: ANALYTICS=off, no Algolia credentials);
// the archive is unpacked into a temporary folder and served by nginx with the package's own
// configuration, placed where the package's Dockerfile puts it in the official nginx image.
// Every request the pages make is watched: one to another origin fails the test, even though
// the browser could not complete it (playwright.config.ts blocks all other hosts).

test.use({baseURL: packageBaseURL});
// One packing and one server for the whole file, in one worker; a failed test does not skip the others.
test.describe.configure({mode: 'default'});

const ORIGIN = new URL(packageBaseURL).origin;

interface Copy {
  sources: string[];
  dest: string;
}

/** The instructions of a Dockerfile (comments and blank lines left out), and its COPY lines. */
function parseDockerfile(text: string): {instructions: string[]; from: string | undefined; copies: Copy[]} {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const from = instructions.find((l) => /^FROM\s/i.test(l))?.split(/\s+/)[1];
  const copies = instructions
    .filter((l) => /^COPY\s/i.test(l))
    .map((l) => {
      const rest = l.replace(/^COPY\s+/i, '');
      const args = rest.startsWith('[') ? (JSON.parse(rest) as string[]) : rest.split(/\s+/).filter((a) => !a.startsWith('--'));
      return {sources: args.slice(0, -1), dest: args[args.length - 1].replace(/\/+$/, '') || '/'};
    });
  return {instructions, from, copies};
}

let work: string;
let top: string; // the unpacked package folder, rainbond-docs-<version>
let listing: string[];
let dockerfile: ReturnType<typeof parseDockerfile>;
let nginx: ChildProcess | undefined;
let nginxLog = '';
/** The last answer to / while nginx was starting, printed after the tests if it never served it. */
let nginxStatus = '';

/**
 * Serves the unpacked package as its Docker image would, without Docker: the COPY lines that
 * go into /etc/nginx are copied into a stand-in for the image's /etc/nginx, the others are
 * served from where they were unpacked; absolute paths in the configuration are rewritten to
 * those places and `listen` to a loopback port. The main nginx.conf does what the image's
 * does: mime types, then every conf.d/*.conf inside `http`.
 */
async function servePackage(): Promise<void> {
  const image = join(work, 'image');
  const etc = join(image, 'etc/nginx');
  mkdirSync(etc, {recursive: true});
  cpSync('/etc/nginx/mime.types', join(etc, 'mime.types'));
  const copies = dockerfile.copies.flatMap(({sources, dest}) => sources.map((source) => ({source, dest})));
  for (const {source, dest} of copies) {
    if (dest === '/etc/nginx' || dest.startsWith('/etc/nginx/')) cpSync(join(top, source), join(image, dest), {recursive: true});
  }
  const local = (path: string): string => {
    const copy = copies
      .filter(({dest}) => path === dest || path.startsWith(`${dest}/`))
      .sort((a, b) => b.dest.length - a.dest.length)[0];
    if (path.startsWith('/etc/nginx/') || !copy) return join(image, path);
    return join(top, copy.source, path.slice(copy.dest.length));
  };
  const prefixes = ['/etc/nginx', ...copies.map(({dest}) => dest)].sort((a, b) => b.length - a.length);
  const absolute = new RegExp(`(?<![\\w/.])(?:${prefixes.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(?=[/\\s;"']|$)[^\\s;"']*`, 'g');
  const confFiles = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? confFiles(join(dir, e.name)) : [join(dir, e.name)]));
  for (const file of confFiles(etc)) {
    if (file.endsWith('mime.types')) continue;
    let listens = 0;
    const text = readFileSync(file, 'utf8')
      .replace(absolute, (path) => local(path))
      .replace(/^(\s*)listen\s+[^;]*;/gm, (_, indent: string) => (listens++ === 0 ? `${indent}listen 127.0.0.1:${new URL(ORIGIN).port};` : `${indent}# listen (one is enough here)`));
    writeFileSync(file, text);
  }
  expect(existsSync(join(etc, 'conf.d')), 'the package puts a server block into /etc/nginx/conf.d').toBe(true);

  const prefix = join(work, 'nginx');
  for (const dir of ['logs', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir), {recursive: true});
  writeFileSync(
    join(etc, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include ${etc}/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  keepalive_timeout 65;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${etc}/conf.d/*.conf;
}
`,
  );
  nginx = spawn('/usr/sbin/nginx', ['-p', prefix, '-c', join(etc, 'nginx.conf')], {stdio: ['ignore', 'ignore', 'pipe']});
  nginx.stderr!.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()));
  // Until nginx answers or exits (the hook's own timeout bounds the wait; its log is printed then).
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx did not start with the package's configuration:\n${nginxLog}`);
    const status = await fetch(`${ORIGIN}/`).then((r) => r.status, (e: Error) => e.message);
    if (status === 200) {
      nginxStatus = '';
      return;
    }
    nginxStatus = String(status);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  work = mkdtempSync(join(tmpdir(), 'rainbond-package-test-'));
  // nginx's workers (another user when the tests run as root) must reach the unpacked files.
  chmodSync(work, 0o755);
  const dist = join(work, 'dist');
  const out = execFileSync(process.execPath, ['tools/package.mjs', '--no-build', '--out-dir', dist], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
  console.log(out.trim());
  const archives = readdirSync(dist).filter((f) => f.endsWith('.tar.gz'));
  expect(archives).toHaveLength(1);
  const archive = join(dist, archives[0]);
  listing = execFileSync('tar', ['-tzf', archive], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024}).split('\n').filter(Boolean);
  const unpacked = join(work, 'unpacked');
  mkdirSync(unpacked);
  execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
  const tops = readdirSync(unpacked);
  expect(tops, 'one folder at the top of the archive').toHaveLength(1);
  expect(`${tops[0]}.tar.gz`).toBe(archives[0]);
  top = join(unpacked, tops[0]);
  dockerfile = parseDockerfile(readFileSync(join(top, 'Dockerfile'), 'utf8'));
});

test.afterAll(async () => {
  if (nginxStatus) console.log(`nginx with the package's configuration did not serve / (${nginxStatus}):\n${nginxLog}`);
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx!.once('exit', r));
    nginx.kill('SIGQUIT');
    await exited;
  }
  if (work) rmSync(work, {recursive: true, force: true});
});

test('the archive is named after the docs version and holds the site, nginx rules, a Dockerfile and a README', () => {
  const name = top.split('/').pop()!;
  expect(name).toBe(`rainbond-docs-${latestDocsVersion}`);
  for (const path of ['site/index.html', 'site/en/index.html', 'site/search-index.json', 'site/en/search-index.json', 'nginx/rainbond/site.conf', 'nginx/snippets/rainbond-csp.conf', 'nginx/snippets/rainbond-redirects.conf', 'Dockerfile', 'README.md']) {
    expect(listing, path).toContain(`${name}/${path}`);
  }
  const readme = readFileSync(join(top, 'README.md'), 'utf8');
  expect(readme).toContain(`docker build -t rainbond-docs:${name.replace('rainbond-docs-', '')} .`);
  expect(readme).not.toContain('{{');
});

test('the Dockerfile is three lines on a pinned official nginx image, and every path it copies is in the archive', () => {
  const {instructions, from, copies} = dockerfile;
  expect(instructions).toHaveLength(3);
  expect(instructions[0]).toMatch(/^FROM\s/);
  expect(from).toMatch(/^nginx:\d+\.\d+\.\d+(-[a-z0-9.]+)?$/);
  expect(copies).toHaveLength(2);
  const name = top.split('/').pop()!;
  for (const {sources} of copies) {
    for (const source of sources) {
      const entry = `${name}/${source.replace(/^\.\//, '').replace(/\/+$/, '')}`;
      expect(listing.some((l) => l === entry || l === `${entry}/` || l.startsWith(`${entry}/`)), `COPY ${source}`).toBe(true);
      expect(existsSync(join(top, source)), `COPY ${source} (unpacked)`).toBe(true);
    }
  }
  // The image's own nginx.conf reads /etc/nginx/conf.d/*.conf, and its web root is /usr/share/nginx/html.
  const dests = copies.map((c) => c.dest);
  expect(dests).toContain('/usr/share/nginx/html');
  expect(dests.some((d) => d === '/etc/nginx' || d === '/etc/nginx/conf.d')).toBe(true);
});

/** Everything wrong on a page: any request to another origin, failed requests, error answers, console errors, uncaught errors. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!/^(data|blob):/.test(url) && new URL(url).origin !== ORIGIN) problems.push(`request to another origin: ${url}`);
  });
  page.on('requestfailed', (r) => {
    // A <link rel=prefetch> (resource type "other") that a navigation cancels is by design, not a failure.
    const cancelledPrefetch = r.failure()?.errorText === 'net::ERR_ABORTED' && r.resourceType() === 'other';
    if (!cancelledPrefetch) problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()}: ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  return problems;
}

test.describe('served as the image would serve it', () => {
  test.beforeAll(servePackage);

  test('the watch sees a request to another origin although the browser blocks it', async ({page}) => {
    const problems = watch(page);
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => {
      new Image().src = 'https://fonts.example.com/planted.png';
    });
    await expect.poll(() => problems.some((p) => p === 'request to another origin: https://fonts.example.com/planted.png')).toBe(true);
  });

  const pages: [string, Locale, RegExp][] = [
    ['/', 'zh', /云原生应用管理/],
    ['/en/', 'en', /[Cc]loud-native application management/],
    ['/docs/quick-start/architecture', 'zh', /架构/],
    ['/en/docs/quick-start/architecture', 'en', /[Aa]rchitecture/],
  ];

  for (const [path, locale, heading] of pages) {
    test(`${path} loads from the package alone`, async ({page}) => {
      const problems = watch(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      // The analytics loader would start after the load event: wait until the network is quiet.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en');
      await expect(page.locator('h1').first()).toHaveText(heading);
      expect(problems).toEqual([]);
    });
  }

  test('every old address of the redirect table answers one 301 to a page of the package, in both locales (issue 26)', async () => {
    const pages = new Map<string, Promise<string | null>>();
    const problems = (await mapLimit(redirectCases(), 16, ({from, expected}) => oneHopProblems(ORIGIN, from, expected, pages))).flat();
    expect(problems).toEqual([]);
  });

  for (const locale of ['zh', 'en'] as const) {
    test(`search finds "helm" in ${locale} from the package's own index`, async ({page}) => {
      const problems = watch(page);
      await page.goto(localePath(locale, '/docs/'));
      await hydrated(page);
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await page.locator('.DocSearch-Input').fill('helm');
      await searchAnswered(page, 'hits');
      const hits = page.locator('.DocSearch-Hits a');
      expect(await hits.count()).toBeGreaterThan(0);
      await expect(hits.first()).toHaveAttribute('href', locale === 'zh' ? /^\/(?!en\/)/ : /^\/en\//);
      await expect(hits.first()).toContainText(/helm/i);
      await page.waitForLoadState('networkidle');
      const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
      expect(fetched).toContain(localePath(locale, '/search-index.json'));
      expect(problems).toEqual([]);
    });
  }
});
