/** @jest-environment jsdom */
import React, {act} from 'react';
import {createRoot} from 'react-dom/client';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, type PrismTheme} from 'prism-react-renderer';
import type {Code, Root} from 'mdast';
import {createHighlighter, themeCss, type Highlighted} from '../../plugins/code-highlight/highlight';
import remarkCodeHighlight from '../../plugins/code-highlight/remark';
import {codeHighlightOptions, darkCodeTheme, lightCodeTheme} from '../../config/prism';

// Issue 28: code blocks highlighted by the build (plugins/code-highlight) look as prism-react-renderer
// coloured them in the browser, in both colour modes, and the code block component
// (src/components/CodeHighlight/Highlighted.tsx) keeps the theme's line highlighting and copy text.

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

// The theme modules the component imports, as the theme's code block has them: the real code block
// utilities of theme-common and theme-classic's Line; the buttons show the text they would copy.
jest.mock('@docusaurus/useIsomorphicLayoutEffect', () => ({__esModule: true, default: jest.requireActual('react').useLayoutEffect}), {virtual: true});
jest.mock(
  '@docusaurus/theme-common/internal',
  () => {
    const utils = jest.requireActual(`${process.cwd()}/node_modules/@docusaurus/theme-common/lib/utils/codeBlockUtils.js`);
    return {...utils, useCodeWordWrap: () => ({codeBlockRef: {current: null}, isEnabled: false, isCodeScrollable: false, toggle: () => {}})};
  },
  {virtual: true},
);
jest.mock(
  '@docusaurus/theme-common',
  () => ({
    ThemeClassNames: {common: {codeBlock: 'theme-code-block'}},
    useThemeConfig: () => ({prism: {magicComments: jest.requireActual(`${process.cwd()}/node_modules/@docusaurus/theme-classic/lib/options.js`).DEFAULT_CONFIG.prism.magicComments}}),
  }),
  {virtual: true},
);
jest.mock('@theme/CodeBlock/Line', () => jest.requireActual(`${process.cwd()}/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js`), {virtual: true});
jest.mock('@theme/CodeBlock/Line/Token', () => jest.requireActual(`${process.cwd()}/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Line/Token/index.js`), {virtual: true});
jest.mock('@theme/CodeBlock/Title', () => ({__esModule: true, default: ({children}: {children: React.ReactNode}) => <>{children}</>}), {virtual: true});
jest.mock('@theme/CodeBlock/Content/Element', () => ({__esModule: true, default: () => <pre className="element" />}), {virtual: true});
jest.mock(
  '@theme/CodeBlock/Buttons',
  () => ({
    __esModule: true,
    default: function Buttons() {
      const {useCodeBlockContext} = jest.requireMock('@docusaurus/theme-common/internal');
      return <button type="button" data-copies={useCodeBlockContext().metadata.code} />;
    },
  }),
  {virtual: true},
);

const SAMPLES: Record<string, string> = {
  bash: 'kubectl get pods -n rbd-system | grep "rbd-api" # a comment\nexport A=$(echo ${B:-1}) && curl -sL https://get.rainbond.com | bash\nif [ -f x ]; then echo 42; fi',
  shell: 'helm install rainbond goodrain/rainbond --set Cluster.gatewayIngressIPs=1.2.3.4',
  json: '{\n  "name": "rainbond",\n  "replicas": 3,\n  "enabled": true,\n  "tags": [null, 1.5]\n}',
  yaml: 'apiVersion: v1\nkind: ConfigMap # config\nmetadata:\n  name: "x"\n  labels: {a: b}\ndata:\n  key: |\n    value\n  n: 10',
  docker: 'FROM nginx:1.25 AS base\nRUN apt-get update && apt-get install -y curl\nCOPY --from=base /a /b\nCMD ["nginx", "-g", "daemon off;"]',
  dockerfile: 'ENV A=1\nEXPOSE 80',
  sql: "SELECT id, name FROM users WHERE id = 1 AND name LIKE 'a%'; -- comment\nCREATE USER 'repl'@'%' IDENTIFIED BY 'x';",
  nginx: 'server {\n  listen 80;\n  location / {\n    proxy_pass http://127.0.0.1:8080;\n  }\n}',
  ini: '[mysqld]\nserver-id = 1\n; comment\nlog-bin=mysql-bin',
  properties: '# comment\nspring.datasource.url=jdbc:mysql://db:3306/x\nkey = value',
  java: 'public class A {\n  // comment\n  @Override public String toString() { return "a" + 1; }\n}',
  go: 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println(1) }',
  python: 'def f(x):\n    """doc"""\n    return x * 2  # twice',
  javascript: 'const a = {b: `t${1}`}; // c\nfunction f() { return /re/g.test("x"); }',
  html: '<div class="a"><!-- c --><a href="#x">link</a></div>',
  text: 'plain text\n\nwith an empty line',
  promql: 'sum(rate(http_requests_total[5m])) by (job)',
};

