import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {RERANK_FEATURES, SearchEngine, rerank, type Candidate, type RerankModel} from '../../src/search/engine';
import type {SearchIndexFile} from '../../src/search/types';
import {isHeldOut, pageOf, rankIn, TAGS, type Metrics, type RelevanceQuery} from './evaluate';

/**
 * The search's second stage, learned (`npm run search:train`): a linear model over the features of
 * the first stage's first pages (RERANK_FEATURES in src/search/engine.ts), trained on the relevance
 * benchmark's TUNING queries only, by pairwise logistic loss (RankNet: an answering page should score
 * above a page that does not answer) with L2 regularisation, over standardized features.
 * Cross-validation decides: five folds over the tuning queries, grouped by where they come from (the
 * Chinese and English questions of one issue in one fold), the settings (pages re-ranked, L2, one
 * model for both locales or one each, pair weights) chosen inside each training split by an inner
 * cross-validation over its four folds, and the held-back fold ranked by the model. The weights of
 * the settings the five folds favour, trained on every tuning query, go to src/search/rankerWeights.json.
 * The held-out queries are dropped before anything else: no figure of them is computed here.
 * The weights are written only when the cross-validation beats the first stage by MIN_HIT1_GAIN first
 * answers in each locale with hit@10 not lower.
 */

const ROOTS = {zh: 'build', en: 'build/en'} as const;
type Locale = keyof typeof ROOTS;
const LOCALES: readonly Locale[] = ['zh', 'en'];
const FOLDS = 5;
/** The most pages a model may re-rank: the candidates carry features this far. */
const MAX_PAGES = 20;
/** The search page's hits per page (theme-search-algolia's SearchPage), as evaluate.ts counts them. */
const PAGE_HITS = 15;
const OUT = 'src/search/rankerWeights.json';
/** The cross-validated gain in first answers, in each locale, that counts as more than noise: a model that does less is not written. */
const MIN_HIT1_GAIN = 3;

export interface Example {
  query: RelevanceQuery;
  fold: number;
  /** Every page of the first stage, in its order; the first MAX_PAGES with features. */
  candidates: Candidate[];
  /** Per candidate: a page that answers; one the search page shows (its hits pass the locale and section filters). */
  answers: boolean[];
  shown: boolean[];
  /** The first stage's rank of the first answer (as evaluate.ts counts it). */
  baseline: number | null;
}

export interface Settings {
  /** How many of the first pages are re-ranked. */
  pages: number;
  /** L2 weight on the standardized weights. */
  lambda: number;
  /** One model for both locales, or one each. */
  joint: boolean;
  /** Pair weights: each query counts once ('query'), or also by how much swapping the two pages moves its reciprocal rank ('lambda', LambdaRank). */
  pairs: 'query' | 'lambda';
  /** Leave the first stage's score out of the L2 penalty. */
  anchor?: boolean;
}

interface Trained {
  pages: number;
  mean: number[];
  std: number[];
  /** Weights of the standardized features. */
  w: number[];
}

type Models = Record<Locale, Trained>;

/** Deterministic pseudo-random numbers (mulberry32), for the folds. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fold of each source (`from`): sources shuffled with a fixed seed, each to the fold with the fewest queries so far. */
export function foldsBySource(queries: readonly RelevanceQuery[], folds = FOLDS, seed = 27): Map<string, number> {
  const count = new Map<string, number>();
  for (const q of queries) count.set(q.from, (count.get(q.from) ?? 0) + 1);
  const sources = [...count.keys()].sort();
  const next = random(seed);
  for (let i = sources.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [sources[i], sources[j]] = [sources[j], sources[i]];
  }
  const size = new Array<number>(folds).fill(0);
  const out = new Map<string, number>();
  for (const source of sources) {
    const fold = size.indexOf(Math.min(...size));
    out.set(source, fold);
    size[fold] += count.get(source)!;
  }
  return out;
}

const vector = (candidate: Candidate): number[] => RERANK_FEATURES.map((name) => candidate.features![name]);

/** The rank of the first answer in an order of the candidates, as the search page shows them (evaluate.ts). */
function rankFor(example: Example, order: readonly Candidate[]): number | null {
  const {locale, answers} = example.query;
  const urls = order
    .flatMap((candidate) => candidate.hits)
    .filter((hit) => hit.language === locale && TAGS.includes(hit.docusaurus_tag))
    .slice(0, PAGE_HITS)
    .map((hit) => hit.url);
  return rankIn(urls, answers, locale);
}

function toModel(trained: Trained): RerankModel {
  const weights: RerankModel['weights'] = {};
  RERANK_FEATURES.forEach((name, i) => {
    if (trained.w[i] !== 0) weights[name] = trained.w[i] / trained.std[i];
  });
  return {pages: trained.pages, weights};
}

