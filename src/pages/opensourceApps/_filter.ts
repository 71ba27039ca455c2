/**
 * Filtering of the curated apps page, kept free of React and of the router so
 * it is unit-tested (tests/unit/appsFilter.test.ts). The page stores the
 * filter in the query string: `?tag=observability&q=kafka`.
 */
import {appTags, type AppTag, type OpenSourceApp} from '@site/src/data/apps';
import {inLocale} from '@site/src/types/localized';

export interface AppFilter {
  /** Only apps carrying this tag; null = every tag. */
  tag: AppTag | null;
  /** Free text as typed; matched word by word, case-insensitively. */
  query: string;
}

export const EMPTY_FILTER: AppFilter = {tag: null, query: ''};

export const TAG_PARAM = 'tag';
export const QUERY_PARAM = 'q';
/** Longer queries are cut, so a crafted link cannot make the page do silly work. */
export const MAX_QUERY_LENGTH = 100;

export interface MatchOptions {
  /** Site locale: the description in this language is searched. */
  locale: string;
  /** Visible tag label, so "日志" or "Logging" finds the logging apps. */
  tagLabel?: (tag: AppTag) => string;
}

export function isAppTag(value: string): value is AppTag {
  return (appTags as readonly string[]).includes(value);
}

/** Filter held in a query string such as `?tag=logging&q=elastic`; unknown tags are ignored. */
export function parseFilter(search: string): AppFilter {
  const params = new URLSearchParams(search);
  const tag = params.get(TAG_PARAM);
  const query = (params.get(QUERY_PARAM) ?? '').slice(0, MAX_QUERY_LENGTH);
  return {tag: tag !== null && isAppTag(tag) ? tag : null, query};
}

/**
 * Query string for `filter`, keeping any other parameter of `currentSearch`.
 * Returns `''` when nothing is filtered, otherwise a string starting with `?`.
 */
export function filterToSearch(filter: AppFilter, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  params.delete(TAG_PARAM);
  params.delete(QUERY_PARAM);
  if (filter.tag) params.set(TAG_PARAM, filter.tag);
  const query = filter.query.trim().slice(0, MAX_QUERY_LENGTH);
  if (query) params.set(QUERY_PARAM, query);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function isFiltering(filter: AppFilter): boolean {
  return filter.tag !== null || filter.query.trim() !== '';
}

export function sameFilter(a: AppFilter, b: AppFilter): boolean {
  return a.tag === b.tag && a.query === b.query;
}

function normalize(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase('en');
}

/** The words of a query; an empty list matches everything. */
export function queryWords(query: string): string[] {
  return normalize(query).split(/\s+/).filter(Boolean);
}

function searchableText(app: OpenSourceApp, options: MatchOptions): string {
  const description = inLocale(app.description, options.locale);
  const labels = options.tagLabel ? app.tags.map(options.tagLabel) : [];
  return normalize([app.name, app.id, description, ...app.tags, ...labels].join('\n'));
}

/** Every word of the query appears in the name, description or tags. */
export function matchesQuery(app: OpenSourceApp, query: string, options: MatchOptions): boolean {
  const words = queryWords(query);
  if (words.length === 0) return true;
  const text = searchableText(app, options);
  return words.every((word) => text.includes(word));
}

export function matchesTag(app: OpenSourceApp, tag: AppTag | null): boolean {
  return tag === null || app.tags.includes(tag);
}

/** The apps that pass the filter, in their original order. */
export function filterApps(apps: readonly OpenSourceApp[], filter: AppFilter, options: MatchOptions): OpenSourceApp[] {
  return apps.filter((app) => matchesTag(app, filter.tag) && matchesQuery(app, filter.query, options));
}

/**
 * For each tag, how many apps would be listed if it were picked with the
 * current text; `all` is the count without a tag.
 */
export function countByTag(
  apps: readonly OpenSourceApp[],
  query: string,
  options: MatchOptions,
): Record<AppTag | 'all', number> {
  const counts = Object.fromEntries([...appTags, 'all'].map((key) => [key, 0])) as Record<AppTag | 'all', number>;
  for (const app of apps) {
    if (!matchesQuery(app, query, options)) continue;
    counts.all += 1;
    for (const tag of app.tags) counts[tag] += 1;
  }
  return counts;
}
