// The checks of `npm run lint:content`, for one file at a time, in-process:
//   textlint  — glossary terms (glossary-terms for English, prh for Chinese, both fed
//               from src/data/glossary.ts), Chinese spacing and punctuation,
//               Chinese text left in English pages;
//   cspell    — US English spelling of English pages (cspell-lib's dictionaries, as a textlint rule);
//   markdownlint (the rules of .markdownlint-cli2.jsonc) — Markdown structure;
//   front matter — the writers' `sources:` list is well formed (config/sources.ts).
// createChecks() loads everything once; check() and fix() then run per file.
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {createLinter} from 'textlint';
import {TextlintKernelDescriptor} from '@textlint/kernel';
import {moduleInterop} from '@textlint/module-interop';
import markdownPlugin from '@textlint/textlint-plugin-markdown';
import prh from 'textlint-rule-prh';
import jaSpace from 'textlint-rule-ja-space-between-half-and-full-width';
import {getDefaultSettings, getDictionary, mergeSettings} from 'cspell-lib';
import {lint as markdownlint} from 'markdownlint/promise';
import {applyFixes} from 'markdownlint';
import noUntranslatedHan from './rules/no-untranslated-han.mjs';
import zhFullwidthPunctuation from './rules/zh-fullwidth-punctuation.mjs';
import {createSpellingRule} from './rules/spelling.mjs';
import {importTs} from '../importTs.mjs';
import {createGlossaryTermsRule} from './rules/glossary-terms.mjs';
import noEmptySections from './rules/no-empty-sections.mjs';
import {parse as parseYaml} from 'yaml';

const HERE = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(HERE, '..', '..');

/** The glossary module (TypeScript), compiled in memory. */
export async function loadGlossary() {
  return (await importTs(join(ROOT, 'src/data/glossary.ts'))).glossary;
}

/** "region (cluster side)" → "region": the word a writer types in a sentence. */
const bareTerm = (term) => term.replace(/\s*\(.*\)$/, '');

/** [variant, preferred term] pairs for the English glossary rule. */
export function englishTerms(glossary) {
  return glossary.flatMap(({en}) => en.avoid.map((variant) => [variant, bareTerm(en.term)]));
}

/** A prh dictionary (JSON is YAML) for textlint-rule-prh. */
export function chinesePrh(glossary) {
  const rules = glossary
    .filter(({zh}) => zh.avoid.length > 0)
    .map(({zh}) => ({expected: zh.term, patterns: [...zh.avoid], prh: `术语表用“${zh.term}”`}));
  return JSON.stringify({version: 1, rules});
}

// .mdx pages are read by the Markdown parser too: JSX and imports become Html
// nodes, which no rule looks into (textlint-plugin-mdx fails on Docusaurus MDX).
const plugins = [{pluginId: 'markdown', plugin: moduleInterop(markdownPlugin), options: {extensions: ['.mdx']}}];

function textlintFor(locale, glossary, dictionary) {
  const rules =
    locale === 'en'
      ? [
          {ruleId: 'glossary-terms', rule: createGlossaryTermsRule(englishTerms(glossary))},
          {ruleId: 'no-untranslated-han', rule: noUntranslatedHan},
          {ruleId: 'cspell', rule: createSpellingRule(dictionary)},
        ]
      : [
          {ruleId: 'prh', rule: moduleInterop(prh), options: {ruleContents: [chinesePrh(glossary)], checkLink: false, checkBlockQuote: true}},
          {ruleId: 'zh-space-between-cjk-latin', rule: moduleInterop(jaSpace), options: {space: 'always', exceptPunctuation: true}},
          {ruleId: 'zh-fullwidth-punctuation', rule: zhFullwidthPunctuation},
        ];
  return createLinter({descriptor: new TextlintKernelDescriptor({rules, plugins, filterRules: []})});
}

/** cspell's US English and software-term dictionaries plus the project word list. */
async function loadDictionary() {
  const words = readFileSync(join(HERE, 'project-words.txt'), 'utf8')
    .split('\n')
    .map((w) => w.trim())
    .filter((w) => w && !w.startsWith('#'));
  const settings = {
    language: 'en-US',
    words,
    dictionaries: ['en_us', 'softwareTerms', 'companies', 'k8s', 'docker', 'bash'],
  };
  return getDictionary(mergeSettings(await getDefaultSettings(), settings));
}

