import {emptyResults, resilientSearchClient} from '../../src/search/resilientClient';

describe('resilientSearchClient', () => {
  const requests = [
    {indexName: 'rainbond', query: 'helm'},
    {indexName: 'rainbond', params: 'query=k3s&hitsPerPage=0'},
  ];

  it('passes answers through unchanged', async () => {
    const answer = {results: [{hits: [{objectID: '1'}]}]};
    const client = resilientSearchClient({appId: 'x', search: async (argument: unknown) => (argument ? answer : null)});
    await expect(client.search({requests} as never)).resolves.toBe(answer);
    expect(client.appId).toBe('x');
  });

  it('answers a failed search with one empty result per request, and warns', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = resilientSearchClient({
      search: async (argument: unknown) => {
        throw new Error(`Unreachable hosts for ${JSON.stringify(argument)}`);
      },
      searchForHits: async () => ({results: []}),
    });
    const answer = (await client.search({requests} as never)) as ReturnType<typeof emptyResults>;
    expect(answer.results).toHaveLength(2);
    expect(answer.results[0]).toMatchObject({hits: [], nbHits: 0, nbPages: 0, query: 'helm', index: 'rainbond'});
    expect(answer.results[1]).toMatchObject({hits: [], query: 'k3s'});
    expect(client.searchForHits).toBe(client.search);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('reads requests given as a bare array', () => {
    expect(emptyResults(requests).results).toHaveLength(2);
    expect(emptyResults(undefined).results).toEqual([]);
  });
});
