import {createRequire} from 'node:module';
import {Prism, normalizeTokens, type PrismTheme} from 'prism-react-renderer';

/**
 * Syntax highlighting at build time (issue 28): the same Prism, grammars and light and dark themes the
 * theme's code block used in the browser, run by the build. A code block arrives in the HTML with its
 * tokens coloured for both colour modes, and the page's chunk carries the same tokens for client-side
 * navigations; no highlighter is downloaded.
 *
 * The colours are those prism-react-renderer gives each token (themeToDict and its token style,
 * reproduced here and compared with its own rendering by tests/unit/codeHighlight.test.tsx), written as
 * classes instead of inline styles: one per style property and value and colour mode
 * (`tl-c-cd0f62`: light, colour #cd0f62), defined by the stylesheet {@link themeCss} writes from the
 * same themes. Both modes are in the HTML, so a page in dark mode shows its dark colours before any
 * script has run (the theme's code block rendered the light theme on the server and repainted after
 * hydration).
 */

export interface HighlightOptions {
  /** The light and dark theme (config/prism.ts). */
  themes: {light: PrismTheme; dark: PrismTheme};
  /** Grammars of prismjs/components added to Prism (config/prism.ts, what themeConfig.prism.additionalLanguages was). */
  additionalLanguages: readonly string[];
}

type Style = Record<string, string | number | undefined>;
type Dict = Record<string, Style | undefined>;

// RELIANCE build-time-highlight: prism-react-renderer's token styles (themeToDict, styleForToken) and theme-classic's way of adding grammars, reproduced here.
/** prism-react-renderer 2's themeToDict: the style of each token type for `language`. */
function themeToDict(theme: PrismTheme, language: string): Dict {
  const dict: Dict = {};
  for (const {languages, style, types} of theme.styles) {
    if (languages && !languages.includes(language as never)) continue;
    for (const type of types) dict[type] = {...dict[type], ...(style as Style)};
  }
  dict.root = theme.plain as Style;
  dict.plain = {...(theme.plain as Style), backgroundColor: undefined};
  return dict;
}

interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

/** prism-react-renderer 2's style of a token (useGetTokenProps, styleForToken). */
function styleForToken({types, empty}: Token, dict: Dict): Style | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty != null ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty != null) return dict[types[0]!];
  return Object.assign(empty != null ? {display: 'inline-block'} : {}, ...types.map((type) => dict[type]));
}

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `rgb(98, 114, 164)` → `6272a4`; `#F8F8F2` → `f8f8f2`; anything else made fit for a class name. */
function valueName(value: string | number): string {
  const text = String(value).trim().toLowerCase();
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(text);
  if (rgb) return rgb.slice(1).map((n) => Number(n).toString(16).padStart(2, '0')).join('');
  return text.replace(/^#/, '').replace(/[^a-z0-9-]+/g, '_');
}

const PROPERTY_NAMES: Record<string, string> = {color: 'c', fontStyle: 'fs', fontWeight: 'fw', opacity: 'o', textDecorationLine: 'td', display: 'd'};
const propertyName = (property: string) => PROPERTY_NAMES[property] ?? kebab(property);

type Mode = 'light' | 'dark';
const MODE_PREFIX: Record<Mode, string> = {light: 'tl', dark: 'td'};

/** The class of one style property with its value in one colour mode. */
const styleClass = (mode: Mode, property: string, value: string | number) => `${MODE_PREFIX[mode]}-${propertyName(property)}-${valueName(value)}`;

/** The classes for a token's style in one mode (`display: inline-block` of empty lines is the same in both: `t-empty`). */
function classesOf(mode: Mode, style: Style | undefined): string[] {
  if (!style) return [];
  return Object.entries(style)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([property, value]) => (property === 'display' ? 't-empty' : styleClass(mode, property, value)));
}

/** One line of a highlighted block: each token is its text (plain) or [index into `classes`, text]. */
export type HighlightedLine = (string | [number, string])[];

