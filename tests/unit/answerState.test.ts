/** @jest-environment jsdom */
import {ANSWER_ATTRIBUTE, hasHits, trackAnswers} from '../../src/search/answerState';

const answer = () => document.documentElement.getAttribute(ANSWER_ATTRIBUTE);

function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {promise, resolve, reject};
}

type Search = (argument: unknown) => Promise<unknown>;

const withHits = {results: [{hits: []}, {hits: [{objectID: 'a'}]}]};
const empty = {results: [{hits: []}]};

describe('hasHits', () => {
  it('is true when any result of a multi-query answer has a hit', () => {
    expect(hasHits(withHits)).toBe(true);
    expect(hasHits(empty)).toBe(false);
    expect(hasHits({})).toBe(false);
    expect(hasHits(null)).toBe(false);
  });
});

describe('trackAnswers', () => {
  it('records pending, then what the answer held, and passes the answer on', async () => {
    const pending = deferred();
    const client = trackAnswers<{search: Search}>({search: () => pending.promise});
    const search = client.search({requests: []});
    expect(answer()).toBe('pending');
    pending.resolve(withHits);
    await expect(search).resolves.toBe(withHits);
    expect(answer()).toBe('hits');
  });

  it('counts only the latest query: an older answer arriving late changes nothing', async () => {
    const first = deferred();
    const second = deferred();
    const queue = [first, second];
    const client = trackAnswers<{search: Search}>({search: () => queue.shift()!.promise});
    const a = client.search({});
    const b = client.search({});
    second.resolve(empty);
    await b;
    expect(answer()).toBe('empty');
    first.resolve(withHits);
    await a;
    expect(answer()).toBe('empty');
  });

  it('records an answer from part of the index (exhaustiveNbHits false) as partial', async () => {
    const partial = {results: [{hits: [{objectID: 'a'}], exhaustiveNbHits: false}]};
    const client = trackAnswers<{search: Search}>({search: async () => partial});
    await client.search({});
    expect(answer()).toBe('partial');
    // No hits is "empty", whichever part of the index said so.
    const none = trackAnswers<{search: Search}>({search: async () => ({results: [{hits: [], exhaustiveNbHits: false}]})});
    await none.search({});
    expect(answer()).toBe('empty');
  });

  it('treats a failed search as an empty answer and rethrows', async () => {
    const client = trackAnswers<{search: Search}>({search: () => Promise.reject(new Error('offline'))});
    await expect(client.search({})).rejects.toThrow('offline');
    expect(answer()).toBe('empty');
  });

  it('wraps searchForHits too when the client has it', () => {
    const client = trackAnswers<{search: Search; searchForHits: Search}>({search: () => Promise.resolve(empty), searchForHits: () => Promise.resolve(empty)});
    expect(client.searchForHits).toBe(client.search);
  });
});
