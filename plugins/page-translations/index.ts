import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {namespaceModule, splitMessages, type Messages} from './split';

export interface PageTranslationsOptions {
  /** Id prefixes (`home` for `home.*`) whose messages only some pages use. */
  namespaces: readonly string[];
}

/**
 * Keeps the messages of single pages out of the `main` chunk.
 *
 * Docusaurus bundles every code translation of a locale into `main`, so the
 * English home page, install generator, app catalogue … texts (~10 KB gzip)
 * were downloaded on every English page. Pages still use `translate()` and
 * `<Translate>` as usual, and `write-translations` still collects their ids
 * into i18n/en/code.json. At build time this plugin splits the locale's
 * catalogue: `main` gets the shell part, and each namespace becomes a module,
 * `@page-translations/<namespace>`, that adds its messages to the same
 * catalogue object when imported. A file that uses ids of a namespace imports
 * that module first (tests/unit/pageTranslations.test.ts checks it), so the
 * messages travel in the chunk of the pages that need them, and the server
 * render sees them too.
 *
 * In `docusaurus start` the split is made once; restart after editing
 * i18n/<locale>/code.json.
 */
export default function pageTranslations(context: LoadContext, options: PageTranslationsOptions): Plugin {
  const outDir = join(context.generatedFilesDir, 'rainbond-page-translations', context.i18n.currentLocale);
  return {
    name: 'rainbond-page-translations',
    configureWebpack(config) {
      const all = JSON.parse(readFileSync(join(context.generatedFilesDir, 'codeTranslations.json'), 'utf8')) as Messages;
      const {shell, pages} = splitMessages(all, options.namespaces);
      mkdirSync(outDir, {recursive: true});
      const shellPath = join(outDir, 'shell.json');
      writeFileSync(shellPath, JSON.stringify(shell));
      for (const [ns, messages] of Object.entries(pages)) {
        writeFileSync(join(outDir, `${ns}.js`), namespaceModule(messages));
      }
      // Before Docusaurus' own `@generated` alias, which would match first.
      // RELIANCE page-translations: Translate reads @generated/codeTranslations, an object later imports can add to.
      const resolve = (config.resolve ??= {});
      resolve.alias = {'@generated/codeTranslations$': shellPath, ...(resolve.alias as Record<string, string>)};
      return {resolve: {alias: {'@page-translations': outDir}}};
    },
  };
}
