import {existsSync, readdirSync} from 'node:fs';
import {basename, isAbsolute, join, relative, sep} from 'node:path';
import {blogI18nFolder, blogInstances} from '../../config/blogInstances';
import {readDocsVersions} from '../../config/docsVersions';

/** A content section: its Chinese source folder and the folder of its English twins. */
export interface Section {
  /** The source folder's name (docs, community, blog, case, feature, usescene): the report's sections. */
  name: string;
  kind: 'docs' | 'blog';
  zh: string;
  en: string;
}

/**
 * Every section of the site, in the order the report lists them (docs instances, then blog-type ones).
 * Each frozen docs version (versions.json, `npm run version:cut`) is a section of its own, `docs@5.8`:
 * its English pages translate its own Chinese copy, so a fix to a page of an older version is
 * tracked, marked and noticed like any other page.
 */
export const sections: readonly Section[] = [
  {name: 'docs', kind: 'docs', zh: 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'},
  ...readDocsVersions().map(
    (version): Section => ({name: `docs@${version}`, kind: 'docs', zh: `versioned_docs/version-${version}`, en: `i18n/en/docusaurus-plugin-content-docs/version-${version}`}),
  ),
  {name: 'community', kind: 'docs', zh: 'community', en: 'i18n/en/docusaurus-plugin-content-docs-community/current'},
  ...blogInstances.map((blog): Section => ({name: blog.path, kind: 'blog', zh: blog.path, en: `i18n/en/${blogI18nFolder(blog.id)}`})),
];

/** A Chinese page and the path of its English twin (which may not exist), relative to the site root. */
export interface PagePair {
  section: string;
  zh: string;
  en: string;
}

const toPosix = (path: string) => path.split(sep).join('/');

/** Markdown pages below a folder of `root`, relative to that folder; `_`-prefixed files are partials. */
function markdownFiles(root: string, dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && !basename(file).startsWith('_') && !file.split(sep).includes('node_modules'))
    .map(toPosix)
    .sort();
}

/** Every Chinese page of the site with its English twin's path. */
export function pagePairs(root: string): PagePair[] {
  return sections.flatMap((section) =>
    markdownFiles(root, section.zh).map((file) => ({section: section.name, zh: `${section.zh}/${file}`, en: `${section.en}/${file}`})),
  );
}

/**
 * The pair a file belongs to, from its Chinese or its English path (absolute, or relative to `root`);
 * undefined for a file outside the content sections.
 */
export function pairOf(root: string, file: string): PagePair | undefined {
  const rel = toPosix(isAbsolute(file) ? relative(root, file) : file);
  if (!/\.mdx?$/.test(rel) || basename(rel).startsWith('_')) return undefined;
  for (const section of sections) {
    for (const side of ['zh', 'en'] as const) {
      const prefix = `${section[side]}/`;
      if (!rel.startsWith(prefix)) continue;
      const file = rel.slice(prefix.length);
      return {section: section.name, zh: `${section.zh}/${file}`, en: `${section.en}/${file}`};
    }
  }
  return undefined;
}
