import {join} from 'node:path';
import {scriptHashesUnder} from '../../plugins/csp';
import {test, expect, hydrated, localePath, locales} from './fixtures';

// Production serving with nginx/site.conf (the config every browser test
// runs against): status codes, caching, compression, security headers.

test.describe('nginx', () => {
  test('pages are revalidated, hashed assets are cached for good', async ({page, request}) => {
    const html = await request.get('/docs/');
    expect(html.status()).toBe(200);
    expect(html.headers()['cache-control']).toBe('no-cache');
    await page.goto('/docs/');
    const script = await page.locator('script[src*="/assets/js/main."]').first().getAttribute('src');
    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const enAsset = await request.get(`/en${script}`);
    expect(enAsset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/search-index.json')).headers()['cache-control']).toBe('no-cache');
  });

  test('text is compressed when the browser accepts gzip', async ({request}) => {
    for (const path of ['/docs/quick-start/architecture', '/search-index.json', '/sitemap.xml']) {
      const response = await request.get(path, {headers: {'accept-encoding': 'gzip'}});
      expect(response.headers()['content-encoding'], path).toBe('gzip');
      expect(response.headers()['vary'], path).toContain('Accept-Encoding');
    }
  });

  test('every response carries the security headers, the not-found page too', async ({request}) => {
    for (const path of ['/', '/en/docs/', '/no/such/page']) {
      const headers = (await request.get(path)).headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['x-frame-options'], path).toBe('DENY');
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    }
  });

  test('text is compressed with brotli when the browser accepts it', async ({page, request}) => {
    await page.goto('/docs/');
    const script = await page.locator('script[src*="/assets/js/main."]').first().getAttribute('src');
    for (const path of ['/docs/quick-start/architecture', script!, '/search-index.json']) {
      const response = await request.get(path, {headers: {'accept-encoding': 'br, gzip'}});
      expect(response.headers()['content-encoding'], path).toBe('br');
    }
    const js = await request.get(script!);
    expect(js.headers()['content-type']).toBe('application/javascript; charset=utf-8');
  });

  test('the policy lists the hash of every inline script in the build, from the include the build wrote', async ({request}) => {
    // plugins/csp writes build/.nginx/csp.conf after the build; site.conf includes it.
    const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    const hashes = [...(await scriptHashesUnder(join(process.cwd(), 'build'))).keys()];
    expect(hashes.length).toBeGreaterThan(1);
    expect(hashes.filter((h) => !scriptSrc.includes(h))).toEqual([]);
    // Nothing but those hashes: the variable was replaced, not left empty or literal.
    const listed = scriptSrc.match(/'sha256-[^']+'/g) ?? [];
    expect([...listed].sort()).toEqual([...hashes].sort());
    expect(scriptSrc).not.toContain('$');
  });

  test('the nginx include in the build folder is not served', async ({request}) => {
    for (const path of ['/.nginx/csp.conf', '/.nginx/', '/.nginx']) {
      const response = await request.get(path, {maxRedirects: 0});
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain('sha256-');
    }
  });

  test('unknown paths answer 404 with the page of their locale', async ({request}) => {
    const zh = await request.get('/nope/nothing');
    expect(zh.status()).toBe(404);
    expect(await zh.text()).toMatch(/<html lang="?zh-CN/);
    const en = await request.get('/en/nope/nothing');
    expect(en.status()).toBe(404);
    expect(await en.text()).toMatch(/<html lang="?en/);
    expect((await request.get('/assets/js/nothing.js')).status()).toBe(404);
  });

  test('old .html addresses are redirected to the bare path', async ({request}) => {
    const response = await request.get('/docs/quick-start/architecture.html', {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/docs/quick-start/architecture');
  });
});

// Spec: the Content-Security-Policy produces no violation on any page type,
// also when the lazily loaded parts (code blocks, search modal) come in.
interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * DocSearch 4's modal bundles a schema library that probes whether `eval` is
 * allowed (`try { Function("") } catch {}`) and takes its eval-free path when
 * it is not. The blocked probe is reported like any violation; this is the
 * one we expect, and only from a script that really contains that probe.
 */
async function isEvalProbe(v: Violation, fetchText: (url: string) => Promise<string>): Promise<boolean> {
  if (v.directive !== 'script-src' || v.blocked !== 'eval') return false;
  return (await fetchText(v.source)).includes('try{return Function(""),!0}catch');
}

for (const locale of locales) {
  test.describe(`content security policy ${locale}`, () => {
    const pages = ['/', '/docs/quick-start/architecture', '/docs/installation/install-with-helm/', '/docs/Intro', '/blog/apollo', '/case/kgdata',
      '/community/support', '/helm/', '/opensourceApps/', '/enterprise_server/', '/wechat/', '/search?q=helm', '/no-such-page'];
    test('no violation on any page type, nor when search opens', async ({page, request}) => {
      // 13 pages, each until its network is idle (lazy chunks and prefetches included).
      test.setTimeout(150_000);
      await page.addInitScript(() => {
        const w = window as unknown as {cspViolations: Violation[]};
        w.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          w.cspViolations.push({directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile});
        });
      });
      const read = () => page.evaluate(() => (window as unknown as {cspViolations: Violation[]}).cspViolations);
      const violations: string[] = [];
      const keep = async (found: Violation[], where: string) => {
        for (const v of found) {
          if (!(await isEvalProbe(v, async (url) => (await request.get(url)).text()))) violations.push(`${where}: ${JSON.stringify(v)}`);
        }
      };
      for (const path of pages) {
        await page.goto(localePath(locale, path));
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        await keep(await read(), path);
      }
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await page.keyboard.type('helm');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await keep(await read(), 'search modal');
      expect(violations).toEqual([]);
    });
  });
}
