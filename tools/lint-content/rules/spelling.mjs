// textlint rule for English pages, backed by cspell's dictionaries (cspell-lib):
// every word of prose — Str nodes only, so code, inline code, link targets,
// HTML/JSX and front matter are never seen — must be in the US English
// dictionary, the software-term dictionaries or the project word list.
// camelCase and PascalCase words are checked part by part, as cspell does.
const WORD = /[A-Za-z][A-Za-z'’]*[A-Za-z]|[A-Za-z]/g;
const HEADING_ID = /\{#[^}]*\}/g;
const MIN_LENGTH = 4;

/** Words of `text` to look up, with their offsets and their camelCase parts. */
export function wordsOf(text) {
  const out = [];
  const masked = text.replace(HEADING_ID, (m) => ' '.repeat(m.length));
  for (const m of masked.matchAll(WORD)) {
    const before = masked[m.index - 1] ?? '';
    const after = masked[m.index + m[0].length] ?? '';
    // Part of a token with digits, dots, slashes or underscores (k8s, v5.8.1, rbd_api, a/b): not prose.
    if (/[\w./@\\-]/.test(before) && before !== '-' ) continue;
    if (/[\d_/@\\]/.test(after) || (after === '.' && /\w/.test(masked[m.index + m[0].length + 1] ?? ''))) continue;
    const word = m[0].replace(/['’]s$/, '').replace(/['’]$/, '');
    // Short words and acronyms, also in the plural (PVCs, CPUs), are not checked.
    if (word.length < MIN_LENGTH || /^[A-Z]+s?$/.test(word)) continue;
    const split = word.split(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
    const parts = split.filter((p) => p.length >= MIN_LENGTH && !/^[A-Z]+s?$/.test(p)).map((p) => ({word: p, index: m.index + word.indexOf(p)}));
    out.push({word, index: m.index, parts: split.length > 1 ? parts : null});
  }
  return out;
}

/** @param {{has(word: string): boolean}} dictionary */
export function createSpellingRule(dictionary) {
  const known = new Map();
  const isKnown = (word) => {
    let ok = known.get(word);
    if (ok === undefined) {
      ok = dictionary.has(word) || dictionary.has(word.toLowerCase());
      known.set(word, ok);
    }
    return ok;
  };
  /** @type {import('@textlint/types').TextlintRuleModule} */
  const rule = (context) => {
    const {Syntax, RuleError, report, getSource, locator} = context;
    return {
      [Syntax.Str](node) {
        const text = getSource(node);
        // A link whose text is the last part of its address names an account
        // or a repository ([yangkaa](https://github.com/yangkaa)): not prose.
        const parent = node.parent;
        if (parent?.type === Syntax.Link && typeof parent.url === 'string' && parent.url.replace(/\/+$/, '').toLowerCase().endsWith(`/${text.toLowerCase()}`)) return;
        for (const token of wordsOf(text)) {
          if (isKnown(token.word)) continue;
          // A camelCase word is known when each of its parts is (cspell's rule).
          const unknown = token.parts ? token.parts.filter((p) => !isKnown(p.word)) : [token];
          for (const {word, index} of unknown) report(
            node,
            new RuleError(`Unknown word "${word}" (US English; add a real term to tools/lint-content/project-words.txt)`, {
              padding: locator.range([index, index + word.length]),
            }),
          );
        }
      },
    };
  };
  return rule;
}
