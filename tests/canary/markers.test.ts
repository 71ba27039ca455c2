import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT} from './reliance';

// plugins/RELIANCES.md, the `// RELIANCE <id>: …` markers in the code and the canary tests name the
// same reliances: a reliance added without a row, a row whose code is gone, or a reliance without a
// canary test fails here.

const TABLE = 'plugins/RELIANCES.md';
const SOURCES = ['src', 'plugins', 'config', 'docusaurus.config.ts'];
const MARKER = /\/\/ RELIANCE ([a-z0-9-]+): \S/g;

function files(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((name) => files(join(path, name)));
}

/** [file, id] of every marker in the site's code. */
function markers(): [string, string][] {
  return SOURCES.flatMap(files)
    .filter((file) => /\.(tsx?|jsx?|mjs|cjs|css)$/.test(file))
    .flatMap((file) => [...readFileSync(join(ROOT, file), 'utf8').matchAll(MARKER)].map((m): [string, string] => [file, m[1]!]));
}

/** id → its row in the table of kept reliances (the first table of the file). */
function rows(): Map<string, string> {
  const text = readFileSync(join(ROOT, TABLE), 'utf8');
  const table = text.slice(text.indexOf('\n| id |'), text.indexOf('\n\n', text.indexOf('\n| id |') + 1));
  return new Map([...table.matchAll(/^\| `([a-z0-9-]+)` \|.*$/gm)].map((m) => [m[1]!, m[0]]));
}

/** Ids of the canary tests. */
function canaryIds(): string[] {
  const dir = join(ROOT, 'tests/canary');
  return readdirSync(dir)
    .filter((f) => /\.test\.tsx?$/.test(f))
    .flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/^reliance\('([a-z0-9-]+)'/gm)].map((m) => m[1]!));
}

test('reliance-table: every RELIANCE marker, table row and canary test names the same reliances', () => {
  const found = markers();
  const table = rows();
  const canary = canaryIds();
  const problems = [
    ...(found.length === 0 ? ['no RELIANCE marker found in the code'] : []),
    ...(table.size === 0 ? [`no row found in ${TABLE}`] : []),
    ...found.filter(([, id]) => !table.has(id)).map(([file, id]) => `${file} marks ${id}, which has no row in ${TABLE}`),
    ...found.filter(([file, id]) => table.has(id) && !table.get(id)!.includes(file)).map(([file, id]) => `the row of ${id} does not name ${file}, which it marks`),
    ...[...table.keys()].filter((id) => !found.some(([, m]) => m === id)).map((id) => `${id} has a row but no marker in the code`),
    ...[...table.keys()].filter((id) => !canary.includes(id)).map((id) => `${id} has no canary test (reliance('${id}', …) in tests/canary)`),
    ...canary.filter((id) => !table.has(id)).map((id) => `the canary tests ${id}, which has no row in ${TABLE}`),
  ];
  if (problems.length > 0) throw new Error(`reliance-table: ${problems.join('; ')}`);
});

test('reliance-table: the check finds markers the way they are written', () => {
  const sample = "  // RELIANCE tslib-shim: utils-common needs only __importDefault\n// RELIANCE: no id\n";
  expect([...sample.matchAll(MARKER)].map((m) => m[1])).toEqual(['tslib-shim']);
});
