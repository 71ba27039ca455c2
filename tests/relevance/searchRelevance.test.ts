import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {clientsFor, evaluate, isHeldOut, metrics, type RelevanceQuery} from '../../tools/search-relevance/evaluate';
import type {SearchIndexFile} from '../../src/search/types';

jest.mock('@generated/docusaurus.config', () => ({__esModule: true, default: {baseUrl: '/'}}), {virtual: true});
const {createLocalSearchClient} = require('../../src/search/localClient') as typeof import('../../src/search/localClient');

/**
 * Search relevance on the built index (issue 27): the real users' questions of
 * tests/fixtures/search-relevance.json, through the search page's and the modal's clients. Runs after
 * the build (tools/run-tests.mjs). The floors are the levels the tuning reached, counted over all
 * queries of a locale (tuning and held-out); a change that ranks any answer out of the first ten
 * pages, or off the first place, fails here and `npm run bench:search -- --relevance` lists it.
 * (Floors re-read after the second judge's pass over the answers, audit/search-fixture-judge2.md, and
 * raised after function words, aliases and the troubleshooting-section step, issue 27 round 3, and
 * after the modal kept the engine's order, round 4. The English hit@1 floor went from 146 back to
 * 145 when the audit's last rounds rewrote English pages (facts, and console labels such as
 * Dependence, Port, Log, Monitor) and one tuning query lost its first place with the engine
 * unchanged: a floor follows what the pages say, never the other way round. Raised again when the
 * pages' descriptions entered the index, issue 27 round 5: hit@1 zh 136 -> 142, en 145 -> 148.
 * Round 6 added 170 fresh questions, 85 a locale, written after the last tuning and judged twice
 * (audit/search-fixture-judge3.md), so every count grew: the floors are the level reached with them.
 * Round 7 pooled the lists (the first pages search returned for its misses, judged blind by two judges a
 * locale, audit/search-fixture-judge4.md) and answered in the pages the tuning questions no page
 * answered: hit@1 zh 201 -> 221, en 203 -> 225, with the engine unchanged but for one alias.
 * Round 8 judged the first pages of four newer rankings the same way (pooling round 4): listed pages
 * both judges found not to answer left the lists, so hit@1 fell to zh 219 and en 223 although the
 * HTTP-method rule gained two English questions; en hit@10 258 -> 257, modal 259 -> 258.
 * Round 9 added 50 fresh questions (25 a locale, from 25 GitHub issues no earlier round used, written
 * blind to the engine, every listed page and search's first three judged blind by two judges a locale):
 * the floors are the level reached with them.)
 */
const FLOORS = {
  zh: {page: {hit1: 238, hit10: 281}, modal: {hit1: 238, hit10: 282}},
  en: {page: {hit1: 242, hit10: 282}, modal: {hit1: 242, hit10: 283}},
} as const;

const queries = JSON.parse(readFileSync('tests/fixtures/search-relevance.json', 'utf8')) as RelevanceQuery[];
const roots = {zh: 'build', en: 'build/en'} as const;

describe('the relevance questions', () => {
  it('are real questions with answers, at least 150 a locale, a quarter held out of tuning', () => {
    const routes = new Set(
      [...readFileSync('build/sitemap.xml', 'utf8').matchAll(/<loc>[^<]*?\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1].replace(/\/+$/, '') || '/'),
    );
    for (const locale of ['zh', 'en'] as const) {
      const mine = queries.filter((q) => q.locale === locale);
      expect(mine.length).toBeGreaterThanOrEqual(150);
      const heldOut = mine.filter(isHeldOut).length / mine.length;
      expect(heldOut).toBeGreaterThan(0.18);
      expect(heldOut).toBeLessThan(0.32);
    }
    for (const q of queries) {
      expect(q.from).toMatch(/^(goodrain\/[\w.-]+#\d+|faq:\/\S+)$/);
      expect(q.answers.length).toBeGreaterThan(0);
      for (const answer of q.answers) expect({q: q.q, answer, exists: routes.has(answer.replace(/\/+$/, '') || '/')}).toEqual({q: q.q, answer, exists: true});
    }
  });
});

describe.each(['zh', 'en'] as const)('search relevance (%s)', (locale) => {
  it('keeps the answers where the tuning put them, on the search page and in the modal', async () => {
    const file = JSON.parse(readFileSync(join(roots[locale], 'search-index.json'), 'utf8')) as SearchIndexFile;
    const results = await evaluate(
      queries.filter((q) => q.locale === locale),
      clientsFor(file, createLocalSearchClient),
      ['page', 'modal'],
    );
    for (const client of ['page', 'modal'] as const) {
      const m = metrics(results, client);
      const misses = results.filter((r) => r.rank[client] === null).map((r) => r.query.q);
      const floor = FLOORS[locale][client];
      expect({client, hit10: m.hit10, misses: m.hit10 < floor.hit10 ? misses : []}).toEqual({client, hit10: Math.max(m.hit10, floor.hit10), misses: []});
      expect({client, hit1: m.hit1}).toEqual({client, hit1: Math.max(m.hit1, floor.hit1)});
    }
  });
});
