import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {docsVersioning, latestVersionNumber, nextVersion, readDocsVersions} from '../../config/docsVersions';
import {ROOT} from './contentFiles';

// `npm run version:cut -- <version>` (tools/version-cut.mjs, issue 29) on a copy of the site, and
// what the config makes of versions.json (config/docsVersions.ts). The copy is built and checked in
// a browser by the test run's step "versioned site" (tools/versioned-site.mjs).

describe('docs versions in the config', () => {
  it('is one version, current as V5.8 at /docs/, without versions.json (the real site today)', () => {
    expect(readDocsVersions(ROOT)).toEqual([]);
    const versioning = docsVersioning([], false);
    expect(versioning).toEqual({lastVersion: 'current', versions: {current: {label: 'V5.8', path: '', banner: 'none', badge: true}}});
    expect(latestVersionNumber(versioning)).toBe('5.8');
  });

  it('after a cut: the frozen version at /docs/, current as the next one, unreleased and noindex at /docs/next/, built only when asked', () => {
    const released = docsVersioning(['5.9', '5.8'], false);
    expect(released.lastVersion).toBe('5.9');
    expect(released.versions).toEqual({
      current: {label: 'V5.10', path: 'next', banner: 'unreleased', badge: true, noIndex: true},
      '5.9': {label: 'V5.9', path: '', banner: 'none', badge: true},
      '5.8': {label: 'V5.8', path: '5.8', banner: 'unmaintained', badge: true},
    });
    expect(released.onlyIncludeVersions).toEqual(['5.9', '5.8']);
    expect(docsVersioning(['5.8'], true).onlyIncludeVersions).toBeUndefined();
    expect(latestVersionNumber(released)).toBe('5.9');
  });

  it('names the next release one minor version up', () => {
    expect(nextVersion('5.8')).toBe('5.9');
    expect(nextVersion('6.0.2')).toBe('6.1');
  });
});

describe('npm run version:cut (on a copy of the site)', () => {
  let site: string;
  const cut = (...args: string[]) => spawnSync('node', [join(ROOT, 'tools/version-cut.mjs'), '--site-dir', site, ...args], {encoding: 'utf8'});
  const json = (path: string) => JSON.parse(readFileSync(join(site, path), 'utf8')) as Record<string, {message: string}>;

  beforeAll(() => {
    site = mkdtempSync(join(tmpdir(), 'rainbond-version-cut-'));
    const copy = spawnSync(
      'sh',
      ['-c', `git ls-files -z --cached --others --exclude-standard | grep -zv '^node_modules$' | xargs -0 tar -cf - | tar -xf - -C "${site}" && ln -s "${ROOT}/node_modules" "${site}/node_modules"`],
      {cwd: ROOT, encoding: 'utf8'},
    );
    if (copy.status !== 0) throw new Error(`could not copy the site: ${copy.stderr}`);
  });
  afterAll(() => rmSync(site, {recursive: true, force: true}));

  it('refuses a name that is not a version number, before touching anything', () => {
    const res = cut('next');
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/version number, such as 5\.8/);
    expect(existsSync(join(site, 'versions.json'))).toBe(false);
  });

  it('freezes docs/ and the English pages as 5.8, with the English sidebar labels, and says what it did', () => {
    const res = cut('5.8');
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(json('versions.json')).toEqual(['5.8']);
    expect(readFileSync(join(site, 'versioned_docs/version-5.8/quick-start/architecture.md'), 'utf8')).toBe(readFileSync(join(ROOT, 'docs/quick-start/architecture.md'), 'utf8'));
    const en = 'i18n/en/docusaurus-plugin-content-docs';
    expect(readFileSync(join(site, en, 'version-5.8/quick-start/architecture.md'), 'utf8')).toBe(readFileSync(join(ROOT, en, 'current/quick-start/architecture.md'), 'utf8'));
    expect(existsSync(join(site, 'versioned_sidebars/version-5.8-sidebars.json'))).toBe(true);
    // The English sidebar labels of 5.8 are the ones current had; current is now labelled V5.9.
    const labels = json(`${en}/version-5.8.json`);
    const current = json(`${en}/current.json`);
    expect(labels['version.label']!.message).toBe('V5.8');
    expect(current['version.label']!.message).toBe('V5.9');
    const category = Object.keys(labels).find((key) => key.startsWith('sidebar.docs.category.'))!;
    expect(labels[category]!.message).toBe(current[category]!.message);
    expect(labels[category]!.message).not.toMatch(/[\u3400-\u9fff]/);
    expect(res.stdout).toMatch(/versioned_docs\/version-5\.8\//);
    expect(res.stdout).toMatch(/Now \/docs\/ serves V5\.8\. docs\/ is V5\.9, unreleased: at \/docs\/next\//);
    // The config of the copy now reads the cut.
    expect(readDocsVersions(site)).toEqual(['5.8']);
  });

  it('refuses a version that exists, and changes nothing', () => {
    const before = readFileSync(join(site, 'versions.json'), 'utf8');
    const res = cut('5.8');
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/version 5\.8 exists already/);
    expect(readFileSync(join(site, 'versions.json'), 'utf8')).toBe(before);
  });
});
