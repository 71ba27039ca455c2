/** One searchable piece of a page, shaped like a DocSearch (Algolia) record. */
export interface SearchRecord {
  objectID: string;
  /** Absolute URL, with the heading anchor when there is one. */
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /** The page's keywords (front matter `keywords`, the writer's own search terms), on its title record only. */
  keywords?: string;
  /** The page's summary (front matter `description`, the page's `<meta name="description">`), on its title record only. */
  description?: string;
  /**
   * Like DocSearch's `weight.pageRank`: a page with a lower rank yields to others that match as
   * well (the API reference, whose pages repeat everyday words, ranks -1). Absent means 0.
   */
  weight?: {pageRank: number; kind?: 'api' | 'post'};
}

export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<Level, string | null>;
export const LEVELS: readonly Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** The file the browser fetches: `search-index.json` at the locale's root. */
export interface SearchIndexFile {
  version: 1;
  language: string;
  records: SearchRecord[];
  /**
   * Groups of words that mean the same to a reader (日志 / logs / log, 证书 / certificate / https),
   * from the glossary (src/data/searchAliases.ts): a query word in a group also finds the others.
   * Each entry is a word or a phrase of words.
   */
  aliases?: string[][];
}

export const SEARCH_INDEX_FILE = 'search-index.json';

/**
 * The headings of the same records (page titles and section headings, no body text), about an eighth
 * of the whole index: the search modal answers from it while the whole index is still on its way,
 * so the first answer does not wait for a download that grows with every page.
 */
export const SEARCH_HEADINGS_FILE = 'search-headings.json';

/** The records of the headings file. */
export const isHeading = (record: SearchRecord): boolean => record.type !== 'content';
