// RELIANCE theme-markup: the class names and roles theme-classic renders for code blocks, admonitions, tabs and heading anchors.
import type {Element, ElementContent, Root, RootContent, Text} from 'hast';

/**
 * A rehype step that runs before @signalwire/docusaurus-plugin-llms-txt turns a page's HTML into
 * Markdown (its `beforeDefaultRehypePlugins` option). The library converts plain HTML well; it knows
 * nothing of what Docusaurus' theme renders around the content, and that is what this step rewrites
 * into plain HTML that converts to clean Markdown:
 *
 * - code blocks: the theme renders one `div.token-line` per line inside `pre > code`, and the
 *   language sits on an outer `div.language-x`; the library turned each line into a paragraph and
 *   dropped the language. Here the block becomes `<pre><code class="language-x">text</code></pre>`
 *   with the exact text of the block (its title, if any, a bold line before it);
 * - admonitions become blockquotes that start with their type in the page's language ("Warning",
 *   "注意"), followed by their own title when the writer gave one;
 * - tabs become one sub-heading per tab (one level below the heading the tabs follow) followed by
 *   the tab's content, every tab, not only the one shown first;
 * - heading anchors (`a.hash-link`), buttons, SVG icons, the blog post's footer, reading time and
 *   avatars go; the post's date and authors stay as one line;
 * - images keep their alt text; their address is made absolute, and a picture that the bundler
 *   inlined as a `data:` URL is replaced by its alt text, marked as a figure, rather than kilobytes
 *   of base64;
 * - an element marked `data-llms-markdown` (the install generators' form) is replaced by the
 *   Markdown-ready HTML the page computed for it at build time (see `twinHtml`);
 * - the notice of an outdated translation (`[data-translation-notice]`, src/components/TranslationNotice)
 *   becomes a blockquote, so that the twin, like the page, says first that the Chinese original changed;
 *   its link to the Chinese page is made absolute.
 */

export interface RehypeTwinOptions {
  /** `zh` or `en`: the language of the labels this step writes. */
  locale: string;
  /** Absolute URL of the site root for this locale, without trailing slash (https://www.rainbond.com/en). */
  siteUrl: string;
  /** Origin of the site (https://www.rainbond.com): image paths from the HTML already carry the base URL. */
  origin: string;
  /** HTML fragments to put in place of `[data-llms-markdown="key"]` elements, by key. */
  replacements?: Record<string, string>;
  /** Parses an HTML fragment (rehype-parse in the plugin; given here so this file has no ESM imports). */
  parseFragment?: (html: string) => Root;
}

const ADMONITION_LABELS: Record<string, Record<string, string>> = {
  // Docusaurus' own labels (theme-translations), so the Markdown says what the page says.
  zh: {note: '备注', tip: '提示', info: '信息', warning: '注意', danger: '危险', caution: '警告'},
  en: {note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution'},
};

const FIGURE_LABEL: Record<string, string> = {zh: '图', en: 'Figure'};

export function admonitionLabel(locale: string, type: string): string {
  const labels = ADMONITION_LABELS[locale] ?? ADMONITION_LABELS.en!;
  return labels[type] ?? labels.note!;
}

function classes(node: Element): string[] {
  const value = node.properties?.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? String(value).split(/\s+/) : [];
}

const hasClass = (node: Element, name: string) => classes(node).includes(name);
const isElement = (node: RootContent | ElementContent | Root | undefined): node is Element => node?.type === 'element';

export function textOf(node: Root | RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return (node.children as (RootContent | ElementContent)[]).map(textOf).join('');
  return '';
}

const el = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties: properties ?? {},
  children,
});
const text = (value: string): Text => ({type: 'text', value});

function findFirst(node: Element | Root, test: (e: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = findFirst(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(node: Element | Root, test: (e: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) out.push(child);
    else findAll(child, test, out);
  }
  return out;
}

/** The exact text of a rendered code block: one line per `.token-line`, or the `code` text as is. */
export function codeText(code: Element): string {
  const lines = findAll(code, (e) => hasClass(e, 'token-line'));
  if (lines.length === 0) return textOf(code).replace(/\n$/, '');
  return lines.map((line) => textOf(line).replace(/\n$/, '')).join('\n');
}

function convertCodeBlock(block: Element): ElementContent[] {
  const language = classes(block).find((c) => c.startsWith('language-'));
  const code = findFirst(block, (e) => e.tagName === 'code');
  if (!code) return [];
  const title = findFirst(block, (e) => classes(e).some((c) => c.startsWith('codeBlockTitle')));
  const pre = el('pre', {}, [el('code', language ? {className: [language]} : {}, [text(codeText(code))])]);
  return title ? [el('p', {}, [el('strong', {}, [text(textOf(title).trim())])]), pre] : [pre];
}

function convertAdmonition(block: Element, locale: string): Element {
  const type = classes(block).find((c) => c.startsWith('theme-admonition-'))?.slice('theme-admonition-'.length) ?? 'note';
  const label = admonitionLabel(locale, type);
  const heading = findFirst(block, (e) => classes(e).some((c) => c.startsWith('admonitionHeading')));
  const content = findFirst(block, (e) => classes(e).some((c) => c.startsWith('admonitionContent')));
  const title = heading ? textOf(heading).trim() : '';
  const separator = locale === 'zh' ? '：' : ': ';
  const lead = title && title !== label && title.toLowerCase() !== type ? `${label}${separator}${title}` : label;
  return el('blockquote', {}, [el('p', {}, [el('strong', {}, [text(lead)])]), ...(content?.children ?? [])]);
}

function convertTabs(container: Element, level: number): ElementContent[] {
  const labels = findAll(container, (e) => e.properties?.role === 'tab').map((tab) => textOf(tab).trim());
  const panels = findAll(container, (e) => e.properties?.role === 'tabpanel');
  const tag = `h${Math.min(level, 6)}`;
  return panels.flatMap((panel, i) => [el(tag, {}, [text(labels[i] ?? String(i + 1))]), ...panel.children]);
}

function absolute(src: string, options: RehypeTwinOptions): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(src)) return src;
  if (src.startsWith('//')) return `https:${src}`;
  if (src.startsWith('/')) return `${options.origin}${src}`;
  return `${options.siteUrl}/${src}`;
}

