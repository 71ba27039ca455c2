// textlint rule for English pages, fed from src/data/glossary.ts: a variant the
// glossary lists under `avoid` is reported (whole words, any case) and fixed
// to the preferred term. Works like textlint-rule-terminology with its terms
// option, but compiles one regular expression for the whole glossary once
// instead of one per term and text node, which keeps lint:content fast.
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @param {ReadonlyArray<readonly [string, string]>} pairs [variant, preferred] */
export function createGlossaryTermsRule(pairs) {
  const preferred = new Map(pairs.map(([variant, term]) => [variant.toLowerCase(), term]));
  const sorted = [...preferred.keys()].sort((a, b) => b.length - a.length);
  const pattern = sorted.length ? new RegExp(`(?<![\\w-])(?:${sorted.map(escapeRegExp).join('|')})(?![\\w-])`, 'gi') : null;
  const rule = (context) => {
    const {Syntax, RuleError, report, getSource, fixer, locator} = context;
    return {
      [Syntax.Str](node) {
        if (!pattern) return;
        const text = getSource(node);
        for (const m of text.matchAll(pattern)) {
          let term = preferred.get(m[0].toLowerCase()) ?? '';
          // Keep a capital at the start of a sentence or heading.
          if (/^[A-Z]/.test(m[0])) term = term[0].toUpperCase() + term.slice(1);
          report(
            node,
            new RuleError(`"${m[0]}" is not a glossary term: use "${term}"`, {
              padding: locator.range([m.index, m.index + m[0].length]),
              fix: fixer.replaceTextRange([m.index, m.index + m[0].length], term),
            }),
          );
        }
      },
    };
  };
  /** @type {import('@textlint/types').TextlintFixableRuleModule} */
  return {linter: rule, fixer: rule};
}
