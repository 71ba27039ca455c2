import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {blogI18nFolder, blogInstances} from '../../config/blogInstances';
import {ROOT, read} from './contentFiles';

const CJK = /[\u3400-\u9fff]/;
/** Messages that are Chinese on purpose, even on the English site. */
const KEEP_CHINESE = new Set<string>(['简体中文']);

const files = readdirSync(join(ROOT, 'i18n/en'), {recursive: true, encoding: 'utf8'})
  .filter((name) => name.endsWith('.json'))
  .map((name) => join('i18n/en', name));

describe('English translation catalogues', () => {
  it('exist for the theme, the pages and every content instance', () => {
    for (const expected of [
      'i18n/en/code.json',
      'i18n/en/docusaurus-theme-classic/navbar.json',
      'i18n/en/docusaurus-theme-classic/footer.json',
      'i18n/en/docusaurus-plugin-content-docs/current.json',
      'i18n/en/docusaurus-plugin-content-docs-community/current.json',
      ...blogInstances.map((blog) => `i18n/en/${blogI18nFolder(blog.id)}/options.json`),
    ]) {
      expect(files).toContain(expected);
    }
  });

  it.each(files)('%s has no untranslated Chinese message', (file) => {
    const catalogue = JSON.parse(read(file)) as Record<string, {message: string}>;
    const untranslated = Object.entries(catalogue)
      .filter(([, v]) => CJK.test(v.message) && !KEEP_CHINESE.has(v.message))
      .map(([k]) => k);
    expect(untranslated).toEqual([]);
  });
});

describe('Chinese texts of the search modal', () => {
  const upstream = read('node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchTranslations/index.js');
  const ids = [...new Set(Array.from(upstream.matchAll(/id: '(theme\.SearchModal\.[^']+)'/g), (m) => m[1]))];
  // Ask AI is not configured, and `enterKeyHint` values are HTML keywords.
  const visible = ids.filter((id) => !/askAi|AskAi|Conversation|submitQuestion|backToSearch|backToKeywordSearch|enterKeyHint/.test(id));
  const theme = JSON.parse(read('node_modules/@docusaurus/theme-translations/locales/zh-Hans/theme-search-algolia.json')) as Record<string, string>;
  const ours = JSON.parse(read('i18n/zh/code.json')) as Record<string, {message: string}>;

  it('finds the ids it checks', () => {
    expect(visible.length).toBeGreaterThan(20);
  });

  it.each(visible)('%s is Chinese (theme-translations, or i18n/zh/code.json where it is English)', (id) => {
    expect(ours[id]?.message ?? theme[id]).toMatch(CJK);
  });
});
