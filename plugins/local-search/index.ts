import {mkdir, readFile, stat, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {addCacheVersion} from '../cacheVersion';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SEARCH_HEADINGS_FILE, SEARCH_INDEX_FILE, isHeading, type SearchIndexFile, type SearchRecord} from '../../src/search/types';
import {searchAliases} from '../../src/data/searchAliases';
import {searchPageRanks} from '../../config/search';
import {extractRecords, type SectionLabels} from './extract';

/**
 * Offline search (design.md "Search"), on when config/search.ts decides the
 * mode is `local` (no Algolia credentials); off, it does nothing:
 * - `algoliasearch/lite` is aliased to src/search/searchPageClient.ts, so the
 *   theme's search page queries the local index instead of Algolia;
 * - after each locale is built, its pages are read back and turned into
 *   `search-index.json` at the locale root, fetched by the browser on the
 *   first search, and `search-headings.json`, its heading records alone,
 *   which answers the modal's first queries while the whole index loads.
 */
export interface LocalSearchOptions {
  enabled: boolean;
  /** Top-level labels by first path segment, per locale. */
  sections: Record<string, SectionLabels>;
  /**
   * Page rank by path prefix (below the locale root); the first matching prefix wins. Default: the
   * site's, config/search.ts, read here (an option would be serialized into every page's bundle).
   */
  pageRanks?: readonly {prefix: string; pageRank: number; kind?: 'api' | 'post'}[];
  /** List pages (below the locale root, such as `/blog`): they repeat their posts, so they are not indexed. */
  listPaths?: readonly string[];
}

/** Lists, archives, tags and the search page repeat other pages: not indexed. */
export function isIndexable(path: string, listPaths: readonly string[] = []): boolean {
  return !/(^|\/)(search|404\.html|tags|archive)(\/|$)|\/page\/\d+\/?$/.test(path) && !listPaths.includes(path.replace(/\/$/, ''));
}

async function htmlFor(outDir: string, path: string): Promise<string | null> {
  for (const file of [join(outDir, path, 'index.html'), join(outDir, `${path}.html`)]) {
    try {
      if ((await stat(file)).isFile()) return await readFile(file, 'utf8');
    } catch {
      // try the next layout
    }
  }
  return null;
}

export default function localSearch(context: LoadContext, options: LocalSearchOptions): Plugin {
  return {
    name: 'rainbond-local-search',

    configureWebpack(config) {
      if (!options.enabled) return {};
      // The bundler's persistent cache does not notice alias changes: each
      // mode's alias gets its own cache (plugins/algolia-search-page has the
      // other), or one build reuses the other's `algoliasearch/lite`.
      addCacheVersion(config, 'search-searchPageClient');
      // RELIANCE search-page-client: theme-search-algolia's SearchPage gets its client from `liteClient` of `algoliasearch/lite`.
      return {resolve: {alias: {'algoliasearch/lite$': join(context.siteDir, 'src/search/searchPageClient.ts')}}};
    },

    async postBuild({outDir, routesPaths, siteConfig, baseUrl}) {
      if (!options.enabled) return;
      const locale = context.i18n.currentLocale;
      const sections = options.sections[locale] ?? {};
      const records: SearchRecord[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        const path = `/${route.slice(baseUrl.length)}`.replace(/\/+$/, '') || '/';
        if (!isIndexable(path, options.listPaths)) continue;
        const html = await htmlFor(outDir, path);
        if (!html) continue;
        records.push(
          ...extractRecords(html, {
            url: `${siteConfig.url}${route}`,
            path,
            sections,
            fallbackSection: siteConfig.title,
            rank: (options.pageRanks ?? searchPageRanks).find((r) => path.startsWith(r.prefix)),
          }),
        );
      }
      // The alias groups travel with the index (read here, not passed as an option: options are
      // serialized into every page's bundle).
      const file: SearchIndexFile = {version: 1, language: locale, records, aliases: searchAliases.map((group) => [...group])};
      await mkdir(outDir, {recursive: true});
      await writeFile(join(outDir, SEARCH_INDEX_FILE), JSON.stringify(file));
      const headings: SearchIndexFile = {...file, records: records.filter(isHeading)};
      await writeFile(join(outDir, SEARCH_HEADINGS_FILE), JSON.stringify(headings));
    },
  };
}
