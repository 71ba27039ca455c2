#!/usr/bin/env node
// `npm run version:cut -- <version>`: freezes the docs as they are now as <version> (issue 29), once
// per release, in both locales.
//
// 1. Docusaurus' own `docusaurus docs:version <version>` for the docs instance: it copies docs/ to
//    versioned_docs/version-<version>/, the English pages (i18n/en/docusaurus-plugin-content-docs/
//    current/) to …/version-<version>/ and current.json (the English sidebar labels) to
//    version-<version>.json, writes versioned_sidebars/version-<version>-sidebars.json and puts
//    <version> first in versions.json.
// 2. What Docusaurus does not do: the English catalogues' version labels — version-<version>.json
//    says V<version>, current.json the next version's label (an English label overrides the
//    config's). config/docsVersions.ts reads versions.json, so the site then serves <version> at
//    /docs/ and the next release, unreleased, at /docs/next/ (built with DOCS_NEXT=on), with no
//    hand edit.
//
// Refuses a version that exists, or a name that is not a version number. --site-dir runs it on
// another copy of the site (the unit test and the test run's versioned-site step do).
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {parseArgs} from 'node:util';

const DOCS_I18N = 'i18n/en/docusaurus-plugin-content-docs';

/** As config/docsVersions.ts: "5.9" after "5.8" (kept in step by tests/unit/versionCut.test.ts). */
export function nextVersion(version) {
  const [major, minor = '0'] = version.split('.');
  return `${major}.${Number(minor) + 1}`;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** Sets the `version.label` entry of an English docs catalogue; false when the file is missing. */
function setVersionLabel(file, label, versionName) {
  if (!existsSync(file)) return false;
  const catalogue = readJson(file);
  catalogue['version.label'] = {message: label, description: `The label for version ${versionName}`};
  writeJson(file, catalogue);
  return true;
}

/** Cuts `version` in the site at `siteDir`; returns the lines it reports. Throws on refusal or failure. */
export function cutVersion(version, siteDir) {
  if (!/^\d+\.\d+(\.\d+)?$/.test(version ?? '')) {
    throw new Error(`version:cut: give the release as a version number, such as 5.8 (got "${version ?? ''}")`);
  }
  const versionsFile = join(siteDir, 'versions.json');
  const before = existsSync(versionsFile) ? readJson(versionsFile) : [];
  if (before.includes(version)) {
    throw new Error(`version:cut: version ${version} exists already (versions.json: ${before.join(', ')}). Cut each release once; to fix a page of ${version}, edit versioned_docs/version-${version}/.`);
  }
  // The framework's command (not a copy of it): it knows every file a docs version is made of.
  const res = spawnSync('npx', ['docusaurus', 'docs:version', version], {
    cwd: siteDir,
    encoding: 'utf8',
    // Our own I18N_PATH would send the English copy elsewhere: the committed i18n/ is what is versioned.
    env: {...process.env, I18N_PATH: ''},
  });
  if (res.status !== 0) throw new Error(`version:cut: docusaurus docs:version ${version} failed:\n${res.stdout}${res.stderr}`);

  const next = nextVersion(version);
  const i18n = join(siteDir, DOCS_I18N);
  const versionCatalogue = setVersionLabel(join(i18n, `version-${version}.json`), `V${version}`, version);
  const currentCatalogue = setVersionLabel(join(i18n, 'current.json'), `V${next}`, 'current');
  const rel = (path) => relative(siteDir, path) || '.';
  return [
    `Cut docs version ${version} (docusaurus docs:version ${version}):`,
    `  ${rel(join(siteDir, 'versioned_docs', `version-${version}`))}/        the Chinese pages of ${version}, copied from docs/`,
    `  ${rel(join(i18n, `version-${version}`))}/   the English pages, copied from current/`,
    `  ${rel(join(siteDir, 'versioned_sidebars', `version-${version}-sidebars.json`))}   the sidebars, from sidebars.ts`,
    `  ${rel(versionsFile)}   ${JSON.stringify([version, ...before])}`,
    ...(versionCatalogue ? [`  ${rel(join(i18n, `version-${version}.json`))}   English sidebar labels of ${version}, labelled V${version}`] : []),
    ...(currentCatalogue ? [`  ${rel(join(i18n, 'current.json'))}   the English label of docs/ is now V${next}`] : []),
    '',
    `Now /docs/ serves V${version}${before.length ? `, and V${before[0]} moved to /docs/${before[0]}/` : ''}. docs/ is V${next}, unreleased: at /docs/next/,`,
    `with a banner and noindex, built by the dev server and by DOCS_NEXT=on npm run build only.`,
    `Commit these files. A fix to a page of ${version} goes into versioned_docs/version-${version}/ and its English twin into ${DOCS_I18N}/version-${version}/.`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const {values, positionals} = parseArgs({options: {'site-dir': {type: 'string'}}, allowPositionals: true});
  const siteDir = resolve(values['site-dir'] ?? join(import.meta.dirname, '..'));
  if (positionals.length !== 1) {
    console.error('Usage: npm run version:cut -- <version>   (the release being frozen, such as 5.8)');
    process.exit(2);
  }
  try {
    for (const line of cutVersion(positionals[0], siteDir)) console.log(line);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
