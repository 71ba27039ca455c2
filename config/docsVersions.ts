import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {VersionOptions} from '@docusaurus/plugin-content-docs';

/**
 * The docs versions, from `versions.json` (written by Docusaurus' `docs:version`, which
 * `npm run version:cut` runs): nothing else names a version, so cutting one needs no hand edit.
 *
 * - No versions.json (today): one version, `current`, labelled {@link FIRST_LABEL} at /docs/.
 * - After `npm run version:cut -- 5.8`: `5.8` is the released version at /docs/; `current` (the
 *   `docs/` folder, what writers edit) is the next release, labelled one minor version up (V5.9) at
 *   /docs/next/, with the "unreleased" banner and `noindex`, and built only when asked
 *   (`DOCS_NEXT`, config/env.ts; the dev server always has it). Older frozen versions stay at
 *   /docs/<name>/ with the "unmaintained" banner.
 */
export const FIRST_LABEL = 'V5.8';

/**
 * The site's folder: this file's parent folder where modules have `__dirname` (Docusaurus, Jest),
 * the working folder in the ESM bundles of tools/importTs.mjs and tools/package.mjs, which run there.
 */
export const SITE_DIR = typeof __dirname === 'undefined' ? process.cwd() : join(__dirname, '..');

/** Frozen versions, newest first, as versions.json lists them ([] without the file). */
export function readDocsVersions(siteDir: string = SITE_DIR): string[] {
  const file = join(siteDir, 'versions.json');
  if (!existsSync(file)) return [];
  const versions: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(versions) || !versions.every((v) => typeof v === 'string' && /^\d+(\.\d+)+$/.test(v))) {
    throw new Error(`${file} must be a JSON array of version numbers such as "5.8"`);
  }
  return versions as string[];
}

/** "5.9" after "5.8", "6.1" after "6.0.2": the next minor release, which `current` becomes. */
export function nextVersion(version: string): string {
  const [major, minor = '0'] = version.split('.');
  return `${major}.${Number(minor) + 1}`;
}

export interface DocsVersioning {
  lastVersion: string;
  versions: Record<string, VersionOptions>;
  onlyIncludeVersions?: string[];
}

/** The docs plugin's version options for the frozen `versions` (newest first). */
export function docsVersioning(versions: readonly string[], includeNext: boolean): DocsVersioning {
  if (versions.length === 0) {
    return {lastVersion: 'current', versions: {current: {label: FIRST_LABEL, path: '', banner: 'none', badge: true}}};
  }
  const [latest, ...older] = versions;
  return {
    lastVersion: latest,
    versions: {
      current: {label: `V${nextVersion(latest)}`, path: 'next', banner: 'unreleased', badge: true, noIndex: true},
      [latest]: {label: `V${latest}`, path: '', banner: 'none', badge: true},
      ...Object.fromEntries(older.map((v) => [v, {label: `V${v}`, path: v, banner: 'unmaintained', badge: true}])),
    },
    ...(includeNext ? {} : {onlyIncludeVersions: [...versions]}),
  };
}

/** "5.8": the number of the version served at /docs/ (what the offline package is named by). */
export function latestVersionNumber(versioning: DocsVersioning): string {
  const label = versioning.versions[versioning.lastVersion]?.label ?? versioning.lastVersion;
  const number = /\d+(?:\.\d+)*/.exec(label)?.[0];
  if (!number) throw new Error(`the docs version label "${label}" holds no version number`);
  return number;
}
