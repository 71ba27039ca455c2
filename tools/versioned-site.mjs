#!/usr/bin/env node
// A copy of the site with a docs version cut (issue 29), for the test run's step "versioned site":
// the real site stays one version until a release, yet every plugin must work with two.
//
//   node tools/versioned-site.mjs [--dir DIR] [--no-build]
//
// Copies the site's files (those git tracks or would track: a clean clone's content) into DIR (a
// new temporary folder by default), links node_modules, commits the copy (the build reads git for
// "last updated"), runs `npm run version:cut -- 5.8` there as a writer would, commits again, and
// builds both locales with the unreleased next version (DOCS_NEXT=on), offline (no Algolia, no
// analytics), so the copy has two versions: 5.8 at /docs/ and V5.9 at /docs/next/. Prints the folder.
// The Playwright project `versions` serves DIR/build and checks it (VERSIONED_SITE=DIR):
// tests/e2e/versions.versions.spec.ts, and the generated CSP (tests/e2e/csp.versions.spec.ts).
// Only Node built-ins and plain data of our own: tools/run-tests.mjs imports it.
import {spawnSync} from 'node:child_process';
import {chmodSync, mkdtempSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {OFFLINE_ENV} from './package/offlineEnv.mjs';

const ROOT = resolve(import.meta.dirname, '..');
/** The version the copy cuts: the one the site documents today. */
export const CUT_VERSION = '5.8';
/**
 * Another announcement id than config/announcement.ts has: it changes an inline script of every page,
 * so that tests/e2e/csp.versions.spec.ts checks the policy this build generated (that check had a
 * build of its own before).
 */
export const VERSIONED_ANNOUNCEMENT_ID = 'csp-check-versioned';
/** The environment of the copy's build: offline, with the unreleased next version and the changed inline script. */
// No persistent bundler cache: Docusaurus keys it by the site's folder (its theme aliases), so a copy
// in a new temporary folder never reads it, and writing it only cost time and left a cache per copy
// in node_modules/.cache.
export const VERSIONED_BUILD_ENV = {...OFFLINE_ENV, DOCS_NEXT: 'on', ANNOUNCEMENT_ID: VERSIONED_ANNOUNCEMENT_ID, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'};

function sh(command, cwd, env = {}) {
  const res = spawnSync('sh', ['-c', command], {cwd, stdio: 'inherit', env: {...process.env, ...env}});
  if (res.status !== 0) throw new Error(`versioned-site: \`${command}\` failed in ${cwd}`);
}

const commit = (dir, message) => sh(`git add -A && git -c user.name=versioned-site -c user.email=test@localhost commit -qm "${message}"`, dir);

/** Makes the copy with the version cut in `dir` (created when not given); returns its path. */
export function makeVersionedCopy(dir = mkdtempSync(join(tmpdir(), 'rainbond-versioned-'))) {
  // nginx's workers run as another user when the tests run as root.
  chmodSync(dir, 0o755);
  sh(`git ls-files -z --cached --others --exclude-standard | grep -zv '^node_modules$' | xargs -0 tar -cf - | tar -xf - -C "${dir}"`, ROOT);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  sh('git init -q', dir);
  commit(dir, 'copy');
  sh(`node tools/version-cut.mjs ${CUT_VERSION}`, dir);
  commit(dir, `cut ${CUT_VERSION}`);
  return dir;
}

/**
 * Builds both locales of the copy into DIR/build. Without minifying: the copy is there for behaviour
 * (versions, search scope, twins, edit links, the policy its inline scripts get), not for bytes, which
 * `npm run bench` measures on the real build; the CSP test reads the hashes from the HTML as built.
 * About 20 s less of a CI run (97 s instead of 117-131 s for the copy).
 */
export function buildVersionedCopy(dir) {
  sh('npx docusaurus build --no-minify', dir, VERSIONED_BUILD_ENV);
  // What the browser tests need to know of this build (they cannot import this module).
  writeFileSync(join(dir, '.versioned-site.json'), JSON.stringify({announcementId: VERSIONED_ANNOUNCEMENT_ID, version: CUT_VERSION}));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const {values} = parseArgs({options: {dir: {type: 'string'}, 'no-build': {type: 'boolean'}}});
  const started = Date.now();
  const dir = makeVersionedCopy(values.dir && resolve(values.dir));
  if (!values['no-build']) buildVersionedCopy(dir);
  console.log(`versioned-site: ${dir} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
