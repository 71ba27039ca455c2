import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expandRedirects, hasStaticPage, redirectRows, type RedirectRow} from '../../src/data/redirects';
import {isRedirectPage} from '../../plugins/csp';
import {nginxRedirects, withNoindex} from '../../plugins/redirects/nginx';
import {notFoundWords, pageWords, pagesOf} from '../../src/lib/notFoundQuery';

// Issue 26: the table of old addresses (src/data/redirects.ts), what the build makes of it, and the
// not-found page's query. tests/e2e/redirects.desktop.spec.ts follows every row on the built site.

/** The old addresses the table serves: tests/fixtures/legacy-urls.txt (tools/redirects/collect-legacy-urls.mjs). */
export function legacyPaths(): {path: string; source: string}[] {
  return readFileSync(join(__dirname, '../fixtures/legacy-urls.txt'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [path, source] = line.split('\t');
      return {path: path!, source: source!};
    });
}

const redirects = expandRedirects();
const PATH = /^\/[A-Za-z0-9._~/:-]*[^/]$/;
const fromsOf = (row: RedirectRow): readonly string[] => (typeof row.from === 'string' ? [row.from] : row.from);

describe('the redirect table', () => {
  it.each(redirectRows.map((row) => [fromsOf(row).join(', '), row] as const))('%s: paths without locale, trailing slash or query', (_, row) => {
    for (const from of fromsOf(row)) {
      expect(from).toMatch(PATH);
      expect(from).not.toMatch(/^\/en(\/|$)/);
    }
    const [path, fragment, more] = row.to.split('#');
    expect(more).toBeUndefined();
    expect(path === '/' ? '/' : path).toMatch(/^\/([A-Za-z0-9._~/:-]*[^/])?$/);
    expect(path).not.toMatch(/^\/en(\/|$)/);
    if (fragment !== undefined) expect(fragment).toMatch(/^[a-z0-9:-]+$/);
    expect(['page', 'section', 'gone']).toContain(row.fit);
    if (row.fit === 'gone') expect(row.note).toBeTruthy();
  });

  it('a pattern names its parameter in `from` (and `to` uses no other) and lists at least two members', () => {
    for (const row of redirectRows) {
      const params = fromsOf(row).flatMap((from) => [...from.matchAll(/:([a-z]+)/gi)].map((m) => m[1]));
      const toParams = [...row.to.matchAll(/:([a-z]+)/gi)].map((m) => m[1]);
      if (params.length === 0) {
        expect(row.members).toBeUndefined();
        expect(toParams).toEqual([]);
        continue;
      }
      expect(new Set(params).size).toBe(1);
      expect(toParams.every((p) => p === params[0])).toBe(true);
      expect(row.members!.length).toBeGreaterThanOrEqual(2);
      for (const member of row.members!) expect(member).toMatch(/^[A-Za-z0-9._-]+$/);
    }
  });

  it('expands every pattern member into a concrete redirect', () => {
    const row = redirectRows.find((r) => r.from === '/docs/user-manual/app-creation/language-support/:lang')!;
    for (const member of row.members!) {
      expect(redirects).toContainEqual({from: `/docs/user-manual/app-creation/language-support/${member}`, to: `/docs/use-manual/component-create/language/${member}`, fit: 'page'});
    }
    expect(redirects.some((r) => r.from.includes(':') || r.to.includes(':'))).toBe(false);
  });

  it('redirects each old address once', () => {
    const froms = redirects.map((r) => r.from);
    expect(froms.filter((from, i) => froms.indexOf(from) !== i)).toEqual([]);
  });

  it('has no chain and no loop: no target is itself redirected', () => {
    const froms = new Set(redirects.map((r) => r.from));
    expect(redirects.filter((r) => froms.has(r.to.split('#')[0]!))).toEqual([]);
    expect(redirects.filter((r) => r.from === r.to.split('#')[0])).toEqual([]);
  });

  it('serves an address of the previous site or of Rainbond 5.8.1 with every row', () => {
    const legacy = new Set(legacyPaths().map(({path}) => path.replace(/\/$/, '').replace(/^\/en(?=\/)/, '')));
    expect(redirects.filter((r) => !legacy.has(r.from)).map((r) => r.from)).toEqual([]);
  });

  it('lists the old addresses of both locales and the help links of Rainbond 5.8.1', () => {
    const paths = legacyPaths();
    expect(paths.length).toBeGreaterThan(1000);
    expect(paths.filter((p) => p.path.startsWith('/en/')).length).toBeGreaterThan(450);
    expect(paths.filter((p) => p.source.startsWith('rainbond-ui/')).length).toBeGreaterThanOrEqual(20);
  });
});

