import {themes, type PrismTheme} from 'prism-react-renderer';
import type {RemarkHighlightOptions} from '../plugins/code-highlight/remark';

/**
 * Code block colours: the GitHub (light) and Dracula (dark) themes with the
 * token colours that fall below WCAG AA contrast (4.5:1) on the theme's own
 * background replaced by the same hue, darkened (light) or lightened (dark)
 * until they pass. tests/unit/prism.test.ts checks every colour.
 */
function recolour(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.style.color;
      return colour && replacements[colour] ? {...entry, style: {...entry.style, color: replacements[colour]}} : entry;
    }),
  };
}

export const lightCodeTheme: PrismTheme = recolour(themes.github, {
  '#999988': '#6a6a5f', // comment
  '#e3116c': '#cd0f62', // string
  '#36acaa': '#257574', // number, variable, property …
  '#00a4db': '#007298', // keyword, attr-name …
  '#d73a49': '#c23442', // function, tag
});

export const darkCodeTheme: PrismTheme = recolour(themes.dracula, {
  'rgb(98, 114, 164)': '#8d99bd', // comment
});

/** Grammars added to Prism beyond prism-react-renderer's own. */
export const additionalLanguages = ['bash', 'docker', 'java', 'nginx', 'ini', 'properties', 'sql'];

/**
 * Code blocks are highlighted when the site is built (plugins/code-highlight), with these themes and
 * grammars: the remark plugin every content instance runs (docusaurus.config.ts) reads them from here.
 */
export const codeHighlightOptions = {themes: {light: lightCodeTheme, dark: darkCodeTheme}, additionalLanguages} satisfies RemarkHighlightOptions;
