import {instances, markdownFiles, read} from './contentFiles';

/**
 * In MDX, `<` followed by a letter opens a JSX tag, Chinese letters included: prose such as
 * `<集群名>` or `"<original name>_<four random characters>"` stops the build with "Expected a closing
 * tag". Writers (and reviewers who cannot build) find out here, in a second, instead of in the
 * build. Placeholders go in code (`<cluster>`) or in ‹…›.
 */
const ELEMENTS = new Set(
  'a b br code details div em figcaption figure h1 h2 h3 h4 hr i img kbd li ol p pre span strong sub summary sup table tbody td th thead tr ul'.split(' '),
);

function strayTags(text: string): string[] {
  const body = text
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^[ \t]*(```|~~~)[\s\S]*?^[ \t]*\1/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const found: string[] = [];
  for (const match of body.matchAll(/<(\p{ID_Start}[\p{ID_Continue}.:-]*)/gu)) {
    const name = match[1];
    // Components (Tabs, TabItem, our own) start with a capital; HTML elements are known.
    if (/^[A-Z]/.test(name) || ELEMENTS.has(name)) continue;
    found.push(body.slice(match.index, match.index + 40).split('\n')[0]);
  }
  return found;
}

describe('no stray JSX tags in prose', () => {
  it('is caught by the check', () => {
    expect(strayTags('见 <集群名> 和 "<original name>_<four random characters>"')).toHaveLength(3);
    expect(strayTags('`<cluster>`、<br/>、<Tabs>、‹集群名›、a < b、<!-- <x> -->\n```bash\necho <name>\n```\n1. step\n\n   ```bash\n   grctl get <名称>\n   ```\n')).toEqual([]);
  });

  const files = instances.flatMap(({source, english}) => [
    ...markdownFiles(source).map((f) => `${source}/${f}`),
    ...markdownFiles(english).map((f) => `${english}/${f}`),
  ]);
  it.each(files)('%s', (file) => {
    expect(strayTags(read(file))).toEqual([]);
  });
});
