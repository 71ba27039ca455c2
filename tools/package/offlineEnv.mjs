/**
 * The environment of an offline build (config/env.ts reads it): no statistics scripts, no
 * hosted search (empty Algolia variables count as unset, so the local index is built), served
 * at the root of whatever host serves it. `npm run package` builds with it, and the test run's
 * main build uses it too, so the package test can pack that build instead of making another.
 * Only plain data here: tools/run-tests.mjs imports it before anything is installed.
 */
// DOCS_NEXT off: a package is one released docs version (named by it), never the unreleased next one.
export const OFFLINE_ENV = {ANALYTICS: 'off', ALGOLIA_APP_ID: '', ALGOLIA_API_KEY: '', ALGOLIA_INDEX_NAME: '', BASE_URL: '/', DOCS_NEXT: 'off'};
