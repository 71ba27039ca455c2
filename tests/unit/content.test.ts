import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT, frontMatterYaml, headingIds, instances, markdownFiles, proseOf, read, splitFrontMatter} from './contentFiles';
import {sourceProblems} from '../../config/sources';
import {HASH_FORMAT, recordedHash} from '../../plugins/translation-status/hash';

const CJK = /[\u3400-\u9fff]/g;
const PLACEHOLDER = /lorem ipsum|\bTODO\b|\bTBD\b|待补充|敬请期待|coming soon/i;
/** A page shorter than this says too little to be worth a route. */
const MIN_CHARS = {docs: 600, blog: 600};
/** Docs and community pages must say what they were checked against; posts may (issue 25). */
const SOURCES_REQUIRED = (page: {instance: {kind: 'docs' | 'blog'}}) => page.instance.kind === 'docs';

const pages = instances.flatMap((instance) =>
  markdownFiles(instance.source).map((file) => ({
    instance,
    file,
    zh: join(instance.source, file),
    en: join(instance.english, file),
  })),
);

describe('content pages', () => {
  it('exist in every instance', () => {
    for (const instance of instances) {
      expect([instance.source, markdownFiles(instance.source).length]).not.toEqual([instance.source, 0]);
    }
  });

  describe.each(pages.map((p) => [p.zh, p] as const))('%s', (_name, page) => {
    const zh = splitFrontMatter(read(page.zh));

    it('has an English translation', () => {
      expect(existsSync(join(ROOT, page.en))).toBe(true);
    });

    it('has a title and a description in both languages', () => {
      const en = splitFrontMatter(read(page.en));
      for (const fm of [zh.front, en.front]) {
        expect(fm.title?.length ?? 0).toBeGreaterThan(1);
        expect(fm.description?.length ?? 0).toBeGreaterThan(10);
      }
    });

    it('says something substantial in both languages', () => {
      const min = MIN_CHARS[page.instance.kind];
      expect(proseOf(zh.body).length).toBeGreaterThanOrEqual(min);
      // English needs more characters than Chinese for the same content.
      expect(proseOf(splitFrontMatter(read(page.en)).body).length).toBeGreaterThanOrEqual(min * 1.5);
    });

    it('is written in the right language', () => {
      const zhProse = proseOf(zh.body);
      const enProse = proseOf(splitFrontMatter(read(page.en)).body);
      expect((zhProse.match(CJK) ?? []).length / zhProse.length).toBeGreaterThan(0.2);
      expect((enProse.match(CJK) ?? []).length / enProse.length).toBeLessThan(0.02);
    });

    it('says what its facts were checked against (sources:), the same in both languages', () => {
      const zhSources = frontMatterYaml(read(page.zh)).sources;
      const enSources = frontMatterYaml(read(page.en)).sources;
      expect(sourceProblems(zhSources, SOURCES_REQUIRED(page))).toEqual([]);
      expect(enSources).toEqual(zhSources);
    });

    // Whether it is still current is the status report's business (npm run i18n:status), not a failure.
    it('records in English the version of the Chinese page it translates (translation_of: npm run i18n:mark)', () => {
      expect(recordedHash(read(page.en))).toMatch(HASH_FORMAT);
    });

    it('has no placeholder text', () => {
      expect(read(page.zh)).not.toMatch(PLACEHOLDER);
      expect(read(page.en)).not.toMatch(PLACEHOLDER);
    });

    it('gives every h2/h3 an explicit id, the same ids in both languages', () => {
      const zhIds = headingIds(zh.body);
      const enIds = headingIds(splitFrontMatter(read(page.en)).body);
      expect(zhIds.missing).toEqual([]);
      expect(enIds.missing).toEqual([]);
      expect(enIds.headings).toEqual(zhIds.headings);
    });

    if (page.instance.kind === 'blog') {
      it('has a slug, the same in both languages, and a truncate marker', () => {
        const en = splitFrontMatter(read(page.en));
        expect(zh.front.slug).toBeTruthy();
        expect(en.front.slug).toBe(zh.front.slug);
        expect(zh.body).toMatch(/<!--\s*truncate\s*-->/);
        expect(en.body).toMatch(/<!--\s*truncate\s*-->/);
      });
    }
  });

  it('has no English page without a Chinese source', () => {
    for (const instance of instances) {
      const sources = new Set(markdownFiles(instance.source));
      expect(markdownFiles(instance.english).filter((f) => !sources.has(f))).toEqual([]);
    }
  });
});