export function rankWith(example: Example, model: RerankModel): number | null {
  return rankFor(example, rerank(example.candidates, model));
}

export function metricsOf(ranks: readonly (number | null)[]): Metrics {
  const within = (k: number) => ranks.filter((r) => r !== null && r <= k).length;
  return {n: ranks.length, hit1: within(1), hit3: within(3), hit10: within(10), mrr: ranks.reduce<number>((sum, r) => sum + (r ? 1 / r : 0), 0) / Math.max(ranks.length, 1)};
}

/** Solves A x = b (A symmetric positive definite, small) by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1) if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) pivot = r;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    for (let r = col + 1; r < n; r += 1) {
      const f = m[r][col] / m[col][col];
      for (let c = col; c <= n; c += 1) m[r][c] -= f * m[col][c];
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r -= 1) {
    let sum = m[r][n];
    for (let c = r + 1; c < n; c += 1) sum -= m[r][c] * x[c];
    x[r] = sum / m[r][r];
  }
  return x;
}

/**
 * Trains one linear model: standardized features, the pairs (answer, other page) among the first
 * `pages` pages shown, each query's pairs summing to one (times the LambdaRank factor), pairwise
 * logistic loss plus lambda/2 |w|², minimised by Newton's method with backtracking (deterministic).
 */
export function train(examples: readonly Example[], settings: Settings): Trained {
  const d = RERANK_FEATURES.length;
  const rows: number[][] = [];
  for (const example of examples) example.candidates.slice(0, settings.pages).forEach((c, i) => example.shown[i] && rows.push(vector(c)));
  const mean = new Array<number>(d).fill(0);
  const std = new Array<number>(d).fill(0);
  for (const row of rows) row.forEach((v, j) => (mean[j] += v / rows.length));
  for (const row of rows) row.forEach((v, j) => (std[j] += (v - mean[j]) ** 2 / rows.length));
  for (let j = 0; j < d; j += 1) std[j] = Math.sqrt(std[j]) || 1;
  const pairs: {diff: number[]; weight: number}[] = [];
  let queries = 0;
  for (const example of examples) {
    const head = example.candidates.slice(0, settings.pages).map((c, i) => ({x: vector(c).map((v, j) => (v - mean[j]) / std[j]), i, answer: example.answers[i]})).filter(({i}) => example.shown[i]);
    const good = head.filter((c) => c.answer);
    const bad = head.filter((c) => !c.answer);
    if (good.length === 0 || bad.length === 0) continue;
    queries += 1;
    const own: {diff: number[]; weight: number}[] = [];
    // The place of each page among those shown, for the LambdaRank factor.
    const place = new Map(head.map((c, k) => [c.i, k + 1]));
    for (const g of good) {
      for (const b of bad) {
        const swap = settings.pairs === 'lambda' ? Math.abs(1 / place.get(g.i)! - 1 / place.get(b.i)!) : 1;
        own.push({diff: g.x.map((v, j) => v - b.x[j]), weight: swap});
      }
    }
    const total = own.reduce((s, p) => s + p.weight, 0);
    for (const p of own) pairs.push({diff: p.diff, weight: p.weight / total});
  }
  for (const p of pairs) p.weight /= Math.max(queries, 1);
  // The first stage's own score is not penalised (settings.anchor): the strongest regularisation
  // leaves its order as it was, and the other weights are corrections to it.
  const penalised = RERANK_FEATURES.map((name) => (settings.anchor && name === 'score' ? 0 : 1));
  const loss = (w: number[]) =>
    pairs.reduce((s, p) => {
      const m = p.diff.reduce((t, v, j) => t + v * w[j], 0);
      return s + p.weight * (m > 0 ? Math.log1p(Math.exp(-m)) : -m + Math.log1p(Math.exp(m)));
    }, 0) +
    (settings.lambda / 2) * w.reduce((s, v, j) => s + penalised[j] * v * v, 0);
  let w = new Array<number>(d).fill(0);
  let current = loss(w);
  for (let iteration = 0; iteration < 50; iteration += 1) {
    const g = w.map((v, j) => settings.lambda * penalised[j] * v);
    const h = Array.from({length: d}, (_, i) => Array.from({length: d}, (_, j) => (i === j ? settings.lambda * penalised[j] + 1e-9 : 0)));
    for (const p of pairs) {
      const m = p.diff.reduce((t, v, j) => t + v * w[j], 0);
      const s = 1 / (1 + Math.exp(m));
      for (let i = 0; i < d; i += 1) {
        g[i] -= p.weight * s * p.diff[i];
        const hi = p.weight * s * (1 - s) * p.diff[i];
        if (hi !== 0) for (let j = 0; j < d; j += 1) h[i][j] += hi * p.diff[j];
      }
    }
    const step = solve(h, g);
    let t = 1;
    let next = w.map((v, j) => v - t * step[j]);
    let value = loss(next);
    while (value > current && t > 1e-6) {
      t /= 2;
      next = w.map((v, j) => v - t * step[j]);
      value = loss(next);
    }
    const moved = Math.max(...next.map((v, j) => Math.abs(v - w[j])));
    if (value > current) break;
    w = next;
    current = value;
    if (moved < 1e-7) break;
  }
  return {pages: settings.pages, mean, std, w};
}

