#!/usr/bin/env node
// `npm run search:train [-- --no-write] [-- --verbose]`: trains the search's second stage on the
// relevance benchmark's tuning queries over the built index (tools/search-relevance/train-ranker.ts),
// prints the cross-validation and writes src/search/rankerWeights.json. Needs build/ (npm run build).
import {fileURLToPath} from 'node:url';
import {importTsBundle} from '../importTs.mjs';

const {main} = await importTsBundle(fileURLToPath(new URL('train-ranker.ts', import.meta.url)));
main(process.argv.slice(2));
