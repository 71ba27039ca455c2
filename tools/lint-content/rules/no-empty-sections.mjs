// markdownlint custom rule: a heading must have content before the next
// heading of the same or a higher level (and before the end of the file).
/** @type {import('markdownlint').Rule} */
const noEmptySections = {
  names: ['no-empty-sections'],
  description: 'Section has no content',
  tags: ['headings'],
  parser: 'micromark',
  function(params, onError) {
    const top = params.parsers.micromark.tokens;
    const headings = [];
    for (const token of top) {
      if (token.type === 'atxHeading' || token.type === 'setextHeading') {
        const seq = token.children.find((c) => c.type === 'atxHeadingSequence');
        const level = seq ? seq.text.length : token.children.some((c) => c.type === 'setextHeadingLineSequence' && c.text.startsWith('=')) ? 1 : 2;
        headings.push({level, line: token.startLine, contentAfter: false});
      } else if (!['lineEnding', 'lineEndingBlank', 'linePrefix', 'frontmatter', 'blankLine'].includes(token.type)) {
        if (headings.length) headings[headings.length - 1].contentAfter = true;
      }
    }
    for (let i = 0; i < headings.length; i++) {
      const h = headings[i];
      if (h.contentAfter) continue;
      // A heading whose first child section carries content is not empty.
      let j = i + 1;
      let hasChild = false;
      while (j < headings.length && headings[j].level > h.level) {
        hasChild = true;
        j++;
      }
      if (hasChild) continue;
      onError({lineNumber: h.line, detail: 'add content under this heading or remove it'});
    }
  },
};
export default noEmptySections;
