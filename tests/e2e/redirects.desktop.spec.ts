import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {isRedirectPage} from '../../plugins/csp';
import {baseURL, staticBaseURL} from '../../playwright.config';
import {test, expect} from './fixtures';
import {LOCALE_PREFIXES, legacyPaths, mapLimit, oneHopProblems, redirectCases, redirects, targetOf} from './redirects';
import {hasStaticPage} from '../../src/data/redirects';

const ROOT = join(__dirname, '..', '..');

// Issue 26: old addresses into the site (src/data/redirects.ts) land on the page that covers their
// topic, in both locales: through nginx as one 301 (.nginx/redirects.conf, plugins/redirects), and on
// a static host without our nginx through the redirect pages of @docusaurus/plugin-client-redirects
// (served here by `docusaurus serve`). Plain HTTP requests, so a row costs milliseconds.

// One static server for the file, in one worker; a failed test does not skip the others.
test.describe.configure({mode: 'default'});

test('nginx: every row, in both locales, with and without a trailing slash, is one 301 to a page that has the section it names', async () => {
  const pages = new Map<string, Promise<string | null>>();
  const cases = redirectCases();
  const problems = (await mapLimit(cases, 16, ({from, expected}) => oneHopProblems(baseURL, from, expected, pages))).flat();
  expect(problems).toEqual([]);
  expect(cases.length).toBe(redirects.length * 4);
});

test('nginx: the query string survives the redirect, and the fragment the browser keeps is not touched', async () => {
  const response = await fetch(`${baseURL}/docs/stable/?channel=github`, {redirect: 'manual'});
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe('/docs?channel=github');
  const withSection = await fetch(`${baseURL}/en/docs/advanced-scenarios/devops/connection-maven-repository/?a=1`, {redirect: 'manual'});
  expect(withSection.headers.get('location')).toBe('/en/docs/use-manual/component-create/language/java-maven?a=1#maven-mirror');
});

test('nginx: every old address of the previous site and every docs link of Rainbond 5.8.1 lands on a page at once or after one 301', async () => {
  const paths = legacyPaths();
  const pages = new Map<string, Promise<string | null>>();
  const problems = (await mapLimit(paths, 16, (path) => oneHopProblems(baseURL, path, undefined, pages))).flat();
  expect(problems).toEqual([]);
  expect(paths.length).toBeGreaterThan(1000);
});

test('nginx: an address the table does not hold still answers 404', async () => {
  for (const path of ['/docs/user-manual/app-creation/language-support/cobol/', '/en/blog/Nothing']) {
    expect((await fetch(`${baseURL}${path}`, {redirect: 'manual'})).status, path).toBe(404);
  }
});

test.describe('a host without our nginx', () => {
  let server: ChildProcess | undefined;
  let log = '';
  let ready = false;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    const port = new URL(staticBaseURL).port;
    server = spawn('npx', ['docusaurus', 'serve', '--dir', 'build', '--port', port, '--host', '127.0.0.1', '--no-open'], {stdio: ['ignore', 'pipe', 'pipe'], detached: true});
    server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    // Until it answers or exits (the hook's own timeout bounds the wait; the log is printed then).
    for (;;) {
      if (server.exitCode !== null) throw new Error(`docusaurus serve stopped:\n${log}`);
      const status = await fetch(`${staticBaseURL}/`).then((r) => r.status, () => 0);
      if (status === 200) {
        ready = true;
        return;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  });

  test.afterAll(async () => {
    if (server && !ready) console.log(`docusaurus serve did not answer:\n${log}`);
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      process.kill(-server.pid!, 'SIGTERM');
      await exited;
    }
  });

  test('every row with a static page, in both locales, is a noindex redirect page with a canonical link to a page', async () => {
    const targets = new Map<string, Promise<number | string>>();
    const withPages = redirects.filter(hasStaticPage);
    expect(withPages.length).toBeGreaterThan(300);
    const cases = LOCALE_PREFIXES.flatMap((prefix) => withPages.map(({from, to}) => ({from: `${prefix}${from}`, to: targetOf(prefix, to)})));
    const problems = (
      await mapLimit(cases, 16, async ({from, to}) => {
        // The plugin writes the page of `/x.html` as `/x.html/index.html` (a file cannot share the name
        // of a folder); `docusaurus serve` answers `/x.html` with its clean URL, which other hosts reach
        // through the folder's trailing slash, as asked here.
        const response = await fetch(`${staticBaseURL}${from}${from.endsWith('.html') ? '/' : ''}`);
        const html = await response.text();
        if (response.status !== 200 || !isRedirectPage(html)) return [`${from}: ${response.status}, not a redirect page`];
        const found: string[] = [];
        if (!html.includes(`content="0; url=${encodeURI(to)}"`)) found.push(`${from}: the page does not send the browser to ${to}`);
        if (!html.includes(`<link rel="canonical" href="${encodeURI(to)}" />`)) found.push(`${from}: no canonical link to ${to}`);
        if (!html.includes('<meta name="robots" content="noindex">')) found.push(`${from}: not noindex`);
        const path = to.split('#')[0]!;
        if (!targets.has(path)) targets.set(path, fetch(`${staticBaseURL}${path}`).then(async (r) => (r.status === 200 && !isRedirectPage(await r.text()) ? 200 : `${r.status} or a redirect page`)));
        const target = await targets.get(path)!;
        if (target !== 200) found.push(`${from}: its target ${path} answers ${target}`);
        return found;
      })
    ).flat();
    expect(problems).toEqual([]);
  });

  test('the browser follows a redirect page with the fragment and the query of the old address', async ({page}) => {
    await page.goto(`${staticBaseURL}/blog/JmxExporter?from=old#image-build`);
    await page.waitForURL(`${staticBaseURL}/blog/jmx-exporter?from=old#image-build`);
    await expect(page.locator('#image-build')).toBeInViewport();
  });

  test('an old address that differs from its page only in case has no static page of its own', async () => {
    // blog/Locust/ beside blog/locust/ would overwrite one another when unpacked on macOS or Windows.
    const caseOnly = redirects.filter((r) => !hasStaticPage(r));
    expect(caseOnly.map((r) => r.from)).toContain('/blog/Locust');
    for (const {from} of caseOnly) expect(existsSync(join(ROOT, 'build', from, 'index.html')), from).toBe(false);
  });
});

test('the browser keeps the fragment of an old address through the 301 and scrolls to that section', async ({page}) => {
  const response = await page.goto('/en/blog/Locust#install');
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}/en/blog/Locust`);
  expect(page.url()).toBe(`${baseURL}/en/blog/locust#install`);
  await expect(page.locator('#install')).toBeInViewport();
});
