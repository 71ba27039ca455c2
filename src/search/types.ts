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
  /**
   * Like DocSearch's `weight.pageRank`: a page with a lower rank yields to others that match as
   * well (the API reference, whose pages repeat everyday words, ranks -1). Absent means 0.
   */
  weight?: {pageRank: number};
}

export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<Level, string | null>;
export const LEVELS: readonly Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** The file the browser fetches: `search-index.json` at the locale's root. */
export interface SearchIndexFile {
  version: 1;
  language: string;
  records: SearchRecord[];
}

export const SEARCH_INDEX_FILE = 'search-index.json';
