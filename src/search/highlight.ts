import {cjkBigrams, isCjk, queryWords} from './tokenize';

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface HighlightTags {
  pre: string;
  post: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What to mark for each query word: CJK words whole, or their pairs; Latin words as word prefixes. */
function patterns(words: string[]): {word: string; source: string}[] {
  return words.flatMap((word) => {
    if (!isCjk(word)) return [{word, source: `\\b${escapeRegExp(word)}[\\p{L}\\p{N}]*`}];
    const parts = word.length > 2 ? [word, ...cjkBigrams(word)] : [word];
    return parts.map((part) => ({word, source: escapeRegExp(part)}));
  });
}

function matcher(query: string): {regex: RegExp | null; words: string[]; byWord: {word: string; re: RegExp}[]} {
  const words = [...new Set(queryWords(query))];
  const list = patterns(words).sort((a, b) => b.source.length - a.source.length);
  if (list.length === 0) return {regex: null, words, byWord: []};
  return {
    regex: new RegExp(list.map((p) => p.source).join('|'), 'giu'),
    words,
    byWord: list.map((p) => ({word: p.word, re: new RegExp(p.source, 'iu')})),
  };
}

/**
 * Marks the query words in `text`. Everything else is HTML-escaped, because
 * DocSearch and the search page insert the value as HTML.
 */
export function highlight(text: string, query: string, tags: HighlightTags): HighlightResult {
  const {regex, words, byWord} = matcher(query);
  if (!regex) return {value: escapeHtml(text), matchLevel: 'none', matchedWords: []};
  const matched = new Set<string>();
  let out = '';
  let last = 0;
  for (const m of text.matchAll(regex)) {
    out += escapeHtml(text.slice(last, m.index)) + tags.pre + escapeHtml(m[0]) + tags.post;
    last = m.index! + m[0].length;
    for (const {word, re} of byWord) if (re.test(m[0])) matched.add(word);
  }
  out += escapeHtml(text.slice(last));
  const matchedWords = words.filter((w) => matched.has(w));
  const matchLevel = matchedWords.length === 0 ? 'none' : matchedWords.length === words.length ? 'full' : 'partial';
  return {value: out, matchLevel, matchedWords};
}

/** A window of about `size` characters around the first match, then highlighted. */
export function snippet(text: string, query: string, tags: HighlightTags, ellipsis = '…', size = 120): HighlightResult {
  const {regex} = matcher(query);
  const first = regex ? text.search(regex) : -1;
  if (text.length <= size) return highlight(text, query, tags);
  const start = Math.max(0, Math.min(first < 0 ? 0 : first - Math.floor(size / 4), text.length - size));
  const end = Math.min(text.length, start + size);
  const result = highlight(text.slice(start, end), query, tags);
  return {
    ...result,
    value: (start > 0 ? ellipsis : '') + result.value + (end < text.length ? ellipsis : ''),
  };
}
