import {defineConfig, devices} from '@playwright/test';

/**
 * Browser tests run in Debian's Chromium (apt-get install chromium) against
 * the production build served by real nginx (tools/serve.mjs). All traffic
 * that is not to the local server is blocked (tests/e2e/fixtures.ts).
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${PORT}`;
/** The same site built with Algolia credentials (build-algolia/, see tools/run-tests.mjs). */
export const algoliaBaseURL = `http://127.0.0.1:${PORT + 1}`;
/** The offline package, unpacked and served by tests/e2e/package.desktop.spec.ts itself. */
export const packageBaseURL = `http://127.0.0.1:${PORT + 5}`;
/** A host without our nginx (`docusaurus serve`), started by tests/e2e/redirects.desktop.spec.ts itself. */
export const staticBaseURL = `http://127.0.0.1:${PORT + 6}`;
/** The build and then a "newer deploy" of it, served by tests/e2e/deploy.desktop.spec.ts itself. */
export const deployBaseURL = `http://127.0.0.1:${PORT + 3}`;
/** A copy of the site with a docs version cut (tools/versioned-site.mjs), served by tests/e2e/versions.versions.spec.ts. */
export const versionedBaseURL = `http://127.0.0.1:${PORT + 7}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Nothing but the local server resolves, so no request can leave the machine.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    // …and an address written as an IP goes to a proxy that is not there
    // (port 9, discard). Loopback bypasses proxies, so the local server answers.
    '--proxy-server=http://127.0.0.1:9',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // On CI a failed test runs once more; tools/run-tests.mjs lists every test
  // that needed it, so flakiness shows in the summary instead of failing a
  // whole run on a 2-core machine. Locally a failure is final.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  // tools/run-tests.mjs reads the JSON report to count results.
  reporter: process.env.PW_JSON ? [['list'], ['json', {outputFile: process.env.PW_JSON}]] : [['list']],
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'off',
    // A stuck click or fill fails on its own line, not as a whole-test timeout.
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ['**/*.mobile.spec.ts', '**/*.versions.spec.ts'],
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, launchOptions: chromium}},
    {
      name: 'mobile',
      testIgnore: ['**/*.desktop.spec.ts', '**/*.versions.spec.ts'],
      use: {...devices['Pixel 7'], viewport: {width: 390, height: 844}, launchOptions: chromium},
    },
    // A copy of the site with two docs versions and a changed inline script (issues 29 and 16), built
    // by tools/versioned-site.mjs before this project runs (VERSIONED_SITE names it).
    {
      name: 'versions',
      testMatch: '**/*.versions.spec.ts',
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, launchOptions: chromium},
    },
  ],
  // The site's build and its Algolia build, and, when VERSIONED_SITE names it, the versioned copy that
  // tools/versioned-site.mjs built (the `versions` project): tools/run-tests.mjs runs the three
  // projects in one run, so that the copy's tests fill the workers' idle time at the end.
  webServer: [
    {
      command: `node tools/serve.mjs --port ${PORT}`,
      url: `${baseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node tools/serve.mjs --port ${PORT + 1} --root build-algolia`,
      url: `${algoliaBaseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(process.env.VERSIONED_SITE
      ? [
          {
            command: `node tools/serve.mjs --port ${PORT + 7} --root ${JSON.stringify(`${process.env.VERSIONED_SITE}/build`)}`,
            url: `${versionedBaseURL}/`,
            reuseExistingServer: false,
            timeout: 20_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
