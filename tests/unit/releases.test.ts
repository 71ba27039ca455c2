import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {releasePath, releases} from '../../src/data/releases';
import {ROOT, read} from './contentFiles';

const PAGE_DIRS = {
  zh: 'community/change',
  en: 'i18n/en/docusaurus-plugin-content-docs-community/current/change',
} as const;

/** Numeric comparison of `A.B.C` versions. */
function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

describe('release records (src/data/releases.ts)', () => {
  it('have unique A.B.C versions, newest first', () => {
    const versions = releases.map((r) => r.version);
    for (const v of versions) expect(v).toMatch(/^\d+\.\d+\.\d+$/);
    expect(new Set(versions).size).toBe(versions.length);
    expect([...versions].sort((a, b) => compareVersions(b, a))).toEqual(versions);
  });

  it('have real dates, newest first, and an older upgradeFrom version', () => {
    for (const r of releases) {
      expect(r.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${r.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(r.date);
      expect(compareVersions(r.upgradeFrom, r.version)).toBeLessThan(0);
    }
    const dates = releases.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('have a one-line summary in both languages', () => {
    for (const r of releases) {
      expect(r.summary.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(r.summary.en).not.toMatch(/[\u4e00-\u9fff]/);
      for (const s of [r.summary.zh, r.summary.en]) {
        expect(s.length).toBeGreaterThan(10);
        expect(s).not.toMatch(/\n/);
      }
    }
  });

  it('point at an upgrade guide that exists under docs/upgrade', () => {
    for (const r of releases) {
      const slug = r.upgradeGuide.replace(/^\/docs\/upgrade\//, '');
      expect(slug).toMatch(/^[\w.-]+$/);
      const files = ['md', 'mdx'].map((ext) => join(ROOT, 'docs/upgrade', `${slug}.${ext}`));
      expect([r.upgradeGuide, files.some((f) => existsSync(f))]).toEqual([r.upgradeGuide, true]);
    }
  });

  it('build the page path from the version', () => {
    expect(releasePath('5.8.1')).toBe('/community/change/5.8.1');
  });
});

describe.each(releases.map((r) => [r.version, r] as const))('release notes v%s', (version, release) => {
  describe.each(Object.entries(PAGE_DIRS))('%s page', (_locale, dir) => {
    const file = join(dir, `${version}.md`);

    it('exists', () => {
      expect(existsSync(join(ROOT, file))).toBe(true);
    });

    it('is titled with its version', () => {
      expect(read(file)).toMatch(new RegExp(`^title: v${version.replace(/\./g, '\\.')} `, 'm'));
    });

    it('states the release date and links the upgrade guide', () => {
      const text = read(file);
      expect(text).toContain(release.date);
      expect(text).toContain(`](${release.upgradeGuide})`);
    });
  });
});

it('the release-notes index renders the shared list and links the upgrade overview', () => {
  for (const dir of Object.values(PAGE_DIRS)) {
    const text = read(join(dir, 'index.md'));
    expect(text).toMatch(/<ReleaseList\b/);
    expect(text).toContain('](/docs/upgrade)');
  }
});

it('the upgrade overview links back to the release notes', () => {
  for (const file of ['docs/upgrade/index.md', 'i18n/en/docusaurus-plugin-content-docs/current/upgrade/index.md']) {
    expect(read(file)).toContain('](/community/change)');
  }
});
