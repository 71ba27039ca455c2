import type {LocalSearchClient} from './localClient';

/**
 * The entry point the UI imports: a client whose code (MiniSearch, the
 * engine) and index are fetched on the first query, so no page carries
 * search code in its first load.
 */
type SearchArgument = Parameters<LocalSearchClient['search']>[0];

let client: Promise<LocalSearchClient> | null = null;

function load(): Promise<LocalSearchClient> {
  client ??= import('./localClient').then((m) => m.createLocalSearchClient());
  return client;
}

export function createLazyLocalClient(): LocalSearchClient {
  const search = async (argument: SearchArgument) => (await load()).search(argument);
  return {
    appId: 'offline',
    search,
    searchForHits: search,
    addAlgoliaAgent() {},
    async clearCache() {},
  };
}

/** Same signature as `liteClient` of `algoliasearch/lite`, which is aliased here offline. */
export function liteClient(_appId?: string, _apiKey?: string): LocalSearchClient {
  return createLazyLocalClient();
}
