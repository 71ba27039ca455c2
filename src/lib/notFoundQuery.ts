/**
 * The words of a missing address that a search can use (issue 26): path segments split at `-`, `_`,
 * `.` and camelCase (`istioSource` → istio source), without the locale, the section names every
 * address shares, file endings and lone digits. `/en/docs/user-manual/gateway/cert-management/`
 * → `user manual gateway cert management`.
 */
const NOISE = new Set(['en', 'docs', 'doc', 'blog', 'community', 'html', 'htm', 'index', 'md', 'mdx', 'page', 'www']);
/** Words that join others in an address and match everywhere. */
const STOPWORDS = new Set(['a', 'an', 'and', 'by', 'for', 'from', 'in', 'of', 'on', 'the', 'to', 'with']);

/** At most this many words: the last ones, which name the page rather than its section. */
export const MAX_WORDS = 6;

export function notFoundWords(pathname: string, baseUrl = '/'): string[] {
  return segmentWords(pathname, baseUrl).flat().filter((word, i, all) => all.indexOf(word) === i).slice(-MAX_WORDS);
}

/**
 * The words of the last segment that has any: they name the page itself (`cert-management`), where
 * the words of the whole address also match the pages of its section. The not-found page asks for
 * these first.
 */
export function pageWords(pathname: string, baseUrl = '/'): string[] {
  return [...new Set(segmentWords(pathname, baseUrl).at(-1) ?? [])];
}

function segmentWords(pathname: string, baseUrl: string): string[][] {
  let path = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as it is.
  }
  return path
    .split(/[/\s]+/)
    .map((segment) =>
      segment
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .split(/[\s\-_.~+]+/)
        .map((word) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''))
        .filter((word) => word && !NOISE.has(word) && !STOPWORDS.has(word) && !/^\d$/.test(word)),
    )
    .filter((words) => words.length > 0);
}

/** How many pages the not-found page suggests. */
export const SUGGESTION_COUNT = 3;

/** The part of a search hit (Algolia's or the offline index's) the suggestions use. */
export interface SearchHit {
  url: string;
  hierarchy: Record<string, string | null>;
}

/** The first `count` distinct pages among the hits (one per address, anchors dropped), each with its title and section. */
export function pagesOf(hits: readonly SearchHit[], count = SUGGESTION_COUNT): {page: string; title: string; section: string | null}[] {
  const seen = new Set<string>();
  const pages: {page: string; title: string; section: string | null}[] = [];
  for (const hit of hits) {
    const page = hit.url.split('#')[0]!;
    const title = hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0;
    if (!title || seen.has(page)) continue;
    seen.add(page);
    pages.push({page, title, section: hit.hierarchy.lvl1 ? hit.hierarchy.lvl0 : null});
    if (pages.length === count) break;
  }
  return pages;
}
