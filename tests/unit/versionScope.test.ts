import {requestWithoutVersionTags, searchesAllVersions, versionScopedClient, withoutVersionTags} from '../../src/search/versionScope';

// "Search all versions" (issue 29): `?versions=all` on the search page drops the docusaurus_tag
// filters from the requests of its client, in every shape the clients send them.

const contextual = [['language:zh'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-5.8', 'docusaurus_tag:docs-community-current']];

describe('version scope of the search page', () => {
  it('reads ?versions=all', () => {
    expect(searchesAllVersions('?q=helm&versions=all')).toBe(true);
    expect(searchesAllVersions('?q=helm')).toBe(false);
    expect(searchesAllVersions('?versions=5.8')).toBe(false);
  });

  it('drops the version tags and keeps the language', () => {
    expect(withoutVersionTags(contextual)).toEqual([['language:zh']]);
    expect(withoutVersionTags(JSON.stringify(contextual))).toEqual([['language:zh']]);
    expect(withoutVersionTags(['language:en', 'docusaurus_tag:docs-default-current'])).toEqual(['language:en']);
  });

  it('rewrites flat requests, nested params and params strings', () => {
    expect(requestWithoutVersionTags({indexName: 'x', facetFilters: contextual}).facetFilters).toEqual([['language:zh']]);
    expect((requestWithoutVersionTags({indexName: 'x', params: {facetFilters: contextual}}).params as {facetFilters: unknown}).facetFilters).toEqual([['language:zh']]);
    const params = new URLSearchParams(requestWithoutVersionTags({indexName: 'x', params: `query=a&facetFilters=${encodeURIComponent(JSON.stringify(contextual))}`}).params as string);
    expect(JSON.parse(params.get('facetFilters')!)).toEqual([['language:zh']]);
    expect(params.get('query')).toBe('a');
  });

  it('changes a client only while all versions are asked for', async () => {
    const seen: unknown[] = [];
    const client = {search: async (argument: unknown) => (seen.push(argument), {results: []})};
    let all = false;
    const scoped = versionScopedClient(client, () => all);
    await scoped.search({requests: [{indexName: 'x', facetFilters: contextual}]} as never);
    all = true;
    await scoped.search({requests: [{indexName: 'x', facetFilters: contextual}]} as never);
    expect(seen).toEqual([{requests: [{indexName: 'x', facetFilters: contextual}]}, {requests: [{indexName: 'x', facetFilters: [['language:zh']]}]}]);
  });
});
