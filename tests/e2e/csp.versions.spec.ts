import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {CSP_INCLUDE, inlineScriptHashes} from '../../plugins/csp';
import {versionedBaseURL} from '../../playwright.config';
import {test, expect, hydrated} from './fixtures';

// Issue 16: the Content-Security-Policy is generated, not pasted. A build with another announcement
// id, which changes an inline script of every page, served with nginx/site.conf and the include that
// build wrote, runs its pages with no violation. That build is the versioned copy of the site
// (tools/versioned-site.mjs builds it with ANNOUNCEMENT_ID, issue 29), which the test run makes
// anyway: this check used to build the Chinese site once more for itself.

const hashOf = (script: string) => [...inlineScriptHashes(`<script>${script}</script>`)][0]!;
const dir = join(process.env.VERSIONED_SITE ?? '', 'build');
/** The announcement id the copy was built with (tools/versioned-site.mjs writes it into the copy). */
const about = join(process.env.VERSIONED_SITE ?? '', '.versioned-site.json');
const ID = existsSync(about) ? (JSON.parse(readFileSync(about, 'utf8')) as {announcementId: string}).announcementId : '';

test.use({baseURL: versionedBaseURL});

test.beforeAll(() => {
  expect(existsSync(join(dir, 'index.html')), `VERSIONED_SITE must name a copy built by tools/versioned-site.mjs (got "${process.env.VERSIONED_SITE}")`).toBe(true);
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
  // The script as the build wrote it, found by the new id.
  const html = readFileSync(join(dir, 'docs/index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).filter((s) => s.includes(ID));
  expect(scripts).toHaveLength(1);
  const changed = hashOf(scripts[0]!);
  expect(readFileSync(join(dir, CSP_INCLUDE), 'utf8')).toContain(changed);
  const csp = (await request.get('/docs/')).headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain(changed);
});
