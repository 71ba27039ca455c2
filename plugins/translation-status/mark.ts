import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {recordedHash, translationHash, withRecordedHash} from './hash';
import type {PagePair} from './pages';

/**
 * Records in the English page of `pair` that it translates the Chinese page as it is now
 * (`translation_of`). A page that already records that version is left byte for byte.
 */
export function markPage(root: string, pair: PagePair): {hash: string; changed: boolean} {
  const hash = translationHash(readFileSync(join(root, pair.zh), 'utf8'));
  const file = join(root, pair.en);
  const text = readFileSync(file, 'utf8');
  if (recordedHash(text) === hash) return {hash, changed: false};
  writeFileSync(file, withRecordedHash(text, hash));
  return {hash, changed: true};
}
