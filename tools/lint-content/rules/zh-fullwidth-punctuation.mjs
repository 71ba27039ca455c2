// textlint rule for Chinese pages: punctuation in a Chinese sentence is
// full-width. A half-width , ; : ! ? . ( ) next to a Chinese character is
// reported and fixed to its full-width form. Code, links' targets and front
// matter are not Str nodes, so they are never seen here.
const FULL = {',': '，', ';': '；', ':': '：', '!': '！', '?': '？', '.': '。', '(': '（', ')': '）'};
const HAN = /\p{Script=Han}/u;

/** Offsets (in `text`) of half-width punctuation that belongs to Chinese prose. */
export function halfWidthInChinese(text) {
  const found = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (!(ch in FULL)) continue;
    const prev = text[i - 1] ?? '';
    const next = text[i + 1] ?? '';
    const prevHan = HAN.test(prev);
    const nextHan = HAN.test(next);
    let bad = false;
    if (ch === '(') bad = prevHan || (HAN.test(text[i - 2] ?? '') && prev === ' ' && nextHan);
    else if (ch === ')') bad = nextHan || (/[\u3000-\u303f\uff00-\uffef]/.test(next) && text.lastIndexOf('(', i) >= 0 && HAN.test(text.slice(text.lastIndexOf('(', i) - 1, text.lastIndexOf('(', i))));
    // "系统.服务" and "IP:端口" are notations, not punctuation.
    else if (ch === '.') bad = prevHan && (next === '' || /\s/.test(next));
    else if (ch === ':') bad = prevHan;
    else {
      // "1,000" stays; a comma, semicolon or mark touching a Chinese character is prose.
      bad = prevHan || (nextHan && !/[\p{N}/]/u.test(prev));
    }
    if (bad) found.push(i);
  }
  return found;
}

/** @type {import('@textlint/types').TextlintFixableRuleModule} */
const rule = {
  linter(context) {
    const {Syntax, RuleError, report, getSource, fixer, locator} = context;
    return {
      [Syntax.Str](node) {
        const text = getSource(node);
        for (const i of halfWidthInChinese(text)) {
          const ch = text[i];
          report(
            node,
            new RuleError(`Half-width "${ch}" in Chinese text: use "${FULL[ch]}"`, {
              padding: locator.range([i, i + 1]),
              fix: fixer.replaceTextRange([i, i + 1], FULL[ch]),
            }),
          );
        }
      },
    };
  },
  fixer(context) {
    return rule.linter(context);
  },
};
export default rule;