// MDX import/export lines are code; the Markdown parser would read them as a
// paragraph. They are blanked (same length, so lines and offsets stay) for textlint.
const ESM_LINE = /^(?:import|export)\s.*$/gm;
const forTextlint = (file, text) => (file.endsWith('.mdx') ? text.replace(ESM_LINE, (line) => ' '.repeat(line.length)) : text);
/** Puts the blanked ESM lines of `original` back into the fixed text. */
function restoreEsm(original, fixed) {
  const lines = original.split('\n');
  const esm = new Map(lines.flatMap((line, i) => (/^(?:import|export)\s/.test(line) ? [[i, line]] : [])));
  if (!esm.size) return fixed;
  return fixed.split('\n').map((line, i) => (esm.has(i) && line.trim() === '' ? esm.get(i) : line)).join('\n');
}

/** Messages of rules that speak Japanese (ja-space-between-half-and-full-width). */
const MESSAGES = {
  'zh-space-between-cjk-latin': 'Put a space between Chinese and Latin letters or digits (中文与英文、数字之间加空格)',
};

/**
 * @typedef {{file: string, line: number, rule: string, message: string}} Finding
 * @typedef {'zh' | 'en'} Locale
 */

const FRONT_MATTER = /^---\n([\s\S]*?)\n---(?:\n|$)/;

/** Findings about the front matter: `sources:` (config/sources.ts), when a page has it, must be well formed. */
function frontMatterFindings(file, text, sourceProblems) {
  const match = FRONT_MATTER.exec(text);
  if (!match) return [];
  let front;
  try {
    front = parseYaml(match[1]);
  } catch (error) {
    return [{file, line: 1, rule: 'frontmatter/yaml', message: `Front matter is not valid YAML: ${String(error.message).split('\n')[0]}`}];
  }
  if (!front || typeof front !== 'object' || !('sources' in front)) return [];
  const line = match[1].split('\n').findIndex((l) => /^sources:/.test(l)) + 2;
  return sourceProblems(front.sources, false).map((message) => ({file, line, rule: 'frontmatter/sources', message}));
}

export async function createChecks() {
  const {sourceProblems} = await importTs(join(ROOT, 'config/sources.ts'));
  const glossary = await loadGlossary();
  const dictionary = await loadDictionary();
  const textlint = {zh: textlintFor('zh', glossary), en: textlintFor('en', glossary, dictionary)};
  const mdConfig = JSON.parse(
    readFileSync(join(ROOT, '.markdownlint-cli2.jsonc'), 'utf8')
      .split('\n')
      .filter((l) => !l.trim().startsWith('//'))
      .join('\n'),
  );

  async function runMarkdownlint(file, text) {
    const result = await markdownlint({strings: {[file]: text}, config: mdConfig.config, customRules: [noEmptySections]});
    return result[file];
  }

  /** Every finding in `text` (the content of `file`, a page of `locale`). */
  async function check(file, text, locale) {
    /** @type {Finding[]} */
    const findings = frontMatterFindings(file, text, sourceProblems);
    const tl = await textlint[locale].lintText(forTextlint(file, text), file);
    for (const m of tl.messages) findings.push({file, line: m.line, rule: `textlint/${m.ruleId}`, message: MESSAGES[m.ruleId] ?? m.message.replace(/\s+/g, ' ')});
    for (const e of await runMarkdownlint(file, text)) {
      findings.push({file, line: e.lineNumber, rule: `markdownlint/${e.ruleNames.join('/')}`, message: e.ruleDescription + (e.errorDetail ? ` [${e.errorDetail}]` : '')});
    }
    return findings.sort((a, b) => a.line - b.line || a.rule.localeCompare(b.rule));
  }

  /** The text with every fix textlint and markdownlint can make applied. */
  async function fix(file, text, locale) {
    const fixed = restoreEsm(text, (await textlint[locale].fixText(forTextlint(file, text), file)).output);
    // Not MD034's fix: it wraps a bare URL in <…>, which MDX reads as JSX.
    const errors = (await runMarkdownlint(file, fixed)).filter((e) => !e.ruleNames.includes('MD034'));
    return applyFixes(fixed, errors);
  }

  return {check, fix};
}
