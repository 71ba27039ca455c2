/**
 * The pure parts of the Markdown twins and the llms.txt files (no I/O, no ESM-only imports), so that
 * the unit tests exercise them directly. plugins/llms/index.ts does the reading and writing.
 */

/**
 * Where a page's Markdown twin lives: the page's path without its trailing slash, plus `.md`.
 *   /docs/quick-start/quick-install → /docs/quick-start/quick-install.md
 *   /en/docs/installation/          → /en/docs/installation.md
 *   /blog/nacos                     → /blog/nacos.md
 *   /  (or /en/, the locale's base URL)  → /index.md (or /en/index.md)
 */
export function twinPath(pagePath: string, baseUrl = '/'): string {
  const path = pagePath.split(/[?#]/)[0]!;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (path === '' || `${path.replace(/\/+$/, '')}/` === base) return `${base}index.md`;
  return `${path.replace(/\/+$/, '')}.md`;
}

export interface LlmsLink {
  title: string;
  /** Absolute URL of the twin. */
  url: string;
  description?: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

/** One line of text: no line breaks, no runs of spaces, no trailing full stop duplicates. */
export function oneLine(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** An llms.txt file as llmstxt.org describes it: `#` title, `>` summary, then `##` sections of links. */
export function renderLlmsTxt({title, summary, details, sections}: {title: string; summary: string; details?: string; sections: LlmsSection[]}): string {
  const out = [`# ${title}`, '', `> ${oneLine(summary)}`, ''];
  if (details) out.push(details.trim(), '');
  for (const section of sections) {
    if (section.links.length === 0) continue;
    out.push(`## ${section.title}`, '');
    for (const link of section.links) {
      const description = oneLine(link.description);
      out.push(`- [${escapeLinkText(oneLine(link.title))}](${link.url})${description ? `: ${description}` : ''}`);
    }
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

function escapeLinkText(text: string): string {
  return text.replace(/([[\]])/g, '\\$1');
}

/**
 * The finishing touches on a twin the converter wrote: the page's title as the one `#` heading at the
 * top, its description as a `>` line under it, no zero-width characters (Docusaurus puts one in each
 * heading anchor), no HTML comments React left between text nodes, and at most one blank line in a row
 * outside code blocks.
 */
export function finishTwin(markdown: string, {title, description}: {title: string; description?: string}): string {
  let body = markdown.replace(/\u200b/g, '');
  body = outsideCode(body, (part) => part.replace(/<!--\s*-->/g, '').replace(/\n{3,}/g, '\n\n'));
  body = body.replace(/^\s+/, '');
  const lines = body.split('\n');
  if (lines[0]?.startsWith('# ')) lines.shift();
  const rest = lines.join('\n').replace(/^\s+/, '');
  const head = [`# ${oneLine(title)}`];
  const desc = oneLine(description);
  if (desc && !rest.startsWith(`> ${desc}`)) head.push('', `> ${desc}`);
  return `${head.join('\n')}\n\n${rest.trimEnd()}\n`;
}

/**
 * Links to pages of the site, as the converter leaves them, point at the page's twin: `/x.md`, or
 * `/x/.md` for a page whose address ends in a slash; on a locale with its own base URL the converter
 * also puts that base in twice (`/en/en/docs/x`) and then, not finding the page, keeps the HTML
 * address. This writes every such link as the twin's address when the page has a twin, and as the
 * page's own address when it has none (a blog list, a landing page). Links to files (images, the
 * OpenAPI document) and to other sites, and everything in code, stay as they are.
 */
export function fixTwinLinks(markdown: string, origin: string, baseUrl: string, hasTwin: (url: string) => boolean): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const doubled = base === '/' ? null : `${base}${base.slice(1)}`;
  return outsideCode(markdown, (part) =>
    part.replace(/\]\((https?:\/\/[^)\s]+)\)/g, (match: string, url: string) => {
      if (url !== origin && !url.startsWith(`${origin}/`)) return match;
      const [rest = '', hash] = url.slice(origin.length).split(/(?=[#?])/, 2) as [string?, string?];
      let path = rest || '/';
      if (doubled && (path.startsWith(doubled) || `${path}/` === doubled)) path = path.slice(base.length - 1);
      const isTwin = path.endsWith('.md');
      const page = isTwin ? path.slice(0, -3).replace(/^$/, '/') : path;
      if (!isTwin && /\.[a-z0-9]+$/i.test(page)) return match;
      const twin = twinPath(page, base);
      return hasTwin(`${origin}${twin}`) ? `](${origin}${twin}${hash ?? ''})` : `](${origin}${page}${hash ?? ''})`;
    }),
  );
}

/** A fenced code block, also one indented under a list item; its closing fence has the same indent. */
const FENCED = /^([ \t]*)(?:```|~~~)[^\n]*\n[\s\S]*?^\1(?:```|~~~)[ \t]*$/gm;

/** The Markdown cut into prose and fenced code blocks, in order. */
function pieces(markdown: string): {code: boolean; text: string}[] {
  const out: {code: boolean; text: string}[] = [];
  let last = 0;
  for (const match of markdown.matchAll(FENCED)) {
    out.push({code: false, text: markdown.slice(last, match.index)}, {code: true, text: match[0]});
    last = match.index + match[0].length;
  }
  out.push({code: false, text: markdown.slice(last)});
  return out;
}

/** Applies `fn` to the text outside fenced code blocks, leaving the blocks byte for byte. */
export function outsideCode(markdown: string, fn: (text: string) => string): string {
  return pieces(markdown)
    .map((p) => (p.code ? p.text : fn(p.text)))
    .join('');
}

/** The twin's text without its fenced code blocks and inline code: where JSX or imports must not appear. */
export function proseOf(markdown: string): string {
  return pieces(markdown)
    .map((p) => (p.code ? '' : p.text.replace(/`[^`\n]*`/g, '')))
    .join('');
}

/** What would betray an MDX source in a twin: an import/export line or a JSX tag (capitalised element). */
export function mdxLeftovers(markdown: string): string[] {
  const prose = proseOf(markdown);
  const found: string[] = [];
  for (const line of prose.split('\n')) {
    if (/^\s*(import|export)\s/.test(line)) found.push(line.trim());
    const jsx = /(?<!\\)<\/?[A-Z][A-Za-z0-9.]*(\s[^>]*)?\/?>/.exec(line);
    if (jsx) found.push(jsx[0]);
  }
  return found;
}
