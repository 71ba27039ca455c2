import {spawnSync} from 'node:child_process';
import {chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {deployBaseURL} from '../../playwright.config';
import type {Page} from '@playwright/test';
import {test, expect, hydrated, type PageProblems} from './fixtures';
import {serveWithNginx, type NginxServer} from './nginx';

// Issue 28: a reader keeps a page open while a new version of the site is deployed; the chunks of the
// build the page came from are gone. A client-side navigation then loads its target in full, from
// the new build, with no error and no blank or frozen page.
//
// The "new build" is simulated, without building again: a copy of build/ in which every file whose
// name carries a build or content hash has a new one (the folder of the lazy chunks, which holds the
// build hash, the runtime and `main`), and every page and the runtime name the new files. That is
// what a deploy does to the files a reader's open page asks for: its old chunk URLs answer 404. The
// two folders are served by nginx through a symbolic link, switched from one to the other as a
// deploy switches the served folder.

const BUILD = join(__dirname, '..', '..', 'build');
let dir = '';
let server: NginxServer | null = null;

/** Every file under `root` whose name ends with one of `extensions`. */
function filesUnder(root: string, extensions: string[]): string[] {
  return readdirSync(root, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A copy of build/ (hard links) with new hashes in every hashed JS name; returns the old → new names. */
function newerDeploy(target: string): Map<string, string> {
  const copy = spawnSync('cp', ['-al', BUILD, target]);
  if (copy.status !== 0) throw new Error(`cp -al failed: ${copy.stderr}`);
  const renames = new Map<string, string>();
  const other = (hex: string) => [...hex].map((c) => ((parseInt(c, 16) + 7) % 16).toString(16)).join('');
  for (const locale of ['', 'en']) {
    const js = join(target, locale, 'assets/js');
    for (const name of readdirSync(js)) {
      const hashed = /^(runtime~main|main)\.([0-9a-f]{8})\.js$/.exec(name);
      if (hashed) {
        renames.set(name, `${hashed[1]}.${other(hashed[2]!)}.js`);
        renameSync(join(js, name), join(js, renames.get(name)!));
      } else if (/^[0-9a-f]{8}$/.test(name)) {
        renames.set(`/${name}/`, `/${other(name)}/`);
        renameSync(join(js, name), join(js, other(name)));
      }
    }
  }
  // The runtime builds a chunk's URL from the whole build hash, of which the folder is the start.
  for (const runtime of filesUnder(target, ['.js']).filter((f) => /runtime~main\.[0-9a-f]{8}\.js$/.test(f))) {
    const source = readFileSync(runtime, 'utf8');
    const full = /\.h=\(\)=>"([0-9a-f]+)"/.exec(source)?.[1];
    if (!full) throw new Error(`no build hash found in ${runtime}`);
    renames.set(`"${full}"`, `"${other(full)}"`);
  }
  // Pages and runtimes are rewritten as new files: the copy shares the others with build/.
  for (const file of filesUnder(target, ['.html']).concat(filesUnder(target, ['.js']).filter((f) => /runtime~main\.[0-9a-f]{8}\.js$/.test(f)))) {
    let text = readFileSync(file, 'utf8');
    for (const [from, to] of renames) text = text.split(from).join(to);
    unlinkSync(file);
    writeFileSync(file, text);
  }
  return renames;
}

/** Points the served link at `target`, in one step (a new link renamed over the old one). */
function serve(target: string) {
  const link = join(dir, 'site');
  symlinkSync(target, `${link}.next`);
  renameSync(`${link}.next`, link);
}

test.describe.configure({mode: 'serial'});
test.use({baseURL: deployBaseURL});

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rainbond-deploy-'));
  // nginx's workers run as another user when the tests run as root.
  chmodSync(dir, 0o755);
  newerDeploy(join(dir, 'new'));
  serve(BUILD);
  server = await serveWithNginx(deployBaseURL, join(dir, 'site'));
});

test.afterAll(async () => {
  await server?.stop();
  if (dir && existsSync(dir)) rmSync(dir, {recursive: true, force: true});
});

test.afterEach(() => serve(BUILD));

/** What both tests check once the page has left for `target`: the new build, in full, with no error. */
async function landedInFull(page: Page, problems: PageProblems, target: string, heading: RegExp, oldRuntime: string, oldChunks: string) {
  await expect(page).toHaveURL((url) => url.pathname === target);
  await hydrated(page);
  await expect(page.locator('h1').first()).toHaveText(heading);
  // The page now runs the new build.
  expect(await page.locator('script[src*="/runtime~main."]').getAttribute('src')).not.toBe(oldRuntime);
  expect(problems.errors).toEqual([]);
  // What failed: the old build's chunks, gone with it (404, or cut short by the full load).
  expect(problems.failedRequests.length).toBeGreaterThan(0);
  for (const failure of problems.failedRequests) expect(failure).toMatch(new RegExp(`${oldChunks}.+\\.js (404|net::ERR_ABORTED)$`));
}

/** The runtime and the folder of the lazy chunks of the build the page came from. */
async function buildOf(page: Page): Promise<{oldRuntime: string; oldChunks: string}> {
  const oldRuntime = (await page.locator('script[src*="/runtime~main."]').getAttribute('src'))!;
  const oldChunks = /\/assets\/js\/[0-9a-f]{8}\//.exec((await page.locator('link[rel="preload"][as="script"]').first().getAttribute('href'))!)![0];
  return {oldRuntime, oldChunks};
}

test('after a deploy, a client-side navigation whose chunks are gone loads its target in full from the new build', async ({page, problems}) => {
  // No prefetching and no preloading on hover (data saving on): the target's chunks are asked for
  // only by the navigation itself.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', {value: {effectiveType: '4g', saveData: true}, configurable: true}));
  await page.goto('/docs/quick-start/architecture');
  await hydrated(page);
  const {oldRuntime, oldChunks} = await buildOf(page);

  serve(join(dir, 'new'));
  const fullLoad = page.waitForRequest((r) => r.resourceType() === 'document' && new URL(r.url()).pathname === '/opensourceApps', {timeout: 0});
  await page.locator('.navbar a.navbar__link[href="/opensourceApps"]').click();
  await fullLoad;
  await landedInFull(page, problems, '/opensourceApps', /精选开源应用/, oldRuntime, oldChunks);
});

test('after a deploy, hovering a link whose chunks are gone raises no error, and following it loads the target in full', async ({page, problems}) => {
  await page.goto('/blog/apollo');
  await hydrated(page);
  const {oldRuntime, oldChunks} = await buildOf(page);

  serve(join(dir, 'new'));
  // Hovering preloads the target (Link): its chunks answer 404.
  const link = page.locator('.navbar a.navbar__link[href="/community/support"]');
  const gone = page.waitForResponse((r) => r.url().includes(oldChunks) && r.status() === 404, {timeout: 0});
  await link.hover();
  await gone;
  expect(problems.errors).toEqual([]);
  const fullLoad = page.waitForRequest((r) => r.resourceType() === 'document' && new URL(r.url()).pathname === '/community/support', {timeout: 0});
  await link.click();
  await fullLoad;
  await landedInFull(page, problems, '/community/support', /获取帮助/, oldRuntime, oldChunks);
});
