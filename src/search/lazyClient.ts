import type {LocalSearchClient} from './localClient';

/**
 * The entry point the UI imports: a client whose code (MiniSearch, the
 * engine) and index are fetched on the first query, so no page carries
 * search code in its first load.
 */
type SearchArgument = Parameters<LocalSearchClient['search']>[0];

/** Options of the lazy client. */
export interface LazyClientOptions {
  /**
   * Answer from the headings file while the whole index is on its way (localClient.ts): for the
   * search modal. The search page counts and pages through results, so it waits for the whole index.
   */
  headingsFirst?: boolean;
}

const clients = new Map<boolean, Promise<LocalSearchClient>>();

function load(headingsFirst: boolean): Promise<LocalSearchClient> {
  let client = clients.get(headingsFirst);
  if (!client) {
    client = import('./localClient').then((m) => m.createLocalSearchClient(headingsFirst ? {first: () => m.loadHeadingsEngine(), modal: true} : {}));
    clients.set(headingsFirst, client);
  }
  return client;
}

const resilientClients = new Map<boolean, Promise<LocalSearchClient>>();

/** The local client behind `resilientSearchClient`, both loaded with the first query. */
function loadResilient(headingsFirst: boolean): Promise<LocalSearchClient> {
  let resilient = resilientClients.get(headingsFirst);
  if (resilient) return resilient;
  resilient = import('./resilientClient').then(({resilientSearchClient}) => {
    const search = async (argument: SearchArgument) => (await load(headingsFirst)).search(argument);
    // An index that cannot be fetched answers "no results"; the next query fetches it again.
    return resilientSearchClient({
      appId: 'offline',
      search,
      searchForHits: search,
      addAlgoliaAgent() {},
      async clearCache() {},
    });
  });
  resilientClients.set(headingsFirst, resilient);
  return resilient;
}

/**
 * Starts fetching the engine, the headings and the whole index as soon as the
 * search modal opens, so the first keystroke is answered at once. A failure is
 * left to that first query, which fetches the files again and reports it.
 */
export function warmLocalSearch(): Promise<void> {
  return import('./localClient')
    .then(({loadEngine, loadHeadingsEngine}) => Promise.all([loadHeadingsEngine(), loadEngine()]))
    .then(
      () => undefined,
      () => undefined,
    );
}

export function createLazyLocalClient({headingsFirst = false}: LazyClientOptions = {}): LocalSearchClient {
  const search = async (argument: SearchArgument) => (await loadResilient(headingsFirst)).search(argument);
  return {
    appId: 'offline',
    search,
    searchForHits: search,
    addAlgoliaAgent() {},
    async clearCache() {},
  } as LocalSearchClient;
}
