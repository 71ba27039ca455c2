import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {recordedHash, translationHash} from './hash';
import {contentChange} from './history';
import {pairOf, sections} from './pages';

/**
 * The build's half of issue 30: a remark plugin, in the options of every docs and blog-type instance
 * (docusaurus.config.ts), that puts a notice at the top of an English page whose Chinese original no
 * longer hashes to its `translation_of`:
 *
 *   import RainbondTranslationNotice from '@site/src/components/TranslationNotice/Doc';
 *   <RainbondTranslationNotice date="2026-11-27" />
 *
 * (`…/Post` on a post: each finds the page's address through its own plugin's hook), after the
 * page's imports and its `# title`, if it has one. The date is the day the Chinese page
 * got its current content (history.ts). A current page, and every Chinese page, is left as it is, so
 * the notice's component and messages travel only with the pages that show it.
 *
 * Docusaurus hands the MDX compiler the body without its front matter; `translation_of` is read
 * from the file itself (the build drops the field from the front matter: config/sources.ts). The
 * English module also depends on the Chinese file, which the bundler does not know: index.ts
 * declares it, so that a cached build or the dev server recompiles the page when the Chinese one
 * changes.
 */

/** Module of the notice for each kind of page, and the name it is imported under (one no page uses). */
export const NOTICE_COMPONENTS = {
  docs: '@site/src/components/TranslationNotice/Doc',
  blog: '@site/src/components/TranslationNotice/Post',
} as const;
const LOCAL_NAME = 'RainbondTranslationNotice';

/**
 * The site directory of an English page: the path before its section's folder. Taken from the file
 * rather than given as an option, as plugin options are serialized into every page's `main` bundle.
 */
export function siteDirOf(file: string): string | undefined {
  const posix = file.split('\\').join('/');
  for (const section of sections) {
    const at = posix.lastIndexOf(`/${section.en}/`);
    if (at >= 0) return posix.slice(0, at);
  }
  return undefined;
}

/** Whether `file` (an English page) shows the notice, and with which date; undefined when it is current. */
export function outdatedTranslation(file: string): {date: string; source: 'docs' | 'blog'} | undefined {
  const siteDir = siteDirOf(file);
  if (siteDir === undefined) return undefined;
  const pair = pairOf(siteDir, file);
  if (!pair || !file.endsWith(pair.en) || !existsSync(join(siteDir, pair.zh))) return undefined;
  const current = translationHash(readFileSync(join(siteDir, pair.zh), 'utf8'));
  if (recordedHash(readFileSync(file, 'utf8')) === current) return undefined;
  const source = sections.find((s) => s.name === pair.section)!.kind;
  return {date: contentChange(siteDir, pair.zh).date, source};
}

function importNode(module: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${LOCAL_NAME} from '${module}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: LOCAL_NAME}}],
            source: {type: 'Literal', value: module, raw: JSON.stringify(module)},
            attributes: [],
          },
        ],
      },
    },
  };
}

function noticeNode(date: string): MdxJsxFlowElement {
  return {type: 'mdxJsxFlowElement', name: LOCAL_NAME, attributes: [{type: 'mdxJsxAttribute', name: 'date', value: date}], children: []};
}

/** Where the notice goes: after the imports and exports at the top, and after a leading `# title`. */
function insertionIndex(children: RootContent[]): number {
  let i = 0;
  while (children[i]?.type === 'mdxjsEsm') i++;
  const first = children[i];
  if (first?.type === 'heading' && first.depth === 1) i++;
  return i;
}

/** The remark plugin, without options: `beforeDefaultRemarkPlugins: [remarkTranslationNotice]`. */
export default function remarkTranslationNotice() {
  return (tree: Root, file: {path?: string}): void => {
    if (!file.path) return;
    const outdated = outdatedTranslation(file.path);
    if (!outdated) return;
    const at = insertionIndex(tree.children);
    tree.children.splice(at, 0, noticeNode(outdated.date));
    tree.children.unshift(importNode(NOTICE_COMPONENTS[outdated.source]));
  };
}
