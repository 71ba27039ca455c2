import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {translatedContent, translationHash} from './hash';

/**
 * What git knows about a Chinese page's content: when it last changed, and what changed since the
 * version an English twin recorded. Only the working tree and `git` are read; without git, or for a
 * file git does not track, the answers say so instead.
 */

export interface ContentChange {
  /** Day (YYYY-MM-DD) the Chinese page got the content it has now. */
  date: string;
  /** The commit that brought it; absent when the content is not committed yet (the date is the file's). */
  commit?: string;
  /** Why the date may be off, when it may be. */
  note?: string;
}

export interface ChangeHistory {
  changed: ContentChange;
  /** The newest commit in which the page hashes to the recorded value, when one does. */
  since?: {commit: string; date: string};
  /** The diff of the page's content (translatedContent) from `since` to the working tree, whitespace ignored. */
  diff?: string;
  /** Why there is no `since` or no diff, when there is none. */
  note?: string;
}

interface Version {
  commit: string;
  date: string;
  text: string;
}

function git(root: string, args: string[], input?: string): {ok: boolean; out: Buffer} {
  const res = spawnSync('git', args, {cwd: root, input, maxBuffer: 256 * 1024 * 1024});
  return {ok: res.status === 0 && !res.error, out: res.stdout ?? Buffer.alloc(0)};
}

const day = (iso: string) => iso.slice(0, 10);
const fileDay = (abs: string) => statSync(abs).mtime.toISOString().slice(0, 10);

/** Every committed version of `file` (relative to `root`), newest first, read in one `git cat-file --batch`. */
function versions(root: string, file: string): Version[] | undefined {
  const prefix = git(root, ['rev-parse', '--show-prefix']);
  if (!prefix.ok) return undefined;
  const log = git(root, ['log', '--format=%H %aI', '--', file]);
  if (!log.ok) return undefined;
  const commits = log.out
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [commit = '', date = ''] = line.split(' ');
      return {commit, date};
    });
  if (commits.length === 0) return [];
  const path = `${prefix.out.toString('utf8').trim()}${file}`;
  const batch = git(root, ['cat-file', '--batch'], commits.map((c) => `${c.commit}:${path}\n`).join(''));
  if (!batch.ok) return undefined;
  const out: Version[] = [];
  let at = 0;
  for (const {commit, date} of commits) {
    const end = batch.out.indexOf(0x0a, at);
    const header = batch.out.subarray(at, end).toString('utf8');
    at = end + 1;
    // `<rev> missing` for a commit that deleted the file.
    const size = /^[0-9a-f]+ blob (\d+)$/.exec(header);
    if (!size) continue;
    const length = Number(size[1]);
    out.push({commit, date, text: batch.out.subarray(at, at + length).toString('utf8')});
    at += length + 1;
  }
  return out;
}

function isShallow(root: string): boolean {
  return git(root, ['rev-parse', '--is-shallow-repository']).out.toString('utf8').trim() === 'true';
}

/** The unified diff of two texts, whitespace ignored, with the given file labels. */
function diffTexts(before: string, after: string, labels: [string, string]): string {
  const dir = mkdtempSync(join(tmpdir(), 'translation-diff-'));
  try {
    writeFileSync(join(dir, 'a'), before);
    writeFileSync(join(dir, 'b'), after);
    const res = git(dir, ['diff', '--no-index', '--no-color', '--ignore-all-space', '--ignore-blank-lines', '-U3', 'a', 'b']);
    const lines = res.out.toString('utf8').split('\n');
    const start = lines.findIndex((l) => l.startsWith('@@'));
    if (start < 0) return '';
    // Hunk headers without the "function" git guesses from the nearest line that starts with a letter.
    const hunks = lines.slice(start).map((l) => l.replace(/^(@@ [^@]* @@).*$/, '$1'));
    return [`--- ${labels[0]}`, `+++ ${labels[1]}`, ...hunks].join('\n').trimEnd();
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/**
 * The history of the Chinese page `file` (relative to `root`, the site root inside a git work tree):
 * when its current content appeared, and, given the hash its English twin recorded, the newest
 * commit with that content and the diff from there to now.
 */
export function contentHistory(root: string, file: string, recorded?: string): ChangeHistory {
  const abs = join(root, file);
  const text = readFileSync(abs, 'utf8');
  const current = translationHash(text);
  const all = versions(root, file);
  if (all === undefined) {
    return {changed: {date: fileDay(abs), note: 'no git history here: the date is the file’s'}, note: 'no git history here'};
  }
  if (all.length === 0 || translationHash(all[0]!.text) !== current) {
    const changed = {date: fileDay(abs), note: all.length === 0 ? 'not committed yet: the date is the file’s' : 'changed since the last commit: the date is the file’s'};
    return withSince(root, file, text, all, recorded, changed);
  }
  // The oldest commit of the run of newest commits that all have the current content.
  let first = 0;
  while (first + 1 < all.length && translationHash(all[first + 1]!.text) === current) first++;
  const origin = all[first]!;
  const changed: ContentChange = {date: day(origin.date), commit: origin.commit};
  if (first === all.length - 1 && isShallow(root)) changed.note = 'the history is shallow: the change may be older';
  return withSince(root, file, text, all, recorded, changed);
}

function withSince(root: string, file: string, text: string, all: Version[], recorded: string | undefined, changed: ContentChange): ChangeHistory {
  if (recorded === undefined) return {changed, note: 'the English page records no version (translation_of)'};
  const since = all.find((v) => translationHash(v.text) === recorded);
  if (!since) {
    const why = isShallow(root)
      ? 'the history is shallow (fetch more of it: git fetch --unshallow)'
      : 'it was marked against an uncommitted version, or the value was edited by hand';
    return {changed, note: `no commit of ${file} has the recorded version ${recorded}: ${why}`};
  }
  const short = since.commit.slice(0, 10);
  const diff = diffTexts(translatedContent(since.text), translatedContent(text), [`${file} @ ${short} (recorded)`, `${file} (now)`]);
  return {changed, since: {commit: since.commit, date: day(since.date)}, diff};
}

/** Only the date of the change (the build's notice): the same walk, without the diff. */
export function contentChange(root: string, file: string): ContentChange {
  return contentHistory(root, file).changed;
}
