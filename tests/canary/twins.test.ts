import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {packageDir, reliance} from './reliance';

// plugins/llms/rehype.ts reads the markup theme-classic renders, to write code blocks, tabs,
// admonitions and headings of the Markdown twins (issue 20). Each check reads the upstream file
// that renders the piece, so a theme upgrade that renames one fails here and names it.

const read = (pkg: string, file: string) => readFileSync(join(packageDir(pkg), file), 'utf8');
const has = (text: string, ...needles: string[]): true | string => {
  const missing = needles.filter((n) => !text.includes(n));
  return missing.length === 0 || `missing ${missing.join(', ')}`;
};

reliance('theme-markup', {
  'theme-common names the code block, admonition and tabs containers theme-code-block, theme-admonition(-<type>) and theme-tabs-container': () =>
    has(read('@docusaurus/theme-common', 'lib/utils/ThemeClassNames.js'), "codeBlock: 'theme-code-block'", "admonition: 'theme-admonition'", 'theme-admonition-${type}', "container: 'theme-tabs-container'"),
  'the code block container carries that class and the language class': () =>
    has(read('@docusaurus/theme-classic', 'lib/theme/CodeBlock/Container/index.js'), 'ThemeClassNames.common.codeBlock'),
  'prism-react-renderer renders each line as a .token-line element': () => has(read('prism-react-renderer', 'dist/index.js'), '"token-line"'),
  "the code block's title and the admonition's heading and content use the codeBlockTitle, admonitionHeading and admonitionContent CSS-module classes": () =>
    has(read('@docusaurus/theme-classic', 'lib/theme/CodeBlock/Layout/index.js'), 'styles.codeBlockTitle') === true
      ? has(read('@docusaurus/theme-classic', 'lib/theme/Admonition/Layout/index.js'), 'styles.admonitionHeading', 'styles.admonitionContent')
      : 'no styles.codeBlockTitle in CodeBlock/Layout',
  'Tabs render a tabs-container; every TabItem, the hidden ones too, renders role="tabpanel"': () =>
    has(read('@docusaurus/theme-classic', 'lib/theme/Tabs/index.js'), "'tabs-container'") === true
      ? has(read('@docusaurus/theme-classic', 'lib/theme/TabItem/index.js'), 'role="tabpanel"', 'hidden={!isSelected}')
      : "no 'tabs-container' in Tabs",
  'a heading anchor is an a.hash-link': () => has(read('@docusaurus/theme-classic', 'lib/theme/Heading/index.js'), 'className="hash-link"'),
  "the converter applies rehype plugins given as beforeDefaultRehypePlugins before its own": () =>
    has(read('@signalwire/docusaurus-plugin-llms-txt', 'lib/transformation/plugins/plugin-registry.js'), 'options.beforeDefaultRehypePlugins', 'this.applyBuiltinRehypePlugins(processor, options)'),
});
