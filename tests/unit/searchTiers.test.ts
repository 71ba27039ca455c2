import {SearchEngine} from '../../src/search/engine';
import {isHeading, type SearchRecord} from '../../src/search/types';
import {isPartial} from '../../src/search/answerState';

jest.mock('@generated/docusaurus.config', () => ({__esModule: true, default: {baseUrl: '/'}}), {virtual: true});
const {createLocalSearchClient} = require('../../src/search/localClient') as typeof import('../../src/search/localClient');

// The search modal answers from the headings file while the whole index loads (issue 10: the first
// answer must not wait for a download that grows with every page).

function record(url: string, type: SearchRecord['type'], lvl1: string, content: string | null = null): SearchRecord {
  return {
    objectID: url,
    url,
    type,
    content,
    language: 'zh',
    docusaurus_tag: 'docs-default-current',
    hierarchy: {lvl0: '文档', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  };
}

const records = [
  record('https://x/docs/gateway', 'lvl1', 'Gateway rules'),
  record('https://x/docs/gateway#tls', 'content', 'Gateway rules', 'Upload a certificate for TLS termination.'),
  record('https://x/docs/storage', 'lvl1', 'Storage'),
  record('https://x/docs/storage#nfs', 'content', 'Storage', 'An NFS provisioner backs the volumes.'),
];
const whole = new SearchEngine(records);
const headings = new SearchEngine(records.filter(isHeading));
const query = (q: string) => ({requests: [{indexName: 'rainbond', query: q}]});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return {promise, resolve};
}

describe('headings first, then the whole index', () => {
  it('the headings file holds the titles and headings of the pages, not their text', () => {
    expect(records.filter(isHeading).map((r) => r.type)).toEqual(['lvl1', 'lvl1']);
  });

  it('answers a query the headings match before the whole index arrives, and says the answer is partial', async () => {
    const slow = deferred<SearchEngine>();
    let ready = false;
    const client = createLocalSearchClient({load: () => slow.promise, first: async () => headings, isReady: () => ready});
    const response = await client.search(query('gateway'));
    expect(response.results[0]!.hits[0]!.url).toBe('https://x/docs/gateway');
    expect(response.results[0]!.exhaustiveNbHits).toBe(false);
    expect(isPartial(response)).toBe(true);

    // Once the whole index is ready, answers come from it.
    ready = true;
    slow.resolve(whole);
    const later = await client.search(query('gateway'));
    expect(later.results[0]!.exhaustiveNbHits).toBe(true);
    expect(isPartial(later)).toBe(false);
  });

  it('waits for the whole index before saying that nothing matched', async () => {
    const slow = deferred<SearchEngine>();
    const client = createLocalSearchClient({load: () => slow.promise, first: async () => headings, isReady: () => false});
    let settled = false;
    const answer = client.search(query('certificate')).then((r) => {
      settled = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    slow.resolve(whole);
    const response = await answer;
    // Only the body text has the word: the whole index finds it.
    expect(response.results[0]!.hits[0]!.url).toBe('https://x/docs/gateway#tls');
    expect(response.results[0]!.exhaustiveNbHits).toBe(true);
  });

  it('falls back to the whole index when the headings file cannot be fetched', async () => {
    const client = createLocalSearchClient({load: async () => whole, first: () => Promise.reject(new Error('503')), isReady: () => false});
    const response = await client.search(query('certificate'));
    expect(response.results[0]!.hits.map((hit) => hit.url)).toEqual(['https://x/docs/gateway#tls']);
    expect(response.results[0]!.exhaustiveNbHits).toBe(true);
  });

  it('without a first engine (the search page) always answers from the whole index', async () => {
    const client = createLocalSearchClient({load: async () => whole, isReady: () => false});
    const [result] = (await client.search(query('certificate'))).results;
    expect(result!.hits.map((hit) => hit.url)).toEqual(['https://x/docs/gateway#tls']);
    expect(result!.exhaustiveNbHits).toBe(true);
  });
});
