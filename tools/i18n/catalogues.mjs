// Whether the English catalogues (i18n/en/code.json, the navbar, footer, sidebar and blog options JSON)
// hold exactly the keys the site uses, with English messages. Used by the test run's step "English
// catalogues up to date" (tools/run-tests.mjs) and by `npm run i18n:status`.
//
// `docusaurus write-translations --locale en` is run with I18N_PATH (config/env.ts) pointing at an
// empty temporary folder: it writes every catalogue afresh there, from the site's code and config,
// and the committed files are compared with them and never touched. A key only the fresh catalogues
// have is missing (a string added without its English entry); a key only ours have is stale.
// Only Node built-ins here: the test runner loads this before anything else works.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';

const CJK = /[\u3400-\u9fff]/;
/** Messages that are Chinese on purpose on the English site (as in tests/unit/translations.test.ts). */
const KEEP_CHINESE = new Set(['简体中文']);

function jsonFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.json'))
    .sort();
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});

/**
 * `{ok, files: [{file, keys, missing, stale, untranslated}], error?, output}` for the English
 * catalogues of the site at `root`. `output` is what write-translations printed.
 */
export function catalogueStatus(root = process.cwd()) {
  const tmp = mkdtempSync(join(tmpdir(), 'rainbond-catalogues-'));
  try {
    const res = spawnSync('npx', ['docusaurus', 'write-translations', '--locale', 'en'], {
      cwd: root,
      env: {...process.env, I18N_PATH: tmp},
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const output = `${res.stdout ?? ''}${res.stderr ?? ''}`;
    if (res.status !== 0) return {ok: false, files: [], error: 'docusaurus write-translations failed', output};
    const ours = join(root, 'i18n/en');
    const fresh = join(tmp, 'en');
    const files = [...new Set([...jsonFiles(ours), ...jsonFiles(fresh)])].sort().map((name) => {
      const old = readJson(join(ours, name));
      const now = readJson(join(fresh, name));
      return {
        file: relative(root, join(ours, name)),
        keys: Object.keys(old).length,
        missing: Object.keys(now).filter((key) => !(key in old)),
        stale: Object.keys(old).filter((key) => !(key in now)),
        untranslated: Object.entries(old)
          .filter(([, v]) => typeof v?.message === 'string' && CJK.test(v.message) && !KEEP_CHINESE.has(v.message))
          .map(([key]) => key),
      };
    });
    const ok = files.every((f) => f.missing.length === 0 && f.stale.length === 0 && f.untranslated.length === 0);
    return {ok, files, output};
  } finally {
    rmSync(tmp, {recursive: true, force: true});
  }
}

/** The test run's check: prints what is missing or stale, returns whether all keys match. */
export function cataloguesUpToDate(root = process.cwd()) {
  const status = catalogueStatus(root);
  if (status.error) {
    console.log(status.output);
    console.log(status.error);
    return false;
  }
  const missing = status.files.flatMap((f) => f.missing.map((key) => `${f.file}: ${key}`));
  const stale = status.files.flatMap((f) => f.stale.map((key) => `${f.file}: ${key}`));
  if (missing.length) {
    console.log('Keys missing from the English catalogues (run `npm run write-translations` and translate them):');
    for (const m of missing) console.log(`  ${m}`);
  }
  if (stale.length) {
    console.log('Keys no longer used by the site (delete them from the catalogues):');
    for (const m of stale) console.log(`  ${m}`);
  }
  console.log(`${status.files.length} catalogues, ${status.files.reduce((n, f) => n + f.keys, 0)} keys: ${missing.length} missing, ${stale.length} stale`);
  return missing.length === 0 && stale.length === 0;
}
