#!/usr/bin/env node
// Prints the sha256 sources of every inline <script> in a build, for the
// Content-Security-Policy in nginx/site.conf. Run after `npm run build` when
// the browser tests report a CSP violation or a missing hash:
//   node tools/csp-hashes.mjs [build]
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

/** Inline scripts that a browser executes (JSON-LD and other data blocks are not). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? '';
    if (/\ssrc=/.test(attrs) || /type=["']?application\/(ld\+)?json/.test(attrs)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function buildHashes(dir) {
  const all = new Map();
  for (const name of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!name.endsWith('.html')) continue;
    for (const h of inlineScriptHashes(readFileSync(join(dir, name), 'utf8'))) all.set(h, (all.get(h) ?? 0) + 1);
  }
  return all;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'build';
  for (const [hash, pages] of buildHashes(dir)) console.log(`${hash}  (${pages} pages)`);
}