const {highlight} = createHighlighter(codeHighlightOptions);

/** Each token as prism-react-renderer renders it with `theme`: its class attribute, text and inline style. */
function reference(code: string, language: string, theme: PrismTheme) {
  const lines: {className: string; content: string; style: Record<string, string>}[][] = [];
  renderToStaticMarkup(
    <Highlight theme={theme} code={code} language={language}>
      {({tokens, getTokenProps}) => {
        for (const line of tokens) {
          lines.push(
            line.map((token) => {
              const props = getTokenProps({token});
              const style = Object.fromEntries(
                Object.entries(props.style ?? {})
                  .filter(([, value]) => value !== undefined)
                  .map(([property, value]) => [property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), String(value)]),
              );
              return {className: props.className, content: token.content, style};
            }),
          );
        }
        return null;
      }}
    </Highlight>,
  );
  return lines;
}

/** class → [mode, declarations] from the generated stylesheet. */
function stylesheet(css: string): Map<string, {mode: 'light' | 'dark' | 'both'; declarations: Record<string, string>}> {
  const rules = new Map<string, {mode: 'light' | 'dark' | 'both'; declarations: Record<string, string>}>();
  for (const [, selector, body] of css.matchAll(/^(.+?) \{ (.+) \}$/gm)) {
    const className = /\.([\w-]+)$/.exec(selector!)?.[1];
    if (!className || className === 'theme-code-block') continue;
    const mode = selector!.includes(":not([data-theme='dark'])") ? 'light' : selector!.includes("[data-theme='dark']") ? 'dark' : 'both';
    const declarations = Object.fromEntries(body!.split(';').filter((d) => d.trim()).map((d) => d.split(':').map((part) => part.trim()) as [string, string]));
    rules.set(className, {mode, declarations});
  }
  return rules;
}

const css = themeCss({light: lightCodeTheme, dark: darkCodeTheme});
const rules = stylesheet(css);

/** The style a token's classes give it in `mode`. */
function styleOf(className: string, mode: 'light' | 'dark'): Record<string, string> {
  const style: Record<string, string> = {};
  for (const name of className.split(' ')) {
    const rule = rules.get(name);
    if (rule && (rule.mode === mode || rule.mode === 'both')) Object.assign(style, rule.declarations);
  }
  return style;
}

function tokensOf({classes, lines}: Highlighted) {
  return lines.map((line) => line.map((token) => (typeof token === 'string' ? {className: 'token plain', content: token} : {className: classes[token[0]]!, content: token[1]})));
}

describe('code highlighted at build time', () => {
  it.each(Object.keys(SAMPLES))('%s: the same tokens, and in each colour mode the colours prism-react-renderer gives them', (language) => {
    const code = SAMPLES[language]!;
    const ours = tokensOf(highlight(code, language));
    for (const [mode, theme] of [['light', lightCodeTheme], ['dark', darkCodeTheme]] as const) {
      const theirs = reference(code, language, theme);
      expect(ours.map((line) => line.map((t) => t.content))).toEqual(theirs.map((line) => line.map((t) => t.content)));
      ours.forEach((line, i) =>
        line.forEach((token, j) => {
          const expected = theirs[i]![j]!;
          // Prism's own classes come first, as prism-react-renderer writes them.
          expect(token.className.startsWith(expected.className)).toBe(true);
          expect([token.content, styleOf(token.className, mode)]).toEqual([expected.content, expected.style]);
        }),
      );
    }
  });

  it('colours the grammars added by themeConfig.prism.additionalLanguages (bash has keywords, not only plain text)', () => {
    expect(highlight(SAMPLES.bash!, 'bash').classes.some((c) => c.includes('keyword') || c.includes('function'))).toBe(true);
    // The comparison above is not vacuous: prism-react-renderer colours most tokens of these samples.
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      const styled = ['bash', 'sql', 'java'].flatMap((language) => reference(SAMPLES[language]!, language, theme).flat()).filter((t) => t.style.color);
      expect(styled.length).toBeGreaterThan(20);
    }
  });

  it('sets the plain colour and background of both modes, and no class without a rule', () => {
    expect(css).toContain("html:not([data-theme='dark']) .theme-code-block { --prism-color: #393A34; --prism-background-color: #f6f8fa; }");
    expect(css).toContain("html[data-theme='dark'] .theme-code-block { --prism-color: #F8F8F2; --prism-background-color: #282A36; }");
    const used = Object.keys(SAMPLES).flatMap((language) => highlight(SAMPLES[language]!, language).classes.flatMap((c) => c.split(' ')));
    const ours = [...new Set(used.filter((name) => /^t[ld]?-/.test(name)))];
    expect(ours.filter((name) => !rules.has(name))).toEqual([]);
  });
});

