import type {Code, Root} from 'mdast';
import {codeHighlightOptions} from '../../config/prism';
import {createHighlighter, type HighlightOptions} from './highlight';

/** The language the theme's code block gives a fenced block: its own, lower case (Prism's names are), or text. */
export const languageOf = (lang: string | null | undefined, defaultLanguage?: string): string => (lang ?? defaultLanguage ?? 'text').toLowerCase();

interface Parent {
  children?: unknown[];
}

function codeBlocks(node: unknown, found: Code[] = []): Code[] {
  if ((node as {type?: string}).type === 'code') found.push(node as Code);
  for (const child of (node as Parent).children ?? []) codeBlocks(child, found);
  return found;
}

export interface RemarkHighlightOptions extends HighlightOptions {
  /** themeConfig.prism.defaultLanguage. */
  defaultLanguage?: string;
}

/**
 * Remark plugin of every content instance (docusaurus.config.ts): highlights each fenced code block of a
 * page at build time and hands the tokens to the CodeBlock component (src/theme/CodeBlock) as its
 * `tokens` prop, a JSON string ({@link import('./highlight').Highlighted}). The block's text stays its
 * `children`, as MDX gives it, so that the theme's code block metadata (title, highlighted lines, magic
 * comments, copy button) is computed from it as before; the tokens are those of that same text.
 *
 * Its options default to the site's (config/prism.ts): the content instances list it without options,
 * because Docusaurus puts the options of every plugin into the site config that every page loads.
 */
export default function remarkCodeHighlight(options: RemarkHighlightOptions = codeHighlightOptions) {
  const {highlight} = createHighlighter(options);
  return (tree: Root): void => {
    for (const node of codeBlocks(tree)) {
      // RELIANCE build-time-highlight: an hProperty of the code node reaches the CodeBlock as a prop (as Docusaurus' metastring does).
      const data = (node.data ??= {});
      data.hProperties = {...data.hProperties, tokens: JSON.stringify(highlight(node.value, languageOf(node.lang, options.defaultLanguage)))};
    }
  };
}
