import {test, expect} from './fixtures';

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
