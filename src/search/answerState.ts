/**
 * What the latest query of the search modal has been answered with, kept in
 * `data-search-answer` on <html> so the stylesheet can act on it:
 * `pending` from the moment a query is sent, then `hits` or `empty` — or
 * `partial`: hits from the headings file alone, while the whole index loads
 * (localClient.ts; the results say `exhaustiveNbHits: false`).
 *
 * DocSearch mounts its results area on the first keystroke of an empty modal,
 * before any answer, and that first render is the "no results" screen. The
 * stylesheet (src/theme/SearchBar/styles.css) hides the screen unless the
 * latest answer really was empty. Only the latest query counts: DocSearch
 * drops the answers of the queries it has sent since.
 */
export const ANSWER_ATTRIBUTE = 'data-search-answer';

type Answer = 'pending' | 'hits' | 'partial' | 'empty';

import {callSearch, withSearch, type SearchClientLike} from './searchClient';

let latest = 0;

function mark(answer: Answer): void {
  document.documentElement.setAttribute(ANSWER_ATTRIBUTE, answer);
}

/** Whether some result of the response says its hits are not all there are. */
export function isPartial(response: unknown): boolean {
  const results = (response as {results?: unknown} | null)?.results;
  return Array.isArray(results) && results.some((result) => (result as {exhaustiveNbHits?: unknown} | null)?.exhaustiveNbHits === false);
}

export function hasHits(response: unknown): boolean {
  const results = (response as {results?: unknown} | null)?.results;
  if (!Array.isArray(results)) return false;
  return results.some((result) => ((result as {hits?: unknown[]} | null)?.hits?.length ?? 0) > 0);
}

export function trackAnswers<C extends SearchClientLike>(client: C): C {
  return withSearch(client, (argument, ...rest) => {
    latest += 1;
    const query = latest;
    mark('pending');
    return callSearch(client, argument, ...rest).then(
      (response) => {
        if (query === latest) mark(hasHits(response) ? (isPartial(response) ? 'partial' : 'hits') : 'empty');
        return response;
      },
      (error: unknown) => {
        if (query === latest) mark('empty');
        throw error;
      },
    );
  });
}
