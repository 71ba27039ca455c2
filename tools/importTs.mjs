// Loads TypeScript modules from plain Node, compiled in memory with esbuild and imported from a data URL.
// `importTs`: a self-contained module (one without imports, such as src/data/glossary.ts or
// config/blogInstances.ts). `importTsBundle`: a module with its imports (ours and packages), bundled
// into one; Node built-ins stay imports.
import {readFileSync} from 'node:fs';
import {build, transformSync} from 'esbuild';

export async function importTs(file) {
  const {code} = transformSync(readFileSync(file, 'utf8'), {loader: 'ts', format: 'esm'});
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

export async function importTsBundle(file) {
  // Packages shipped as CommonJS (yaml) call require() for Node built-ins: give the bundle one.
  const banner = `import {createRequire as __createRequire} from 'node:module'; const require = __createRequire(${JSON.stringify(file)});`;
  const {outputFiles} = await build({entryPoints: [file], bundle: true, write: false, platform: 'node', format: 'esm', banner: {js: banner}, logLevel: 'warning'});
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}
