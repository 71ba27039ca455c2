import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import type {Configuration, RspackPluginInstance} from '@rspack/core';

type Rspack = typeof import('@rspack/core');

/**
 * The Rspack that Docusaurus builds with, not merely one that resolves: @docusaurus/bundler's
 * importRspack() returns this export of @docusaurus/faster.
 */
export async function docusaurusRspack(): Promise<Rspack> {
  return (require('@docusaurus/faster') as {rspack: Rspack}).rspack;
}

/**
 * Bundles a few files with Docusaurus' Rspack (in well under a second) and returns what the entry
 * exports when run: the way to check a bundler behaviour a plugin relies on without building the site.
 */
export async function bundle(
  files: Record<string, string>,
  config: (dir: string, rspack: Rspack) => Pick<Configuration, 'resolve' | 'module'> & {plugins?: RspackPluginInstance[]} = () => ({}),
): Promise<unknown> {
  const rspack = await docusaurusRspack();
  const dir = mkdtempSync(join(tmpdir(), 'rainbond-canary-'));
  try {
    for (const [name, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), {recursive: true});
      writeFileSync(join(dir, name), source);
    }
    const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) => {
      rspack.rspack(
        {
          mode: 'production',
          context: dir,
          entry: './entry.js',
          target: 'node',
          output: {path: join(dir, 'out'), library: {type: 'commonjs2'}},
          optimization: {minimize: false},
          ...config(dir, rspack),
        },
        (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)),
      );
    });
    if (stats.hasErrors()) throw new Error(stats.toJson({all: false, errors: true}).errors?.[0]?.message ?? 'bundle failed');
    const module = require(join(dir, 'out/main.js')) as {default: unknown};
    return module.default;
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
