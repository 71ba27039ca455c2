import {spawnSync} from 'node:child_process';
import {mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {ROOT} from './contentFiles';

// Spec §8 configuration errors: a site that is configured wrongly must fail
// to build with a message that says what is wrong. Each case builds a tiny
// site with one mistake, using this repository's Docusaurus.

interface Fixture {
  navbarItems?: unknown[];
  sidebarItems?: unknown[];
}

function buildFixture({navbarItems = [], sidebarItems = ['intro']}: Fixture): {status: number | null; output: string} {
  const dir = mkdtempSync(join(tmpdir(), 'rainbond-config-error-'));
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'docs', 'intro.md'), '# Intro\n\nA page.\n');
    writeFileSync(join(dir, 'sidebars.js'), `module.exports = {docs: ${JSON.stringify(sidebarItems)}};`);
    writeFileSync(
      join(dir, 'docusaurus.config.js'),
      `module.exports = {
        title: 'Fixture', url: 'https://example.com', baseUrl: '/',
        onBrokenLinks: 'ignore',
        presets: [['classic', {docs: {sidebarPath: './sidebars.js'}, blog: false, pages: false}]],
        themeConfig: {navbar: {items: ${JSON.stringify(navbarItems)}}},
      };`,
    );
    writeFileSync(join(dir, 'package.json'), '{"private": true}');
    const result = spawnSync(join(ROOT, 'node_modules/.bin/docusaurus'), ['build', '--no-minify', dir], {
      cwd: dir,
      encoding: 'utf8',
      env: {...process.env, FORCE_COLOR: '0'},
      timeout: 120_000,
    });
    return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

describe('configuration errors fail the build with a clear message', () => {
  it('a working fixture builds (so the failures below are the mistakes)', () => {
    const {status, output} = buildFixture({navbarItems: [{type: 'docSidebar', sidebarId: 'docs', label: 'Docs'}]});
    expect(output).not.toMatch(/\[ERROR\]/);
    expect(status).toBe(0);
  }, 120_000);

  it('unknown navbar item type', () => {
    const {status, output} = buildFixture({navbarItems: [{type: 'fancyWidget', label: 'x'}]});
    expect(status).not.toBe(0);
    expect(output).toMatch(/Bad navbar item type fancyWidget/);
  }, 120_000);

  it('sidebar id not found (lists the available ids)', () => {
    const {status, output} = buildFixture({navbarItems: [{type: 'docSidebar', sidebarId: 'nope', label: 'x'}]});
    expect(status).not.toBe(0);
    expect(output).toMatch(/nope/);
    expect(output).toMatch(/[Aa]vailable sidebar ids are:[\s\S]*docs/);
  }, 120_000);

  it('doc id not found, in a sidebar', () => {
    const {status, output} = buildFixture({sidebarItems: ['intro', 'missing-page']});
    expect(status).not.toBe(0);
    expect(output).toMatch(/These sidebar document ids do not exist:[\s\S]*missing-page/);
  }, 120_000);

  it('doc id not found, in the navbar', () => {
    const {status, output} = buildFixture({navbarItems: [{type: 'doc', docId: 'ghost', label: 'x'}]});
    expect(status).not.toBe(0);
    expect(output).toMatch(/couldn't find any doc with id "ghost"/i);
  }, 120_000);
});