/** The props MDX gives the code block of a fenced block, after the remark plugin has run. */
function fenced(lang: string, value: string, meta?: string) {
  const node: Code = {type: 'code', lang, meta: meta ?? null, value};
  remarkCodeHighlight(codeHighlightOptions)({type: 'root', children: [node]} as Root);
  return {className: `language-${lang}`, metastring: meta, children: `${value}\n`, tokens: (node.data?.hProperties as {tokens: string}).tokens};
}

function render(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => createRoot(container).render(element));
  return container;
}

describe('the code block component without Prism', () => {
  const {default: CodeBlock} = require('../../src/components/CodeHighlight/Highlighted') as typeof import('../../src/components/CodeHighlight/Highlighted');
  const lines = (container: HTMLElement) => [...container.querySelectorAll('.token-line')];

  it('renders the build tokens with their classes, one .token-line per line, in the theme markup', () => {
    const container = render(<CodeBlock {...fenced('bash', 'echo "hi"\n\nexit 0')} />);
    const block = container.querySelector('div.theme-code-block.language-bash')!;
    expect(block).not.toBeNull();
    expect(block.querySelector('pre.prism-code.language-bash > code')).not.toBeNull();
    expect(lines(container).map((line) => line.textContent)).toEqual(['echo "hi"', '', 'exit 0']);
    expect(block.querySelector('span.token.string')?.className).toMatch(/\btl-c-[0-9a-f]{6}\b.*\btd-c-[0-9a-f]{6}\b/);
    expect(block.querySelector('[style*="color"]')).toBeNull();
    expect(container.querySelector('button')?.dataset.copies).toBe('echo "hi"\n\nexit 0');
  });

  it('highlights the lines of a {1,3} metastring', () => {
    const container = render(<CodeBlock {...fenced('yaml', 'a: 1\nb: 2\nc: 3', '{1,3} title="values.yaml"')} />);
    expect(lines(container).map((line) => line.classList.contains('theme-code-block-highlighted-line'))).toEqual([true, false, true]);
    expect(container.textContent).toContain('values.yaml');
  });

  it('takes out magic comment lines, highlights the lines they name, and copies the code without them', () => {
    const code = 'const a = 1;\n// highlight-next-line\nconst b = 2;\n// highlight-start\nconst c = 3;\nconst d = 4;\n// highlight-end\nconst e = 5;';
    const container = render(<CodeBlock {...fenced('js', code)} />);
    expect(lines(container).map((line) => [line.textContent, line.classList.contains('theme-code-block-highlighted-line')])).toEqual([
      ['const a = 1;', false],
      ['const b = 2;', true],
      ['const c = 3;', true],
      ['const d = 4;', true],
      ['const e = 5;', false],
    ]);
    // Still coloured: the tokens of the lines that stay.
    expect(lines(container)[1]!.querySelector('.token.keyword')).not.toBeNull();
    expect(container.querySelector('button')?.dataset.copies).toBe('const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 5;');
  });

  it('shows a code block written in JSX, without tokens, as plain text', () => {
    const container = render(<CodeBlock className="language-bash">{'ls -la\npwd\n'}</CodeBlock>);
    expect(lines(container).map((line) => line.textContent)).toEqual(['ls -la', 'pwd']);
    expect(container.querySelector('.token.plain')).not.toBeNull();
  });

  it('shows plain text when the tokens do not match the code, never other text', () => {
    const {tokens} = fenced('bash', 'echo one');
    const container = render(<CodeBlock className="language-bash" tokens={tokens}>{'echo two\n'}</CodeBlock>);
    expect(lines(container).map((line) => line.textContent)).toEqual(['echo two']);
  });
});