function trainModels(examples: readonly Example[], settings: Settings): Models {
  if (settings.joint) {
    const one = train(examples, settings);
    return {zh: one, en: one};
  }
  return {
    zh: train(examples.filter((e) => e.query.locale === 'zh'), settings),
    en: train(examples.filter((e) => e.query.locale === 'en'), settings),
  };
}

/** Ranks of the first answers of `test` by models trained on `training`. */
function ranksOf(training: readonly Example[], test: readonly Example[], settings: Settings): (number | null)[] {
  const models = trainModels(training, settings);
  const rerankers = {zh: toModel(models.zh), en: toModel(models.en)};
  return test.map((example) => rankWith(example, rerankers[example.query.locale]));
}

/** Mean reciprocal rank of a cross-validation over the given folds of the examples. */
function cvScore(examples: readonly Example[], folds: readonly number[], settings: Settings): number {
  let sum = 0;
  let n = 0;
  for (const fold of folds) {
    const test = examples.filter((e) => e.fold === fold);
    const ranks = ranksOf(
      examples.filter((e) => e.fold !== fold && folds.includes(e.fold)),
      test,
      settings,
    );
    sum += ranks.reduce<number>((s, r) => s + (r ? 1 / r : 0), 0);
    n += ranks.length;
  }
  return sum / Math.max(n, 1);
}

export const GRID: Settings[] = [];
for (const pages of [5, 10, 20])
  for (const lambda of [0.01, 0.03, 0.1, 0.3, 1, 3])
    for (const joint of [true, false])
      for (const pairs of ['query', 'lambda'] as const) for (const anchor of [true, false]) GRID.push({pages, lambda, joint, pairs, anchor});

/** The settings with the best cross-validated MRR over the folds (ties: the more regularised, then the fewer pages, as listed). */
function choose(examples: readonly Example[], folds: readonly number[], log?: (line: string) => void): Settings {
  let best = GRID[0];
  let bestScore = -Infinity;
  for (const settings of GRID) {
    const score = cvScore(examples, folds, settings);
    log?.(`  ${describe(settings)}  CV MRR ${score.toFixed(4)}`);
    if (score > bestScore + 1e-9 || (Math.abs(score - bestScore) <= 1e-9 && settings.lambda > best.lambda)) {
      best = settings;
      bestScore = score;
    }
  }
  return best;
}

const describe = (s: Settings) => `pages ${s.pages} lambda ${s.lambda} ${s.joint ? 'joint' : 'per-locale'} pairs ${s.pairs}${s.anchor ? ' anchored' : ''}`;

const row = (label: string, m: Metrics) => `${label.padEnd(22)} n=${String(m.n).padStart(3)}  hit@1 ${String(m.hit1).padStart(3)}  hit@3 ${String(m.hit3).padStart(3)}  hit@10 ${String(m.hit10).padStart(3)}  MRR ${m.mrr.toFixed(3)}`;

/** The tuning queries with their candidates, each with its fold. Held-out queries are dropped first. */
export function examplesOf(queries: readonly RelevanceQuery[], files: Record<Locale, SearchIndexFile>): Example[] {
  const tuning = queries.filter((q) => !isHeldOut(q));
  const folds = foldsBySource(tuning);
  const out: Example[] = [];
  for (const locale of LOCALES) {
    const engine = new SearchEngine(files[locale].records, files[locale].aliases);
    for (const query of tuning.filter((q) => q.locale === locale)) {
      const wanted = new Set(query.answers.map((a) => a.replace(/\/+$/, '') || '/'));
      const candidates = engine.candidates(query.q, MAX_PAGES);
      const example: Example = {
        query,
        fold: folds.get(query.from)!,
        candidates,
        answers: candidates.map((c) => wanted.has(pageOf(c.page, locale))),
        shown: candidates.map((c) => c.hits.some((hit) => hit.language === locale && TAGS.includes(hit.docusaurus_tag))),
        baseline: null,
      };
      example.baseline = rankFor(example, candidates);
      out.push(example);
    }
  }
  return out;
}

