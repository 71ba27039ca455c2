import {spawn, type ChildProcess} from 'node:child_process';
import {chmodSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {CSP_INCLUDE, inlineScriptHashes} from '../../plugins/csp';
import {rebuildBaseURL} from '../../playwright.config';
import {test, expect, hydrated} from './fixtures';

// Issue 16: the Content-Security-Policy is generated, not pasted. The site is
// built again (Chinese only, to keep it short) with another announcement id,
// which changes an inline script of every page; served with nginx/site.conf
// and the include that build wrote, the pages run with no violation.

const ID = `csp-check-${Date.now().toString(36)}`;
const hashOf = (script: string) => [...inlineScriptHashes(`<script>${script}</script>`)][0]!;

let dir = '';
let server: ChildProcess | null = null;

async function run(cmd: string, args: string[], env: Record<string, string>): Promise<void> {
  const child = spawn(cmd, args, {env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`);
}

async function isUp(): Promise<boolean> {
  try {
    return (await fetch(`${rebuildBaseURL}/`, {signal: AbortSignal.timeout(1000)})).ok;
  } catch {
    return false;
  }
}

// One build for all tests of the file (the first failure ends the file: a new worker would build again).
test.describe.configure({mode: 'serial'});
test.use({baseURL: rebuildBaseURL});

test.beforeAll(async () => {
  // One build of the Chinese locale: about a minute on 2 cores.
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), 'rainbond-csp-'));
  // nginx's workers run as another user when the tests run as root.
  chmodSync(dir, 0o755);
  await run('npx', ['docusaurus', 'build', '--locale', 'zh', '--out-dir', dir], {ANNOUNCEMENT_ID: ID, ANALYTICS: 'off'});
  expect(await isUp(), `something already answers on ${rebuildBaseURL}`).toBe(false);
  server = spawn(process.execPath, ['tools/serve.mjs', '--port', new URL(rebuildBaseURL).port, '--root', dir], {stdio: 'ignore'});
  // Until nginx answers, however long it takes to start (the hook's timeout bounds it).
  await expect.poll(isUp, {timeout: 0}).toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dir) rmSync(dir, {recursive: true, force: true});
});

for (const path of ['/', '/docs/quick-start/architecture']) {
  test(`${path} runs its inline scripts under the generated policy`, async ({page, problems}) => {
    await page.addInitScript(() => {
      const w = window as unknown as {violations: string[]; beforeBundles?: Record<string, string | null>};
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
      // A visitor who closed the previous bar and reads in dark mode.
      localStorage.setItem('docusaurus.announcement.id', 'star-v5.8');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('theme', 'dark');
      // What the inline scripts of <head> did, read before the site's bundles (deferred) run.
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        w.beforeBundles = {
          theme: document.documentElement.getAttribute('data-theme'),
          barInitiallyDismissed: document.documentElement.getAttribute('data-announcement-bar-initially-dismissed'),
          dismissStored: localStorage.getItem('docusaurus.announcement.dismiss'),
        };
      });
    });
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const state = await page.evaluate(() => {
      const w = window as unknown as {violations: string[]; beforeBundles?: Record<string, string | null>};
      return {violations: w.violations, beforeBundles: w.beforeBundles};
    });
    // The theme's script set the colour mode; ours cleared the old dismissal before the theme's read it.
    expect(state.beforeBundles).toEqual({theme: 'dark', barInitiallyDismissed: 'false', dismissStored: 'false'});
    await expect(page.locator('div[role="banner"]').filter({hasText: 'GitHub'})).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(ID);
    expect(state.violations).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
}

test('the build lists the hash of its changed inline script', async ({request}) => {
  // The script as the build wrote it (minified), found by the new id.
  const html = readFileSync(join(dir, 'docs/index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).filter((s) => s.includes(ID));
  expect(scripts).toHaveLength(1);
  const changed = hashOf(scripts[0]!);
  expect(readFileSync(join(dir, CSP_INCLUDE), 'utf8')).toContain(changed);
  const csp = (await request.get('/docs/')).headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain(changed);
});
