import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative, sep} from 'node:path';

// Spec §8 "Configuration errors": a site that is configured wrongly must fail to build with a
// message that says what is wrong. Each case copies this site (the working tree, without build
// output), makes one mistake in it and runs Docusaurus, so the checks go through our own config,
// sidebars and plugins (the docs instance is plugins/docs-sections, the blog instances stop on an
// unknown tag or a post without a summary). A mistake that Docusaurus only finds while rendering
// pages would need a full build of the site per case; those two use a tiny site built with our
// docs plugin instead. Slow (Docusaurus runs 6 times), so not part of the unit tests:
// `npm run test:config-errors`, a step of its own in `npm test`.

const ROOT = join(__dirname, '..', '..');
/** What the copy leaves out: dependencies (linked instead), build output and caches. */
const NOT_COPIED = new Set(['node_modules', '.git', 'build', 'build-algolia', '.docusaurus', 'test-results', 'playwright-report']);
const TIMEOUT = 180_000;

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

function tempDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `rainbond-${name}-`));
  scratch.push(dir);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * The site as it is, once: a copy of the working tree committed to a repository of its own, since
 * the build reads each page's last update from Git.
 */
let base: string | undefined;
function baseSite(): string {
  if (base) return base;
  base = tempDir('site');
  cpSync(ROOT, base, {recursive: true, filter: (source) => !NOT_COPIED.has(relative(ROOT, source).split(sep)[0])});
  const git = spawnSync('sh', ['-c', 'git init -q && git add -A && git -c user.name=test -c user.email=test@localhost commit -qm copy'], {cwd: base, encoding: 'utf8'});
  if (git.status !== 0) throw new Error(`could not commit the copy of the site: ${git.stderr}`);
  return base;
}

/** A copy of this site with `mistake` made in it. */
function siteWith(mistake: (site: string) => void): string {
  const site = mkdtempSync(join(tmpdir(), 'rainbond-site-'));
  scratch.push(site);
  cpSync(baseSite(), site, {recursive: true});
  mistake(site);
  return site;
}

/** Replaces `from` (which must occur) by `to` in a file of the copy. */
function edit(site: string, file: string, from: string, to: string): void {
  const text = readFileSync(join(site, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update the test`);
  writeFileSync(join(site, file), text.replace(from, to));
}

function docusaurus(site: string, args: string[]): {status: number | null; output: string} {
  const result = spawnSync(join(ROOT, 'node_modules/.bin/docusaurus'), [...args, site], {
    cwd: site,
    encoding: 'utf8',
    // No persistent bundler cache: it would live in the shared node_modules, and tell the tiny
    // sites below apart by nothing but their config file's path.
    env: {...process.env, FORCE_COLOR: '0', ANALYTICS: 'off', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
    timeout: TIMEOUT,
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

/** The Chinese build; every mistake below stops it before any page is bundled. */
const build = (site: string) => docusaurus(site, ['build', '--locale', 'zh']);

const POST = (front: string, body: string) =>
  `---\ntitle: 测试文章\ndescription: 一篇由测试放进来的文章。\nslug: planted\nauthors: [rainbond]\n${front}---\n\n${body}\n`;

describe('our site: a configuration mistake stops the build with a message that names it', () => {
  it('loads as it is, so each failure below comes from its mistake', () => {
    // write-translations loads and validates the whole site (config, plugins, content, sidebars)
    // as the build does before it bundles anything, and stops there.
    const {status, output} = docusaurus(siteWith(() => undefined), ['write-translations', '--locale', 'zh']);
    expect(output).not.toMatch(/\[ERROR\]/);
    expect(status).toBe(0);
  }, TIMEOUT);

  it('a navbar item of an unknown type', () => {
    const site = siteWith((s) => edit(s, 'config/navbar.ts', "{type: 'localeDropdown', position: 'right'},", "{type: 'localeDropdown', position: 'right'}, {type: 'fancyWidget', label: 'x'},"));
    const {status, output} = build(site);
    expect(status).not.toBe(0);
    expect(output).toMatch(/Bad navbar item type fancyWidget/);
  }, TIMEOUT);

  it('a docs sidebar entry naming a doc that does not exist', () => {
    const site = siteWith((s) => edit(s, 'sidebars.ts', "    'index',\n", "    'index',\n    'quick-start/no-such-page',\n"));
    const {status, output} = build(site);
    expect(status).not.toBe(0);
    expect(output).toMatch(/These sidebar document ids do not exist:[\s\S]*quick-start\/no-such-page/);
  }, TIMEOUT);

  it('a post with a tag its instance does not list (tags.yml)', () => {
    const site = siteWith((s) => writeFileSync(join(s, 'feature/2099-01-01-planted.md'), POST('tags: [no-such-tag]\n', '摘要。\n\n<!-- truncate -->\n\n正文。')));
    const {status, output} = build(site);
    expect(status).not.toBe(0);
    expect(output).toMatch(/Tags \[no-such-tag\] used in 2099-01-01-planted\.md are not defined in tags\.yml/);
  }, TIMEOUT);

  it('a post without a truncate marker (list pages would show it whole)', () => {
    const site = siteWith((s) => writeFileSync(join(s, 'feature/2099-01-01-planted.md'), POST('tags: [devops]\n', '只有正文，没有摘要标记。')));
    const {status, output} = build(site);
    expect(status).not.toBe(0);
    expect(output).toMatch(/blog posts without truncation markers:[\s\S]*feature\/2099-01-01-planted\.md/);
  }, TIMEOUT);
});

/**
 * A tiny site whose docs go through our docs plugin (plugins/docs-sections), for the mistakes that
 * Docusaurus finds only while it renders the pages.
 */
function tinySite(navbarItems: unknown[]): string {
  const dir = tempDir('tiny');
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, 'docs', 'intro.md'), '# Intro\n\nA page.\n');
  writeFileSync(join(dir, 'sidebars.js'), `module.exports = {docs: ['intro']};`);
  writeFileSync(
    join(dir, 'docusaurus.config.js'),
    `module.exports = {
      title: 'Fixture', url: 'https://example.com', baseUrl: '/',
      onBrokenLinks: 'ignore',
      future: {v4: true, faster: true},
      presets: [['classic', {docs: false, blog: false, pages: false}]],
      plugins: [[${JSON.stringify(join(ROOT, 'plugins/docs-sections/index.ts'))}, {sidebarPath: './sidebars.js'}]],
      themeConfig: {navbar: {items: ${JSON.stringify(navbarItems)}}},
    };`,
  );
  writeFileSync(join(dir, 'package.json'), '{"private": true}');
  return dir;
}

describe('our docs plugin: a mistake found while rendering still stops the build', () => {
  it('a navbar item naming a sidebar that does not exist (lists the available ids)', () => {
    const {status, output} = docusaurus(tinySite([{type: 'docSidebar', sidebarId: 'nope', label: 'x'}]), ['build', '--no-minify']);
    expect(status).not.toBe(0);
    expect(output).toMatch(/nope/);
    expect(output).toMatch(/[Aa]vailable sidebar ids are:[\s\S]*docs/);
  }, TIMEOUT);

  it('a navbar item naming a doc that does not exist', () => {
    const {status, output} = docusaurus(tinySite([{type: 'doc', docId: 'ghost', label: 'x'}]), ['build', '--no-minify']);
    expect(status).not.toBe(0);
    expect(output).toMatch(/couldn't find any doc with id "ghost"/i);
  }, TIMEOUT);
});
