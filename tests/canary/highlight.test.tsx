/** @jest-environment jsdom */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight} from 'prism-react-renderer';
import {createHighlighter} from '../../plugins/code-highlight/highlight';
import {codeHighlightOptions, darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {packageDir, reliance, sameHash} from './reliance';

// Reliances of the code blocks highlighted at build time (plugins/RELIANCES.md): what
// plugins/code-highlight assumes about Prism, prism-react-renderer and MDX, and what the code block
// component (src/components/CodeHighlight/Highlighted.tsx) assumes about theme-classic's code block.

// theme-common's code block utilities import this webpack alias of Docusaurus'.
jest.mock('@docusaurus/useIsomorphicLayoutEffect', () => ({__esModule: true, default: jest.requireActual('react').useLayoutEffect}), {virtual: true});

const themeClassic = packageDir('@docusaurus/theme-classic');
const themeCommon = packageDir('@docusaurus/theme-common');
const read = (file: string) => readFileSync(file, 'utf8');

reliance('build-time-highlight', {
  "theme-classic's prism-include-languages adds each additionalLanguages grammar from prismjs/components to the Prism it is given (the build does the same)": () => {
    const source = read(join(themeClassic, 'lib/theme/prism-include-languages.js'));
    return (source.includes('globalThis.Prism = PrismObject;') && source.includes('require(`prismjs/components/prism-${lang}`)')) || 'it loads the grammars another way';
  },
  'prism-react-renderer gives every token the classes and inline colours the build gives it as classes (light and dark theme)': () => {
    const {highlight} = createHighlighter(codeHighlightOptions);
    const code = 'kubectl get pods # list\nexport A="b" && echo $A';
    const ours = highlight(code, 'bash');
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      const theirs: {className: string; color?: string}[] = [];
      renderToStaticMarkup(
        <Highlight theme={theme} code={code} language="bash">
          {({tokens, getTokenProps}) => {
            for (const token of tokens.flat()) {
              const props = getTokenProps({token});
              theirs.push({className: props.className, color: props.style?.color as string | undefined});
            }
            return null;
          }}
        </Highlight>,
      );
      const mine = ours.lines.flat().map((token) => (typeof token === 'string' ? 'token plain' : ours.classes[token[0]]!));
      if (mine.length !== theirs.length) return `it cuts the code into ${theirs.length} tokens, the build into ${mine.length}`;
      const prefix = theme === lightCodeTheme ? 'tl-c-' : 'td-c-';
      const wrong = theirs.findIndex(({className, color}, i) => {
        if (!mine[i]!.startsWith(className)) return true;
        const ourColour = mine[i]!.split(' ').find((c) => c.startsWith(prefix))?.slice(prefix.length);
        const hex = color?.startsWith('rgb') ? color.match(/\d+/g)!.map((n) => Number(n).toString(16).padStart(2, '0')).join('') : color?.slice(1).toLowerCase();
        return ourColour !== hex;
      });
      if (wrong >= 0) return `token ${wrong}: ${JSON.stringify(theirs[wrong])}, the build wrote "${mine[wrong]}"`;
    }
    return true;
  },
  "theme-classic's MDX code element hands all its props to the CodeBlock (the build's `tokens` reach it as the metastring does)": () =>
    sameHash(join(themeClassic, 'lib/theme/MDXComponents/Code.js'), 'd24106e06e4ccc7072fb8114e46cc959868ed4c9c7b82d400d1b4830453721b3'),
  "Docusaurus passes the metastring to the code element as an hProperty of the mdast code node, the way the build passes `tokens`": () =>
    read(join(packageDir('@docusaurus/mdx-loader'), 'lib/remark/mdx1Compat/codeCompatPlugin.js')).includes('node.data.hProperties.metastring = node.meta') ||
    'codeCompatPlugin no longer sets hProperties.metastring',
});

/**
 * theme-classic's code block files our component (src/components/CodeHighlight/Highlighted.tsx and
 * src/theme/CodeBlock/styles.module.css) reproduces without Prism. A new hash means: compare the new
 * upstream file with our component (markup, classes, styles), carry the change over, update the hash.
 */
const CODE_BLOCK_FILES = {
  'lib/theme/CodeBlock/index.js': '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904',
  'lib/theme/CodeBlock/Content/String.js': '81ab153e9e797be7a86bcfe00dfd53ae6eb14bca2b40d30515d075e5b4e95f99',
  'lib/theme/CodeBlock/Content/index.js': '0d361f5894590ea483a8cd846925bf41d85301eed29e0cfb4dc515128ab35556',
  'lib/theme/CodeBlock/Layout/index.js': '7cff522ae9e56f76fe00f83bb6a5c1b029a4a86f4dcc409d01d77d1d5c68e1b3',
  'lib/theme/CodeBlock/Container/index.js': '55ebecf7d04da06684ad2004600e175f2a63719cbcbc28cb7e2de5d33eede91b',
  'lib/theme/CodeBlock/Line/index.js': '5512298d8a194b78aec9759f944e035c75660bb887040779576dc1fed63ddce8',
  'lib/theme/CodeBlock/Layout/styles.module.css': 'e190bd929c9aa05771c932ee32a06dec74db47763b5cff56ef2943dd530206a0',
  'lib/theme/CodeBlock/Content/styles.module.css': '26dba21a9e8eb53810a03017513a07ac613288682addf075f186ed52b1b5e07f',
  'lib/theme/CodeBlock/Container/styles.module.css': '16d8fa7b71e6c0f6d7c0bed5bcdb62dbc8ed72a4967d23db1c4a311611b3e254',
};

reliance('code-block-internals', {
  ...Object.fromEntries(
    Object.entries(CODE_BLOCK_FILES).map(([file, sha]) => [`theme-classic's ${file} is the one our code block reproduces`, () => sameHash(join(themeClassic, file), sha)]),
  ),
  'theme-common/internal exports createCodeBlockMetadata, CodeBlockContextProvider and useCodeWordWrap': () => {
    const source = read(join(themeCommon, 'lib/internal.js'));
    const missing = ['createCodeBlockMetadata', 'CodeBlockContextProvider', 'useCodeWordWrap'].filter((name) => !new RegExp(`export \\{[^}]*\\b${name}\\b`).test(source));
    return missing.length === 0 || `it no longer exports ${missing.join(', ')}`;
  },
  "createCodeBlockMetadata still gives the code without its magic comments, the highlighted lines, the title and the language": () => {
    const {createCodeBlockMetadata} = jest.requireActual(join(themeCommon, 'lib/utils/codeBlockUtils.js')) as typeof import('@docusaurus/theme-common/internal');
    const metadata = createCodeBlockMetadata({
      code: 'a\n// highlight-next-line\nb\n',
      className: 'language-js',
      metastring: 'title="x.js"',
      magicComments: [{className: 'hl', line: 'highlight-next-line', block: {start: 'highlight-start', end: 'highlight-end'}}],
      language: undefined,
      defaultLanguage: undefined,
      title: undefined,
      showLineNumbers: undefined,
    });
    const got = JSON.stringify([metadata.code, metadata.lineClassNames, metadata.title, metadata.language, metadata.className]);
    return got === JSON.stringify(['a\nb', {1: ['hl']}, 'x.js', 'js', 'language-js']) || `it gave ${got}`;
  },
});
