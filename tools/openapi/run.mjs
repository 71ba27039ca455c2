#!/usr/bin/env node
// `npm run gen:api`: lints openapi/rainbond.yaml, then regenerates the API pages,
// the `api` sidebar items and the downloadable copy (tools/openapi/generate.ts).
// The generator is TypeScript so that Jest and tsc check it directly; esbuild
// (already a dev dependency) compiles it here for Node.
import {mkdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {build} from 'esbuild';
import {lintFile} from './lint.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');

const problems = await lintFile(join(ROOT, 'openapi/rainbond.yaml'));
for (const p of problems) console.log(`${p.severity}\t${p.rule}\t${p.where}\t${p.message}`);
if (problems.some((p) => p.severity === 'error')) {
  console.error('openapi/rainbond.yaml has errors: nothing generated.');
  process.exit(1);
}

const outDir = join(ROOT, 'node_modules', '.cache', 'openapi-gen');
mkdirSync(outDir, {recursive: true});
const outfile = join(outDir, 'generate.mjs');
await build({
  entryPoints: [join(ROOT, 'tools/openapi/generate.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
});
const {main} = await import(pathToFileURL(outfile).href);
console.log(`gen:api: wrote ${main(ROOT)} files from openapi/rainbond.yaml`);
