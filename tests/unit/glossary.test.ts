import {glossary} from '../../src/data/glossary';

// The glossary (src/data/glossary.ts) feeds the Glossary page and the content
// linter: every record must be complete in both languages and its "avoid"
// variants must never flag correct text.

const HAN = /\p{Script=Han}/u;

describe('glossary', () => {
  it('has unique kebab-case ids', () => {
    const ids = glossary.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it.each(glossary.map((t) => [t.id, t] as const))('%s is complete in both languages', (_id, t) => {
    expect(HAN.test(t.zh.term)).toBe(true);
    expect(HAN.test(t.zh.definition)).toBe(true);
    expect(HAN.test(t.en.term)).toBe(false);
    expect(HAN.test(t.en.definition)).toBe(false);
    expect(t.zh.definition.length).toBeGreaterThan(10);
    expect(t.en.definition.length).toBeGreaterThan(20);
  });

  it('never lists a preferred term, or a word around it, as a variant to avoid', () => {
    const zhTerms = glossary.map((t) => t.zh.term);
    const enTerms = glossary.map((t) => t.en.term.toLowerCase());
    // The linter has variants to flag in both languages, so the loops below check something.
    expect(glossary.flatMap((t) => t.zh.avoid).length).toBeGreaterThan(5);
    expect(glossary.flatMap((t) => t.en.avoid).length).toBeGreaterThan(5);
    for (const t of glossary) {
      for (const v of t.zh.avoid) {
        expect([v, zhTerms.some((term) => term.includes(v))]).toEqual([v, false]);
        // The variant must not sit inside the definitions written with the right terms.
        expect([v, glossary.some((g) => g.zh.definition.includes(v))]).toEqual([v, false]);
      }
      for (const v of t.en.avoid) {
        expect([v, enTerms.some((term) => new RegExp(`\\b${v}\\b`, 'i').test(term))]).toEqual([v, false]);
        expect([v, glossary.some((g) => new RegExp(`(?<![\\w-])${v}(?![\\w-])`, 'i').test(g.en.definition))]).toEqual([v, false]);
      }
    }
  });

  it('covers the terms a reader meets first', () => {
    const ids = glossary.map((t) => t.id);
    for (const id of ['team', 'component', 'application', 'cluster', 'enterprise', 'app-market', 'local-component-library', 'open-source-app-store', 'gateway-rule', 'plugin', 'build-source', 'connection-information', 'dependency', 'scaling', 'governance-mode']) {
      expect(ids).toContain(id);
    }
  });
});
