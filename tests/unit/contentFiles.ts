import {readdirSync, readFileSync, existsSync} from 'node:fs';
import {basename, join} from 'node:path';
import {parse} from 'yaml';
import {blogI18nFolder, blogInstances} from '../../config/blogInstances';

export const ROOT = join(__dirname, '..', '..');

/** Each content source folder and the folder holding its English translation. */
export const instances: readonly {kind: 'docs' | 'blog'; source: string; english: string}[] = [
  {kind: 'docs', source: 'docs', english: 'i18n/en/docusaurus-plugin-content-docs/current'},
  {kind: 'docs', source: 'community', english: 'i18n/en/docusaurus-plugin-content-docs-community/current'},
  ...blogInstances.map((blog) => ({kind: 'blog' as const, source: blog.path, english: `i18n/en/${blogI18nFolder(blog.id)}`})),
];

/** Markdown files below `dir`, relative to it; `_`-prefixed files are partials. */
export function markdownFiles(dir: string): string[] {
  const abs = join(ROOT, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && !basename(file).startsWith('_'))
    .sort();
}

export function read(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

export function splitFrontMatter(text: string): {front: Record<string, string>; body: string} {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) return {front: {}, body: text};
  const front: Record<string, string> = {};
  for (const line of match[1].split('\n')) {
    const kv = /^([A-Za-z_]+):\s*(.*)$/.exec(line);
    if (kv) front[kv[1]] = kv[2].replace(/^['"]|['"]$/g, '');
  }
  return {front, body: text.slice(match[0].length)};
}

/** The whole front matter, parsed as YAML (lists and nested values included). */
export function frontMatterYaml(text: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  return match ? ((parse(match[1]) as Record<string, unknown> | null) ?? {}) : {};
}

/** Reader-visible prose: no code, imports, JSX tags, link targets or markup. */
export function proseOf(body: string): string {
  return body
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/[#>*_`|:\-[\]!]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Explicit heading ids (`## Title {#id}`) at levels 2 and 3, in order. */
export function headingIds(body: string): {headings: string[]; missing: string[]} {
  const headings: string[] = [];
  const missing: string[] = [];
  const withoutCode = body.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  for (const line of withoutCode.split('\n')) {
    const h = /^(##|###)\s+(.*)$/.exec(line);
    if (!h) continue;
    const id = /\{#([\w-]+)\}\s*$/.exec(h[2]);
    if (id) headings.push(id[1]);
    else missing.push(h[2]);
  }
  return {headings, missing};
}