/** A highlighted block as the CodeBlock component receives it (a JSON string, the `tokens` prop). */
export interface Highlighted {
  /** The class attribute of each kind of token in this block. */
  classes: string[];
  /** The lines of the code, as prism-react-renderer cuts them (normalizeTokens). */
  lines: HighlightedLine[];
}

/** Loads the extra grammars into prism-react-renderer's Prism the way theme-classic's prism-include-languages does. */
function includeLanguages(languages: readonly string[]): void {
  // prismjs as theme-classic resolves it.
  const require = createRequire(createRequire(import.meta.url).resolve('@docusaurus/theme-classic/package.json'));
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of languages) {
      if (language === 'php') require('prismjs/components/prism-markup-templating.js');
      require(`prismjs/components/prism-${language}`);
    }
  } finally {
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  }
}

let included: string | null = null;

export function createHighlighter({themes, additionalLanguages}: HighlightOptions) {
  const languages = JSON.stringify(additionalLanguages);
  if (included === null) {
    includeLanguages(additionalLanguages);
    included = languages;
  } else if (included !== languages) {
    throw new Error(`code-highlight: Prism already has the grammars ${included}; one build uses one list`);
  }
  const dicts = new Map<string, {light: Dict; dark: Dict}>();
  const dictsFor = (language: string) => {
    let pair = dicts.get(language);
    if (!pair) dicts.set(language, (pair = {light: themeToDict(themes.light, language), dark: themeToDict(themes.dark, language)}));
    return pair;
  };

  /** The tokens of `code` in `language` (lower case, as the theme passes it to Prism), with their classes. */
  function highlight(code: string, language: string): Highlighted {
    const grammar = Prism.languages[language];
    let lines: Token[][];
    if (grammar == null) {
      lines = normalizeTokens([code]) as Token[][];
    } else {
      const env = {code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize>};
      Prism.hooks.run('before-tokenize', env);
      env.tokens = Prism.tokenize(code, grammar);
      Prism.hooks.run('after-tokenize', env);
      lines = normalizeTokens(env.tokens) as Token[][];
    }
    const {light, dark} = dictsFor(language);
    const classes: string[] = [];
    const indexOf = new Map<string, number>();
    return {
      classes,
      lines: lines.map((line) =>
        line.map((token) => {
          const className = [...new Set(['token', ...token.types, ...classesOf('light', styleForToken(token, light)), ...classesOf('dark', styleForToken(token, dark))])].join(' ');
          if (className === 'token plain' && token.empty == null) return token.content;
          let index = indexOf.get(className);
          if (index === undefined) {
            index = classes.push(className) - 1;
            indexOf.set(className, index);
          }
          return [index, token.content];
        }),
      ),
    };
  }

  return {highlight};
}

/**
 * The stylesheet of the token classes, from the themes: every style property and value a theme
 * gives a token type, for its colour mode; the plain colour and background of the code blocks in
 * each mode (the theme's Container set them inline, for the light theme only, until hydration); and
 * `t-empty` for the empty lines.
 */
export function themeCss(themes: {light: PrismTheme; dark: PrismTheme}): string {
  const selector: Record<Mode, string> = {light: "html:not([data-theme='dark'])", dark: "html[data-theme='dark']"};
  const rules: string[] = ['.t-empty { display: inline-block; }'];
  for (const mode of ['light', 'dark'] as const) {
    const theme = themes[mode];
    const plain = theme.plain as Style;
    rules.push(`${selector[mode]} .theme-code-block { --prism-color: ${plain.color}; --prism-background-color: ${plain.backgroundColor}; }`);
    const seen = new Set<string>();
    for (const {style} of theme.styles) {
      for (const [property, value] of Object.entries(style as Style)) {
        if (value === undefined) continue;
        const name = styleClass(mode, property, value);
        if (seen.has(name)) continue;
        seen.add(name);
        rules.push(`${selector[mode]} .${name} { ${kebab(property)}: ${value}; }`);
      }
    }
  }
  return `/* Generated by plugins/code-highlight from config/prism.ts. Do not edit. */\n${rules.join('\n')}\n`;
}
