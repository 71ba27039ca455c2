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

let resilient: Promise<LocalSearchClient> | null = null;

/** The local client behind `resilientSearchClient`, both loaded with the first query. */
function loadResilient(): Promise<LocalSearchClient> {
  resilient ??= import('./resilientClient').then(({resilientSearchClient}) => {
    const search = async (argument: SearchArgument) => (await load()).search(argument);
    // An index that cannot be fetched answers "no results"; the next query fetches it again.
    return resilientSearchClient({
      appId: 'offline',
      search,
      searchForHits: search,
      addAlgoliaAgent() {},
      async clearCache() {},
    });
  });
  return resilient;
}

/**
 * Starts fetching the engine and the index as soon as the search modal opens,
 * so the first keystroke is answered at once. A failure is left to that
 * first query, which fetches the index again and reports it.
 */
export function warmLocalSearch(): Promise<void> {
  return import('./localClient')
    .then(({loadEngine}) => loadEngine())
    .then(
      () => undefined,
      () => undefined,
    );
}

export function createLazyLocalClient(): LocalSearchClient {
  const search = async (argument: SearchArgument) => (await loadResilient()).search(argument);
  return {
    appId: 'offline',
    search,
    searchForHits: search,
    addAlgoliaAgent() {},
    async clearCache() {},
  } as LocalSearchClient;
}

/**
 * Stands in for `liteClient(appId, apiKey)` of `algoliasearch/lite`, which is
 * aliased here offline; the credentials it is called with are not needed.
 */
export function liteClient(): LocalSearchClient {
  return createLazyLocalClient();
}