describe('the nginx include', () => {
  const include = nginxRedirects(
    [
      {from: '/blog/Locust', to: '/blog/locust', fit: 'page'},
      {from: '/docs/old', to: '/docs/new#section', fit: 'page'},
    ],
    ['', '/en'],
  );

  it('answers each old path of each locale, with and without its trailing slash, with one 301 keeping the query', () => {
    for (const prefix of ['', '/en']) {
      for (const slash of ['', '/']) {
        expect(include).toContain(`location = ${prefix}/blog/Locust${slash} { return 301 "${prefix}/blog/locust$is_args$args"; }`);
      }
    }
  });

  it('puts the query before the fragment of a target, inside quotes (# starts a comment in nginx)', () => {
    expect(include).toContain('location = /en/docs/old { return 301 "/en/docs/new$is_args$args#section"; }');
  });

  it('refuses a path nginx would read differently', () => {
    expect(() => nginxRedirects([{from: '/docs/a b', to: '/docs/c', fit: 'page'}], [''])).toThrow(/nginx cannot take/);
    expect(() => nginxRedirects([{from: '/docs/a', to: '/docs/c";', fit: 'page'}], [''])).toThrow(/nginx cannot take/);
  });

  it('holds the whole table', () => {
    const text = nginxRedirects(redirects, ['', '/en']);
    expect(text.split('\n').filter((line) => line.startsWith('location = ')).length).toBe(redirects.length * 4);
  });
});

describe('the static redirect pages', () => {
  const page = '<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="UTF-8">\n    <meta http-equiv="refresh" content="0; url=/docs/new">\n    <link rel="canonical" href="/docs/new" />\n  </head>\n</html>';

  it('are kept out of search indexes, once', () => {
    const marked = withNoindex(page);
    expect(marked).toContain('<meta name="robots" content="noindex">');
    expect(withNoindex(marked)).toBe(marked);
  });

  it('are told apart from pages, so that their scripts stay out of the CSP', () => {
    expect(isRedirectPage(page)).toBe(true);
    expect(isRedirectPage('<html><head><meta charset="UTF-8"><title>Docs</title></head></html>')).toBe(false);
  });
});

describe('the not-found page', () => {
  it.each([
    ['/docs/user-manual/gateway/cert-management/', '/', ['user', 'manual', 'gateway', 'cert', 'management']],
    ['/en/docs/installation/install-with-helm/k8s-install-with-helm', '/en/', ['installation', 'install', 'helm', 'k8s']],
    ['/blog/istioSource', '/', ['istio', 'source']],
    ['/docs/recruitment/join.html', '/', ['recruitment', 'join']],
    ['/%E6%96%87%E6%A1%A3/x_y', '/', ['文档', 'x', 'y']],
    ['/docs/', '/', []],
  ])('%s: the words of the path', (pathname, baseUrl, words) => {
    expect(notFoundWords(pathname, baseUrl)).toEqual(words);
  });

  it.each([
    ['/docs/user-manual/gateway/cert-management/', ['cert', 'management']],
    ['/en/docs/installation/install-with-helm/k8s-install-with-helm', ['k8s', 'install', 'helm']],
    ['/docs/recruitment/join.html', ['join']],
    ['/docs/', []],
  ])('%s: the words of the page itself come from its last segment', (pathname, words) => {
    expect(pageWords(pathname, pathname.startsWith('/en/') ? '/en/' : '/')).toEqual(words);
  });

  it('keeps the last six words', () => {
    expect(notFoundWords('/a1/b2/c3/d4/e5/f6/g7/h8')).toEqual(['c3', 'd4', 'e5', 'f6', 'g7', 'h8']);
  });

  it('suggests three distinct pages, anchors dropped', () => {
    const hit = (url: string, lvl1: string | null) => ({url, hierarchy: {lvl0: 'Docs', lvl1}});
    const pages = pagesOf([hit('https://x/a#one', 'A'), hit('https://x/a#two', 'A'), hit('https://x/b', 'B'), hit('https://x/c', null), hit('https://x/d', 'D'), hit('https://x/e', 'E')]);
    expect(pages).toEqual([
      {page: 'https://x/a', title: 'A', section: 'Docs'},
      {page: 'https://x/b', title: 'B', section: 'Docs'},
      {page: 'https://x/c', title: 'Docs', section: null},
    ]);
  });
});

describe('static redirect pages (hasStaticPage)', () => {
  it('are written for every redirect except those that change only the case of the address', () => {
    const all = expandRedirects();
    const caseOnly = all.filter((r) => !hasStaticPage(r)).map((r) => r.from);
    expect(caseOnly).toEqual(expect.arrayContaining(['/blog/SkyWalking', '/blog/Harbor', '/blog/Locust']));
    for (const r of all.filter((x) => !hasStaticPage(x))) expect(r.from.toLowerCase()).toBe(r.to.split('#')[0]!.toLowerCase());
    expect(hasStaticPage({from: '/blog/JmxExporter', to: '/blog/jmx-exporter'})).toBe(true);
    expect(hasStaticPage({from: '/blog/Locust', to: '/blog/locust#install'})).toBe(false);
  });
});