function convertImage(img: Element, options: RehypeTwinOptions): ElementContent {
  const alt = String(img.properties?.alt ?? '').trim();
  const src = String(img.properties?.src ?? '');
  if (src.startsWith('data:')) {
    return alt ? el('em', {}, [text(`${FIGURE_LABEL[options.locale] ?? FIGURE_LABEL.en}${options.locale === 'zh' ? '：' : ': '}${alt}`)]) : text('');
  }
  return el('img', {src: absolute(src, options), alt}, []);
}

function blogHeader(header: Element): ElementContent[] {
  const h1 = findFirst(header, (e) => e.tagName === 'h1');
  const time = findFirst(header, (e) => e.tagName === 'time');
  const authors = findAll(header, (e) => classes(e).some((c) => c.startsWith('authorName'))).map((a) => textOf(a).trim());
  const line = [time ? textOf(time).trim() : '', authors.join(', ')].filter(Boolean).join(' · ');
  return [...(h1 ? [el('h1', {}, [text(textOf(h1).trim())])] : []), ...(line ? [el('p', {}, [text(line)])] : [])];
}

const DROP = new Set(['button', 'svg', 'script', 'style', 'noscript', 'template', 'input', 'select', 'textarea', 'nav']);

function isDropped(node: Element): boolean {
  if (DROP.has(node.tagName)) return true;
  if (node.tagName === 'a' && hasClass(node, 'hash-link')) return true;
  if (node.properties?.hidden !== undefined && node.properties.hidden !== false && node.properties?.role !== 'tabpanel') return true;
  return classes(node).some((c) => c === 'theme-doc-footer' || c.startsWith('avatar__photo') || c === 'theme-edit-this-page' || c === 'pagination-nav' || c === 'theme-doc-toc-mobile');
}

/** Rewrites one parent's children in place; `level` is the level of the last heading seen. */
function rewrite(parent: Element | Root, options: RehypeTwinOptions, state: {level: number}): void {
  const out: (RootContent | ElementContent)[] = [];
  for (const child of parent.children) {
    if (!isElement(child)) {
      if (child.type !== 'comment') out.push(child);
      continue;
    }
    const replacementKey = child.properties?.dataLlmsMarkdown;
    if (replacementKey !== undefined) {
      const html = options.replacements?.[String(replacementKey)];
      if (html !== undefined && options.parseFragment) out.push(...(options.parseFragment(html).children as ElementContent[]));
      continue;
    }
    if (isDropped(child)) continue;
    if (child.properties?.dataTranslationNotice !== undefined) {
      const quote = el('blockquote', {}, child.children);
      // Its link leads to the Chinese page, outside this locale's base URL, which the converter would
      // otherwise put in front of it: made absolute here, it stays as it is.
      for (const a of findAll(quote, (e) => e.tagName === 'a')) {
        const href = String(a.properties?.href ?? '');
        if (href.startsWith('/') && !href.startsWith('//')) a.properties = {...a.properties, href: `${options.origin}${href}`};
      }
      rewrite(quote, options, state);
      out.push(quote);
      continue;
    }
    const heading = /^h([1-6])$/.exec(child.tagName);
    if (heading) state.level = Number(heading[1]);
    if (child.tagName === 'header' && findFirst(child, (e) => e.tagName === 'time')) {
      out.push(...blogHeader(child));
      continue;
    }
    if (child.tagName === 'footer') continue;
    if (child.tagName === 'div' && hasClass(child, 'theme-code-block')) {
      out.push(...convertCodeBlock(child));
      continue;
    }
    if (child.tagName === 'div' && hasClass(child, 'theme-admonition')) {
      const quote = convertAdmonition(child, options.locale);
      rewrite(quote, options, state);
      out.push(quote);
      continue;
    }
    if (child.tagName === 'div' && hasClass(child, 'tabs-container')) {
      const level = state.level + 1;
      const wrapper = el('div', {}, convertTabs(child, level));
      rewrite(wrapper, options, {level});
      out.push(...wrapper.children);
      continue;
    }
    if (child.tagName === 'img') {
      out.push(convertImage(child, options));
      continue;
    }
    if (child.tagName === 'pre' && !findFirst(child, (e) => e.tagName === 'code')) {
      out.push(el('pre', {}, [el('code', {}, [text(textOf(child).replace(/\n$/, ''))])]));
      continue;
    }
    rewrite(child, options, state);
    out.push(child);
  }
  parent.children = out as typeof parent.children;
}

/** The unified plugin: `[rehypeDocusaurusTwin, options]` in `beforeDefaultRehypePlugins`. */
export default function rehypeDocusaurusTwin(options: RehypeTwinOptions) {
  return (tree: Root): void => {
    rewrite(tree, options, {level: 1});
  };
}
