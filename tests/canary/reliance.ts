import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

/**
 * One assumption about a framework: `true` when it holds. Anything else — `false`, a string saying
 * what was found instead, or a thrown error — means it no longer holds.
 */
export type Check = () => boolean | string | Promise<boolean | string>;

/**
 * The canary test of one reliance (plugins/RELIANCES.md): every assumption it makes is checked, and
 * when some no longer hold the test fails with one line that starts with the reliance id and names
 * them, e.g. `tslib-shim: no longer true: utils-common's lib/index.js calls only the tslib helpers
 * of the shim (it calls __awaiter)`.
 */
export function reliance(id: string, assumptions: Record<string, Check>): void {
  test(id, async () => {
    const names = Object.keys(assumptions);
    if (names.length === 0) throw new Error(`${id}: the canary checks no assumption`);
    const broken: string[] = [];
    for (const name of names) {
      let outcome: boolean | string;
      try {
        outcome = await assumptions[name]!();
      } catch (error) {
        outcome = firstLine(error instanceof Error ? error.message : String(error));
      }
      if (outcome === true) continue;
      broken.push(outcome === false ? name : `${name} (${outcome})`);
    }
    if (broken.length > 0) throw new Error(`${id}: no longer true: ${broken.join('; ')}`);
  });
}

export const firstLine = (text: string): string => (text.split('\n').find((line) => line.trim() !== '')?.trim() ?? '').replace(/^Error: /, '');

/** The site root (the canary runs from any directory). */
export const ROOT = join(__dirname, '../..');

/** The directory of a package as the site resolves it (from the site root). */
export function packageDir(name: string): string {
  const dir = join(ROOT, 'node_modules', name);
  if (!existsSync(join(dir, 'package.json'))) throw new Error(`${name} is not installed under node_modules`);
  return dir;
}

/** The installed version of a package. */
export const versionOf = (name: string): string => (JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as {version: string}).version;

export const sha256 = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');

/** `true`, or what was found instead of the expected hash. */
export const sameHash = (file: string, expected: string): true | string => {
  const actual = sha256(file);
  return actual === expected || `its sha256 is now ${actual.slice(0, 12)}…, compare it with our copy and update the hash`;
};
