import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {pageTranslationNamespaces} from '../../config/i18n';
import {namespaceModule, splitMessages} from '../../plugins/page-translations/split';
import {ROOT} from './contentFiles';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.(tsx?|jsx?|mdx)$/.test(name))
    .map((name) => join(dir, name));
}

describe('splitMessages', () => {
  const all = {
    'theme.common.skipToMainContent': 'Skip to main content',
    'home.hero.title': 'Apps on Kubernetes',
    'homeless.other': 'not a home message',
    'apps.filter.all': 'All',
  };

  it('puts each namespace into its own catalogue and the rest into the shell', () => {
    const {shell, pages} = splitMessages(all, ['home', 'apps', 'wechat']);
    expect(shell).toEqual({
      'theme.common.skipToMainContent': 'Skip to main content',
      'homeless.other': 'not a home message',
    });
    expect(pages).toEqual({
      home: {'home.hero.title': 'Apps on Kubernetes'},
      apps: {'apps.filter.all': 'All'},
      wechat: {},
    });
  });

  it('writes a module that merges the messages into the shared catalogue', () => {
    const source = namespaceModule({'home.hero.title': 'Apps "on" K8s'});
    expect(source).toContain("import codeTranslations from '@generated/codeTranslations';");
    expect(source).toContain('Object.assign(codeTranslations, {"home.hero.title":"Apps \\"on\\" K8s"});');
    expect(namespaceModule({})).toBe('export {};\n');
  });
});

describe('page translation namespaces', () => {
  const catalogue = JSON.parse(readFileSync(join(ROOT, 'i18n/en/code.json'), 'utf8')) as Record<string, unknown>;
  const files = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'config'))];

  it.each(pageTranslationNamespaces)('%s: has English messages', (ns) => {
    expect(Object.keys(catalogue).filter((id) => id.startsWith(`${ns}.`)).length).toBeGreaterThan(0);
  });

  const siteNamespaces = pageTranslationNamespaces.filter((ns) => !ns.startsWith('theme.'));
  const themeNamespaces = pageTranslationNamespaces.filter((ns) => ns.startsWith('theme.'));

  it.each(themeNamespaces)('%s (used inside the theme): a wrapper in src/theme imports it', (ns) => {
    const importers = files.filter(
      (f) => /[\\/]src[\\/]theme[\\/]/.test(f) && readFileSync(f, 'utf8').includes(`import '@page-translations/${ns}';`),
    );
    expect(importers.length).toBeGreaterThan(0);
  });

  it.each(siteNamespaces)('%s: every file that translates its ids imports @page-translations/%s', (ns) => {
    // A call site: translate({id: 'ns.…'}), translate({message, id: 'ns.…'}) or <Translate id="ns.…">.
    const callSite = new RegExp(`\\bid\\s*[:=]\\s*\\{?\\s*['"\`]${ns}\\.`);
    const users = files.filter((f) => callSite.test(readFileSync(f, 'utf8')));
    expect(users.length).toBeGreaterThan(0);
    const missing = users
      .filter((f) => !readFileSync(f, 'utf8').includes(`import '@page-translations/${ns}';`))
      .map((f) => relative(ROOT, f));
    expect(missing).toEqual([]);
  });

  it('no shell component (theme, client modules, config) imports the messages of a site page', () => {
    const shellFiles = files.filter((f) => /[\\/](src[\\/]theme|src[\\/]clientModules|config)[\\/]/.test(f));
    expect(shellFiles.length).toBeGreaterThan(10);
    const offenders = shellFiles.filter((f) =>
      siteNamespaces.some((ns) => readFileSync(f, 'utf8').includes(`import '@page-translations/${ns}';`)),
    );
    expect(offenders.map((f) => relative(ROOT, f))).toEqual([]);
  });
});
