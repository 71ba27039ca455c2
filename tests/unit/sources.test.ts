import {parseSource, sourceProblems, withoutWriterFields} from '../../config/sources';

describe('sources: entries (config/sources.ts)', () => {
  it('parses a repository, a ref, a path and an optional line range', () => {
    expect(parseSource('goodrain/rainbond-operator@v5.8.1-release:controllers/handler/hub.go')).toEqual({
      repo: 'rainbond-operator',
      ref: 'v5.8.1-release',
      path: 'controllers/handler/hub.go',
      lines: undefined,
    });
    expect(parseSource('goodrain/rainbond@v5.8.1-release:worker/master/master.go#L12')?.lines).toEqual([12, 12]);
    expect(parseSource('goodrain/rainbond@v5.8.1-release:worker/master/master.go#L12-L40')?.lines).toEqual([12, 40]);
    expect(parseSource('goodrain/rainbond-docs@d628df3:case/2022-06-29-talkweb.md')?.ref).toBe('d628df3');
  });

  it.each([
    'rainbond/worker/master/master.go',
    'goodrain/rainbond:worker/master/master.go',
    'goodrain/rainbond@v5.8.1-release',
    'goodrain/rainbond@v5.8.1-release:',
    'goodrain/rainbond@v5.8.1-release:worker/',
    'goodrain/rainbond@v5.8.1-release:worker/master/master.go#12',
    'goodrain/rainbond@v5.8.1-release:worker/master/master.go L12',
    'https://github.com/goodrain/rainbond/blob/v5.8.1-release/worker/master/master.go',
  ])('rejects %p', (entry) => {
    expect(parseSource(entry)).toBeUndefined();
    expect(sourceProblems([entry], true)).toHaveLength(1);
  });

  it('requires a non-empty list where asked, and only then', () => {
    expect(sourceProblems(undefined, true)).toHaveLength(1);
    expect(sourceProblems([], true)).toHaveLength(1);
    expect(sourceProblems(undefined, false)).toEqual([]);
    expect(sourceProblems('goodrain/rainbond@v5.8.1-release:go.mod', false)).toHaveLength(1);
  });

  it('names unknown repositories, entries listed twice and backward line ranges', () => {
    const entry = 'goodrain/rainbond@v5.8.1-release:go.mod';
    expect(sourceProblems([entry, entry], true)).toEqual([`listed twice: ${entry}`]);
    expect(sourceProblems(['goodrain/kubernetes@v1.24.0:go.mod'], true)[0]).toMatch(/unknown repository goodrain\/kubernetes/);
    expect(sourceProblems(['goodrain/rainbond@v5.8.1-release:go.mod#L9-L3'], true)[0]).toMatch(/backwards/);
    expect(sourceProblems([42], true)[0]).toMatch(/not a string/);
  });

  it('is dropped from the front matter Docusaurus gets, and nothing else is', () => {
    const front = {title: 'rbd-hub', sources: ['goodrain/rainbond@v5.8.1-release:go.mod'], keywords: ['hub']};
    expect(withoutWriterFields(front)).toEqual({title: 'rbd-hub', keywords: ['hub']});
    expect(front.sources).toHaveLength(1);
  });
});
