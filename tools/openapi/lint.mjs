#!/usr/bin/env node
// `node tools/openapi/lint.mjs [file]` (or `--json file…`) — lints an OpenAPI document (default:
// openapi/rainbond.yaml) with Redocly's `recommended` ruleset plus our own
// rules, prints one problem per line and exits 1 when any error is found.
// Redocly's core is ESM-only, so the Jest test runs this script in a child
// process instead of importing it.
import {resolve} from 'node:path';
import {createConfig, lint} from '@redocly/openapi-core';

/** Our additions to `recommended`; each one names what it protects. */
export const RULES = {
  // Every 2xx/4xx body a reader sees must come with an example.
  'rule/media-type-example': {
    subject: {type: 'MediaType'},
    assertions: {requireAny: ['example', 'examples']},
    message: 'Every request and response body needs an example.',
    severity: 'error',
  },
  // The generated pages are bilingual: each operation carries both languages.
  'rule/operation-bilingual': {
    subject: {type: 'Operation'},
    assertions: {required: ['operationId', 'summary', 'description', 'x-summary-en', 'x-description-en']},
    message: 'Every operation needs operationId, summary/description (zh) and x-summary-en/x-description-en.',
    severity: 'error',
  },
  // Every operation names the source files that support it (x-sources, copied into the pages'
  // `sources:`); the entries' form is checked by tests/unit/openapi.test.ts and the generator.
  // Specification extensions (x-…) are legal on an Operation, so the recommended rules accept them.
  'rule/operation-sources': {
    subject: {type: 'Operation'},
    assertions: {required: ['x-sources']},
    message: 'Every operation needs x-sources: the source files that support it.',
    severity: 'error',
  },
  'operation-2xx-response': 'error',
  'no-unresolved-refs': 'error',
  'operation-operationId-unique': 'error',
  'path-parameters-defined': 'error',
  'security-defined': 'error',
  'no-invalid-media-type-examples': 'error',
  // Most operations document no 4xx response; the facts list them where known.
  'operation-4xx-response': 'off',
  'info-license': 'off',
  'info-license-url': 'off',
  'no-server-example.com': 'off',
};

export async function lintFile(file) {
  const config = await createConfig({extends: ['recommended'], rules: RULES});
  const problems = await lint({ref: resolve(file), config});
  return problems.map((p) => ({
    severity: p.severity,
    rule: p.ruleId,
    message: p.message,
    where: p.location?.[0]?.pointer ?? '',
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `--json a.yaml b.yaml …` prints {file: problems[]} for the unit test.
  const args = process.argv.slice(2);
  if (args[0] === '--json') {
    const result = {};
    for (const file of args.slice(1)) result[file] = await lintFile(file);
    console.log(JSON.stringify(result));
  } else {
    const file = args[0] ?? 'openapi/rainbond.yaml';
    const problems = await lintFile(file);
    for (const p of problems) console.log(`${p.severity}\t${p.rule}\t${p.where}\t${p.message}`);
    const errors = problems.filter((p) => p.severity === 'error').length;
    console.log(`${file}: ${errors} error(s), ${problems.length - errors} warning(s)`);
    process.exit(errors ? 1 : 0);
  }
}
