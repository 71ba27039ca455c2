// Loads a self-contained TypeScript module (one without imports, such as src/data/glossary.ts or
// config/blogInstances.ts) from plain Node: compiled in memory with esbuild, imported from a data URL.
import {readFileSync} from 'node:fs';
import {transformSync} from 'esbuild';

export async function importTs(file) {
  const {code} = transformSync(readFileSync(file, 'utf8'), {loader: 'ts', format: 'esm'});
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