export function main(args: readonly string[]): void {
  const write = !args.includes('--no-write');
  const verbose = args.includes('--verbose');
  const queries = JSON.parse(readFileSync('tests/fixtures/search-relevance.json', 'utf8')) as RelevanceQuery[];
  const files = {
    zh: JSON.parse(readFileSync(join(ROOTS.zh, 'search-index.json'), 'utf8')) as SearchIndexFile,
    en: JSON.parse(readFileSync(join(ROOTS.en, 'search-index.json'), 'utf8')) as SearchIndexFile,
  };
  const examples = examplesOf(queries, files);
  const all = Array.from({length: FOLDS}, (_, k) => k);
  console.log(`Tuning queries: ${examples.length} (zh ${examples.filter((e) => e.query.locale === 'zh').length}, en ${examples.filter((e) => e.query.locale === 'en').length}), ${FOLDS} folds by source.`);
  // Outer cross-validation: the settings chosen inside each training split, the held-back fold ranked.
  const reranked = new Map<Example, number | null>();
  for (const fold of all) {
    const inner = all.filter((k) => k !== fold);
    const training = examples.filter((e) => e.fold !== fold);
    const settings = choose(training, inner, verbose ? console.log : undefined);
    const test = examples.filter((e) => e.fold === fold);
    const ranks = ranksOf(training, test, settings);
    test.forEach((e, i) => reranked.set(e, ranks[i]));
    console.log(`\nFold ${fold + 1} (${test.length} queries held back; chosen by inner CV: ${describe(settings)})`);
    for (const locale of LOCALES) {
      const mine = test.filter((e) => e.query.locale === locale);
      console.log(row(`  ${locale} baseline`, metricsOf(mine.map((e) => e.baseline))));
      console.log(row(`  ${locale} re-ranked`, metricsOf(mine.map((e) => reranked.get(e)!))));
    }
  }
  console.log('\nAll folds (each query ranked by a model that never saw it)');
  let generalises = true;
  for (const locale of LOCALES) {
    const mine = examples.filter((e) => e.query.locale === locale);
    const base = metricsOf(mine.map((e) => e.baseline));
    const cv = metricsOf(mine.map((e) => reranked.get(e)!));
    const rr = (r: number | null) => (r ? 1 / r : 0);
    const higher = mine.filter((e) => rr(reranked.get(e)!) > rr(e.baseline)).length;
    const lower = mine.filter((e) => rr(reranked.get(e)!) < rr(e.baseline)).length;
    console.log(row(`  ${locale} baseline`, base));
    console.log(`${row(`  ${locale} re-ranked`, cv)}  (first answer higher for ${higher} queries, lower for ${lower})`);
    generalises &&= cv.hit1 - base.hit1 >= MIN_HIT1_GAIN && cv.hit10 >= base.hit10;
  }

  // The final settings: chosen by the five folds; the model trained on every tuning query.
  const settings = choose(examples, all, verbose ? console.log : undefined);
  console.log(`\nFinal settings (5-fold CV): ${describe(settings)}`);
  const models = trainModels(examples, settings);
  const round = (v: number) => Number(v.toPrecision(4));
  const rounded = (t: Trained): RerankModel => {
    const model = toModel(t);
    return {pages: model.pages, weights: Object.fromEntries(Object.entries(model.weights).map(([k, v]) => [k, round(v)]))};
  };
  const final = settings.joint ? {zh: rounded(models.zh), en: rounded(models.zh)} : {zh: rounded(models.zh), en: rounded(models.en)};
  for (const locale of settings.joint ? (['zh'] as const) : LOCALES) {
    console.log(`\nWeights${settings.joint ? '' : ` (${locale})`}: feature, standardized, raw (as written)`);
    RERANK_FEATURES.forEach((name, i) => console.log(`  ${name.padEnd(15)} ${models[locale].w[i].toFixed(3).padStart(7)}  ${String(final[locale].weights[name] ?? 0).padStart(10)}`));
  }
  console.log('\nTuning queries, the final model (trained on them: not a measure of generalisation)');
  for (const locale of LOCALES) {
    const mine = examples.filter((e) => e.query.locale === locale);
    console.log(row(`  ${locale} baseline`, metricsOf(mine.map((e) => e.baseline))));
    console.log(row(`  ${locale} re-ranked`, metricsOf(mine.map((e) => rankWith(e, final[locale])))));
  }
  if (!generalises) {
    console.log(`\nThe re-ranker does not beat the first stage on cross-validation by ${MIN_HIT1_GAIN} first answers in each locale (hit@10 not lower): nothing written.`);
  } else if (write) {
    writeFileSync(OUT, `${JSON.stringify(settings.joint ? final.zh : final, null, 1)}\n`);
    console.log(`\nWrote ${OUT}`);
  }
}
