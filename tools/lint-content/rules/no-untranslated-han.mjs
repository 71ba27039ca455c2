// textlint rule for English pages: Chinese text may appear only inside code
// (code is not a Str node, so it is never seen here), or beside its English
// form — "China Electronics Technology Group (中国电科)" or
// "“新增” (Add)" — which covers names and UI labels the product shows in Chinese.
const HAN_RUN = /\p{Script=Han}(?:[\p{Script=Han}\u3000-\u303f\uff00-\uffef·\s]*\p{Script=Han})?/gu;
// "<English> (中文)": an English word right before the opening parenthesis.
const ENGLISH_BEFORE = /[\p{Script=Latin}\p{N}.*_"”’)\]]\s*[(（][“"'‘*_「]*$/u;
const CLOSES_AFTER = /^[”"'’*_」]*(?:[,，;；][^()（）\n]{0,60})?[)）]/u;
// "中文 (English)" / "“中文” (English)": the English form right after.
const ENGLISH_AFTER = /^[”"'’*_」]*\s*[(（]\s*[“"'‘*_]*\p{Script=Latin}/u;

export function untranslatedHan(text, start, end) {
  const before = text.slice(Math.max(0, start - 40), start);
  const after = text.slice(end, end + 40);
  if (ENGLISH_BEFORE.test(before) && CLOSES_AFTER.test(after)) return false;
  if (ENGLISH_AFTER.test(after)) return false;
  return true;
}

/** @type {import('@textlint/types').TextlintRuleModule} */
const rule = (context) => {
  const {Syntax, RuleError, report, getSource, locator} = context;
  return {
    [Syntax.Str](node) {
      const whole = getSource();
      const str = getSource(node);
      for (const match of str.matchAll(HAN_RUN)) {
        const start = node.range[0] + match.index;
        const end = start + match[0].length;
        if (!untranslatedHan(whole, start, end)) continue;
        report(
          node,
          new RuleError(`Chinese text "${match[0]}" in an English page: translate it, or give the English form beside it`, {
            padding: locator.range([match.index, match.index + match[0].length]),
          }),
        );
      }
    },
  };
};
export default rule;
