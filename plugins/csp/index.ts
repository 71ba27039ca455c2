import {createHash} from 'node:crypto';
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import {join, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Content-Security-Policy hashes from the build itself (issue 16): after each
 * locale is built, every inline `<script>` of every HTML file in the output
 * folder is hashed, and the list is written as an nginx include that
 * nginx/site.conf reads (`$csp_script_hashes` in its `script-src`). A changed
 * inline script (the announcement id, a Docusaurus upgrade) thus ships with
 * its own hash; nothing is pasted by hand.
 *
 * The include lives in the output folder, so a deployed build carries the
 * policy of its own pages, under `.nginx/`, which site.conf refuses to serve.
 */

/** Path of the include below the site's output folder (build/, build-algolia/). */
export const CSP_INCLUDE = '.nginx/csp.conf';

/** The `'sha256-…'` source of every inline script a browser runs (JSON-LD and other data blocks are not run). */
export function inlineScriptHashes(html: string): Set<string> {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? '';
    if (/\ssrc=/.test(attrs) || /type=["']?application\/(ld\+)?json/.test(attrs)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** A static redirect page (a meta refresh), such as @docusaurus/plugin-client-redirects writes. */
export function isRedirectPage(html: string): boolean {
  return /<meta http-equiv="refresh"/i.test(html);
}

/** Every inline-script hash of the HTML files under `dir`, with the number of files that have it. */
export async function scriptHashesUnder(dir: string, counts = new Map<string, number>()): Promise<Map<string, number>> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await scriptHashesUnder(path, counts);
    else if (entry.isFile() && entry.name.endsWith('.html')) {
      const html = await readFile(path, 'utf8');
      // A redirect page of an old address (plugins/redirects) is for hosts without our nginx, which
      // answers its address with a 301 instead: its script never runs under this policy.
      if (isRedirectPage(html)) continue;
      for (const hash of inlineScriptHashes(html)) counts.set(hash, (counts.get(hash) ?? 0) + 1);
    }
  }
  return counts;
}

/** The include's text: one `set` that site.conf's policy uses. */
export function nginxInclude(hashes: Iterable<string>): string {
  const sources = [...new Set(hashes)].sort();
  for (const source of sources) {
    if (!/^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(source)) throw new Error(`csp: not a sha256 source: ${source}`);
  }
  return [
    '# Written by plugins/csp after the build: the sha256 of every inline script',
    '# in the HTML files of this folder. nginx/site.conf puts it into script-src.',
    `set $csp_script_hashes "${sources.join(' ')}";`,
    '',
  ].join('\n');
}

/**
 * The output folder of the whole site: Docusaurus builds a non-default locale
 * into a subfolder of it (build/en/), after the default locale, which empties it.
 */
export function siteOutDir(outDir: string, localeBaseUrl: string, siteBaseUrl: string): string {
  const below = localeBaseUrl.startsWith(siteBaseUrl) ? localeBaseUrl.slice(siteBaseUrl.length) : '';
  return resolve(outDir, ...below.split('/').filter(Boolean).map(() => '..'));
}

export default function csp(context: LoadContext): Plugin {
  return {
    name: 'rainbond-csp',

    async postBuild({outDir}) {
      const {i18n} = context;
      const root = siteOutDir(outDir, context.baseUrl, i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? '/');
      // The whole site folder, not only this locale: the include answers for every page nginx serves from it.
      const hashes = await scriptHashesUnder(root);
      const file = join(root, CSP_INCLUDE);
      await mkdir(join(file, '..'), {recursive: true});
      await writeFile(file, nginxInclude(hashes.keys()));
    },
  };
}
