import {existsSync} from 'node:fs';
import {basename, join} from 'node:path';
import {blogInstances} from '../../config/blogInstances';
import {appTags, openSourceApps, type OpenSourceApp} from '../../src/data/apps';
import {ROOT, markdownFiles, read, splitFrontMatter} from './contentFiles';

// Every record of the curated apps list (src/data/apps.ts) is complete,
// bilingual and points only at things that exist.

const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const HAN = /[\u4e00-\u9fff]/;
const POST_SECTIONS = blogInstances.map((blog) => blog.path);

/** Route of a blog-type post: its `slug:` front matter, else the file name without the date. */
function postSlug(section: string, file: string): string {
  const {front} = splitFrontMatter(read(join(section, file)));
  if (front.slug) return front.slug.replace(/^\//, '');
  return basename(file).replace(/\.mdx?$/, '').replace(/^\d{4}-\d{2}-\d{2}-/, '');
}

const slugs = new Map<string, Set<string>>(
  POST_SECTIONS.map((section) => [section, new Set(markdownFiles(section).map((file) => postSlug(section, file)))]),
);

function docExists(folder: string, rest: string): boolean {
  const base = join(ROOT, folder, rest);
  return ['.md', '.mdx', '/index.md', '/index.mdx'].some((suffix) => existsSync(base + suffix));
}

/** Whether a site path such as `/blog/apollo` or `/docs/quick-start/quick-install` has a source file. */
function pageExists(link: string): boolean {
  if (!link.startsWith('/') || link.startsWith('//')) return false;
  const path = new URL(link, 'https://example.invalid').pathname.replace(/\/+$/, '');
  const [, section = '', ...rest] = path.split('/');
  const tail = rest.join('/');
  if (POST_SECTIONS.includes(section)) {
    return rest.length === 1 && slugs.get(section)!.has(tail);
  }
  if (section === 'docs' || section === 'community') {
    return tail === '' ? docExists(section, 'index') : docExists(section, tail);
  }
  const page = join(ROOT, 'src/pages', path);
  return ['.tsx', '.md', '.mdx', '/index.tsx', '/index.md', '/index.mdx'].some((suffix) => existsSync(page + suffix));
}

describe('the link checker used below', () => {
  it('finds pages that exist and rejects ones that do not', () => {
    expect(pageExists('/blog/apollo')).toBe(true);
    expect(pageExists('/case/kgdata')).toBe(true);
    expect(pageExists('/feature/appstore')).toBe(true);
    expect(pageExists('/docs/quick-start/quick-install')).toBe(true);
    expect(pageExists('/docs/')).toBe(true);
    expect(pageExists('/opensourceApps')).toBe(true);
    expect(pageExists('/blog/arthas-does-not-exist')).toBe(false);
    expect(pageExists('/feature/2022-10-06-store')).toBe(false);
    expect(pageExists('/docs/nope/nothing')).toBe(false);
    expect(pageExists('https://example.com/blog/apollo')).toBe(false);
  });
});

describe('curated apps data', () => {
  it('has records, some of them with a deployment article (checked per app below)', () => {
    expect(openSourceApps.length).toBeGreaterThan(0);
    expect(openSourceApps.filter((app) => app.link !== undefined).length).toBeGreaterThan(0);
  });

  it('has unique ids and names', () => {
    const ids = openSourceApps.map((a) => a.id);
    const names = openSourceApps.map((a) => a.name.toLowerCase());
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it('is sorted by name', () => {
    const names = openSourceApps.map((a) => a.name);
    const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'}));
    expect(names).toEqual(sorted);
  });

  describe.each(openSourceApps.map((a) => [a.id, a] as [string, OpenSourceApp]))('%s', (_id, app) => {
    it('has every required field', () => {
      expect(app.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(app.name.trim()).not.toBe('');
      expect(app.name).toBe(app.name.trim());
      expect(Array.isArray(app.tags)).toBe(true);
      expect(app.tags.length).toBeGreaterThan(0);
      expect(typeof app.website).toBe('string');
      expect(typeof app.description?.zh).toBe('string');
      expect(typeof app.description?.en).toBe('string');
    });

    it('describes itself in both languages', () => {
      expect(app.description.zh.trim().length).toBeGreaterThan(10);
      expect(app.description.en.trim().length).toBeGreaterThan(10);
      expect(app.description.zh).toMatch(HAN);
      expect(app.description.en).not.toMatch(CJK);
      expect(app.name).not.toMatch(CJK);
    });

    it('links to an https website', () => {
      const url = new URL(app.website);
      expect(url.protocol).toBe('https:');
      expect(url.hostname).not.toBe('');
    });

    it('uses allowed tags, once each, with a kind tag (application or plugin)', () => {
      for (const tag of app.tags) expect(appTags).toContain(tag);
      expect(new Set(app.tags).size).toBe(app.tags.length);
      expect(app.tags.some((tag) => tag === 'application' || tag === 'plugin')).toBe(true);
    });

    it('has a deployment link only to a page that exists', () => {
      if (app.link === undefined) return;
      expect(app.link).toMatch(/^\/[^/]/);
      expect(pageExists(app.link)).toBe(true);
    });
  });
});
