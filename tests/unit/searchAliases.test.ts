import {glossary} from '../../src/data/glossary';
import {searchAliases} from '../../src/data/searchAliases';

describe('search aliases', () => {
  it("start from the glossary: each term's Chinese and English forms find each other", () => {
    for (const term of glossary) {
      expect(searchAliases.some((group) => group.includes(term.zh.term.toLowerCase()) && group.includes(term.en.term.toLowerCase()))).toBe(true);
    }
  });

  it('hold the words readers type for the common topics, in both languages', () => {
    const together = (...words: string[]) => searchAliases.some((group) => words.every((w) => group.includes(w)));
    expect(together('日志', 'logs')).toBe(true);
    expect(together('证书', 'certificate', 'https')).toBe(true);
    expect(together('存储', 'storage', 'volume')).toBe(true);
    expect(together('私服', 'private repository', 'nexus')).toBe(true);
    expect(together('网关', 'gateway', 'ingress')).toBe(true);
  });

  it('are lower-case groups of two or more distinct words, none empty', () => {
    for (const group of searchAliases) {
      expect(group.length).toBeGreaterThanOrEqual(2);
      expect(new Set(group).size).toBe(group.length);
      for (const word of group) {
        expect(word).toBe(word.toLowerCase());
        expect(word.trim()).toBe(word);
        expect(word.length).toBeGreaterThan(0);
      }
    }
  });
});
