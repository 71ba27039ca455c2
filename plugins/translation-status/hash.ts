import {createHash} from 'node:crypto';
import {parse} from 'yaml';

/**
 * Which version of a Chinese page an English page translates (issue 30): the English page records a
 * short hash of the Chinese page's content in its front matter, `translation_of: "<hash>"`, and a
 * page whose Chinese source no longer hashes to that value is outdated. The mark command, the status
 * command, the build's notice (remark.ts) and the tests all use this one module.
 *
 * What counts as content: the front matter fields a reader sees and the body. Writers' and routing
 * fields (sources, keywords, slug, tags, authors, dates, images, sidebar_position…) do not, and
 * neither does whitespace: a reflowed paragraph or a space added between Chinese and Latin
 * (`npm run lint:content -- --fix`) leaves the hash as it was. All whitespace is removed rather than
 * collapsed, since in Chinese text a space is typography, not meaning; the price is that an
 * indentation-only change inside a code block does not count either.
 */

/** Front matter fields that are content: the page's title and description, and its sidebar label. */
export const CONTENT_FIELDS = ['title', 'description', 'sidebar_label'] as const;

/** The English page's front matter field holding the hash of the Chinese content it translates. */
export const TRANSLATION_FIELD = 'translation_of';

/** Hex digits of the SHA-256 kept: 40 bits, so two versions of one page never share a value by chance. */
const HASH_LENGTH = 10;
export const HASH_FORMAT = /^[0-9a-f]{10}$/;

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** The page's front matter (parsed YAML, empty when there is none), its raw block and its body. */
export function splitPage(text: string): {front: Record<string, unknown>; block: string; body: string} {
  const match = FRONT_MATTER.exec(text);
  if (!match) return {front: {}, block: '', body: text};
  const front = (parse(match[1]!) as Record<string, unknown> | null) ?? {};
  return {front, block: match[0], body: text.slice(match[0].length)};
}

/**
 * What a translation follows, as text: one `field: value` line per content field the page has, a
 * blank line, the body. The status command diffs this between versions.
 */
export function translatedContent(text: string): string {
  const {front, body} = splitPage(text);
  const lines = CONTENT_FIELDS.filter((field) => front[field] !== undefined && front[field] !== null).map(
    (field) => `${field}: ${String(front[field])}`,
  );
  return `${lines.join('\n')}\n\n${body.replace(/^\s*\n/, '')}`;
}

/** The content with every whitespace character removed: what the hash is taken of. */
export function normalisedContent(text: string): string {
  const {front, body} = splitPage(text);
  const fields = CONTENT_FIELDS.map((field) => `${field}=${front[field] === undefined || front[field] === null ? '' : String(front[field])}`);
  return [...fields, body].join('\u0000').replace(/\s+/gu, '');
}

/** The short hash of a Chinese page's content (`translation_of` of its English twin when current). */
export function translationHash(text: string): string {
  return createHash('sha256').update(normalisedContent(text), 'utf8').digest('hex').slice(0, HASH_LENGTH);
}

/** The `translation_of` an English page records, or undefined when it has none. */
export function recordedHash(text: string): string | undefined {
  const value = splitPage(text).front[TRANSLATION_FIELD];
  return value === undefined || value === null ? undefined : String(value);
}

/**
 * The English page with `translation_of: "<hash>"` in its front matter: the existing line's value
 * replaced, or a new last line. Quoted, as ten hex digits can read as a YAML number (`1234567890`,
 * `12e4567890`). Nothing else in the file changes.
 */
export function withRecordedHash(text: string, hash: string): string {
  if (!HASH_FORMAT.test(hash)) throw new Error(`not a translation hash: ${hash}`);
  const line = `${TRANSLATION_FIELD}: "${hash}"`;
  const match = FRONT_MATTER.exec(text);
  if (!match) return `---\n${line}\n---\n\n${text}`;
  const eol = match[0].includes('\r\n') ? '\r\n' : '\n';
  const yaml = match[1]!;
  const field = new RegExp(`^${TRANSLATION_FIELD}:.*$`, 'm');
  const updated = field.test(yaml) ? yaml.replace(field, line) : `${yaml}${eol}${line}`;
  return `---${eol}${updated}${eol}---${eol}${text.slice(match[0].length)}`;
}
