/**
 * `sources:` in a page's front matter: the files of Rainbond's source, at a release tag, that the
 * page's facts were checked against (issue 25). Writers and reviewers read it; visitors never do,
 * so the build drops it before Docusaurus sees the front matter (`withoutWriterFields`) and it costs
 * no byte in any page's data.
 *
 *   sources:
 *     - goodrain/rainbond-operator@v5.8.1-release:controllers/handler/hub.go
 *     - goodrain/rainbond@v5.8.1-release:worker/master/master.go#L120-L140
 *
 * Self-contained, without imports, so that plain Node tools (the content lint) can load it.
 */

/**
 * Front matter fields for writers only: checked by the tests and the lint, never shipped. Besides
 * `sources`, `translation_of`: the version of the Chinese page an English page translates
 * (plugins/translation-status, issue 30); the build reads it from the file itself.
 */
export const WRITER_FIELDS = ['sources', 'translation_of'] as const;

/** `goodrain/<repo>@<tag or commit>:<path>[#L<line>[-L<line>]]` */
export const SOURCE_ENTRY = /^goodrain\/([A-Za-z0-9._-]+)@([A-Za-z0-9._-]+):([^\s#:]+[^\s#:/])(?:#L(\d+)(?:-L(\d+))?)?$/;

/** The repositories a page may cite, and the ref each one is cited at unless a page says why not. */
export const SOURCE_REPOS: Readonly<Record<string, string>> = {
  rainbond: 'v5.8.1-release',
  'rainbond-console': 'v5.8.1-release',
  'rainbond-ui': 'v5.8.1-release',
  'rainbond-operator': 'v5.8.1-release',
  'rainbond-chart': 'v5.8.1-release',
  builder: 'v5.8.1-release',
  'cloud-adaptor': 'v5.8.1-release',
  // The previous site at its last V5.8 commit: the only record of what customers said in the
  // case studies and use scenes.
  'rainbond-docs': 'd628df3',
};

export interface SourceEntry {
  repo: string;
  ref: string;
  path: string;
  lines?: [number, number];
}

export function parseSource(entry: string): SourceEntry | undefined {
  const m = SOURCE_ENTRY.exec(entry);
  if (!m) return undefined;
  const [, repo, ref, path, from, to] = m;
  return {repo, ref, path, lines: from ? [Number(from), Number(to ?? from)] : undefined};
}

/**
 * What is wrong with the `sources` value of a page's front matter (empty when nothing is).
 * `required`: the page must list at least one entry.
 */
export function sourceProblems(value: unknown, required: boolean): string[] {
  if (value === undefined || value === null) return required ? ['no `sources:` list (what the page was checked against)'] : [];
  if (!Array.isArray(value)) return ['`sources:` must be a list of `goodrain/<repo>@<tag>:<path>` entries'];
  if (value.length === 0) return required ? ['`sources:` is empty'] : [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entry of value) {
    if (typeof entry !== 'string') {
      problems.push(`not a string: ${JSON.stringify(entry)}`);
      continue;
    }
    const parsed = parseSource(entry);
    if (!parsed) problems.push(`not of the form goodrain/<repo>@<tag>:<path>[#L<n>[-L<m>]]: ${entry}`);
    else if (!(parsed.repo in SOURCE_REPOS)) problems.push(`unknown repository goodrain/${parsed.repo} (known: ${Object.keys(SOURCE_REPOS).join(', ')}): ${entry}`);
    else if (parsed.lines && parsed.lines[1] < parsed.lines[0]) problems.push(`line range runs backwards: ${entry}`);
    if (seen.has(entry)) problems.push(`listed twice: ${entry}`);
    seen.add(entry);
  }
  return problems;
}

/** The front matter without the writers' fields: what Docusaurus (and so the browser) gets. */
export function withoutWriterFields<T extends Record<string, unknown>>(frontMatter: T): T {
  const copy: Record<string, unknown> = {...frontMatter};
  for (const field of WRITER_FIELDS) delete copy[field];
  return copy as T;
}
