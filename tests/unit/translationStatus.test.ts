import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import type {Root} from 'mdast';
import {HASH_FORMAT, normalisedContent, recordedHash, translationHash, withRecordedHash} from '../../plugins/translation-status/hash';
import {markPage} from '../../plugins/translation-status/mark';
import {pagePairs, pairOf} from '../../plugins/translation-status/pages';
import remarkTranslationNotice, {NOTICE_COMPONENTS, outdatedTranslation} from '../../plugins/translation-status/remark';
import {formatReport, pagesReport, type TranslationReport} from '../../plugins/translation-status/status';
import {ROOT} from './contentFiles';

// Issue 30: every English page records the version of its Chinese page it translates
// (`translation_of`); the status command reports outdated pages with the date and diff of the
// Chinese change, and the build puts a notice on them, in the page and in its Markdown twin.

const PAGE = `---
title: 快速安装
description: 用一条 Docker 命令启动 Rainbond。
sidebar_label: 快速安装
keywords:
  - 安装
sources:
  - goodrain/rainbond@v5.8.1-release:README.md
---

在一台Linux机器上运行下面的命令，大约需要5分钟。
安装完成后打开控制台。

## 准备工作 {#prepare}

\`\`\`bash
docker run -d rainbond:v5.8.1
\`\`\`
`;

describe('the hash of a Chinese page', () => {
  const hash = translationHash(PAGE);

  it('is ten hex digits', () => {
    expect(hash).toMatch(HASH_FORMAT);
  });

  it.each([
    ['spaces between Chinese and Latin (the content lint’s fix)', PAGE.replace('一台Linux机器', '一台 Linux 机器').replace('大约需要5分钟', '大约需要 5 分钟')],
    ['a reflowed paragraph', PAGE.replace('分钟。\n安装完成后', '分钟。安装完成后')],
    ['trailing spaces and tabs', PAGE.replace('打开控制台。', '打开控制台。  \t')],
    ['more blank lines', PAGE.replace('\n\n## 准备工作', '\n\n\n\n## 准备工作')],
    ['Windows line ends', PAGE.replace(/\n/g, '\r\n')],
    ['an ideographic space', PAGE.replace('快速安装\ndescription', '快速安装\u3000\ndescription')],
    ['indentation in a code block', PAGE.replace('docker run', '  docker run')],
  ])('ignores whitespace-only edits: %s', (_what, edited) => {
    expect(translationHash(edited)).toBe(hash);
  });

  it.each([
    ['sources', PAGE.replace('README.md', 'Makefile')],
    ['keywords', PAGE.replace('  - 安装\n', '  - 安装\n  - 部署\n')],
    ['slug, tags, authors, date, image, sidebar_position', PAGE.replace('---\n\n', 'slug: /install\ntags: [a]\nauthors: [rainbond]\ndate: 2022-01-01\nimage: /img/x.png\nsidebar_position: 3\n---\n\n')],
    ['translation_of', withRecordedHash(PAGE, '0123456789')],
    ['the order of the fields', PAGE.replace('title: 快速安装\ndescription: 用一条 Docker 命令启动 Rainbond。\n', 'description: 用一条 Docker 命令启动 Rainbond。\ntitle: 快速安装\n')],
    ['quoting a value', PAGE.replace('title: 快速安装', 'title: "快速安装"')],
  ])('ignores front matter that is not content: %s', (_what, edited) => {
    expect(translationHash(edited)).toBe(hash);
  });

  it.each([
    ['the title', PAGE.replace('title: 快速安装', 'title: 快速上手')],
    ['the description', PAGE.replace('启动 Rainbond。', '启动 Rainbond 单机版。')],
    ['the sidebar label', PAGE.replace('sidebar_label: 快速安装', 'sidebar_label: 安装')],
    ['one word of the text', PAGE.replace('大约需要', '至少需要')],
    ['punctuation', PAGE.replace('打开控制台。', '打开控制台！')],
    ['a heading id', PAGE.replace('{#prepare}', '{#before}')],
    ['a command in a code block', PAGE.replace('rainbond:v5.8.1', 'rainbond:v5.8.0')],
  ])('changes with the content: %s', (_what, edited) => {
    expect(translationHash(edited)).not.toBe(hash);
  });

  it('is taken of the content fields and the body, without whitespace', () => {
    expect(normalisedContent('---\ntitle: A b\nslug: x\n---\n\nc  d\n')).toBe('title=Ab\u0000description=\u0000sidebar_label=\u0000cd');
  });
});

describe('translation_of in an English page', () => {
  const english = '---\ntitle: Quick install\nsources:\n  - goodrain/rainbond@v5.8.1-release:README.md\n---\n\nRun one command.\n';

  it('is added as the last front matter line, quoted, leaving the rest byte for byte', () => {
    const marked = withRecordedHash(english, 'abcdef0123');
    expect(marked).toBe(english.replace('README.md\n---', 'README.md\ntranslation_of: "abcdef0123"\n---'));
    expect(recordedHash(marked)).toBe('abcdef0123');
  });

  it('is replaced in place, and reads back as a string even when it looks like a number', () => {
    const marked = withRecordedHash(withRecordedHash(english, 'abcdef0123'), '1234567890');
    expect(marked.match(/translation_of/g)).toHaveLength(1);
    expect(recordedHash(marked)).toBe('1234567890');
    expect(recordedHash(withRecordedHash(english, '12e4567890'))).toBe('12e4567890');
  });

  it('keeps Windows line ends and adds front matter to a page without any', () => {
    expect(withRecordedHash(english.replace(/\n/g, '\r\n'), 'abcdef0123')).toContain('README.md\r\ntranslation_of: "abcdef0123"\r\n---\r\n');
    expect(withRecordedHash('Text\n', 'abcdef0123')).toBe('---\ntranslation_of: "abcdef0123"\n---\n\nText\n');
    expect(recordedHash('Text\n')).toBeUndefined();
  });

  it('refuses what is not a hash', () => {
    expect(() => withRecordedHash(english, 'abc')).toThrow(/not a translation hash/);
  });
});

describe('pages and their twins', () => {
  it('pairs each Chinese page with its English path, from either side', () => {
    expect(pairOf(ROOT, 'docs/quick-start/architecture.md')).toEqual({
      section: 'docs',
      zh: 'docs/quick-start/architecture.md',
      en: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/architecture.md',
    });
    expect(pairOf(ROOT, join(ROOT, 'i18n/en/docusaurus-plugin-content-blog-case/2021-09-02-kgdata.md'))).toEqual({
      section: 'case',
      zh: 'case/2021-09-02-kgdata.md',
      en: 'i18n/en/docusaurus-plugin-content-blog-case/2021-09-02-kgdata.md',
    });
    expect(pairOf(ROOT, 'blog/2022-03-23-nacos/index.md')?.en).toBe('i18n/en/docusaurus-plugin-content-blog/2022-03-23-nacos/index.md');
    expect(pairOf(ROOT, 'src/pages/index.tsx')).toBeUndefined();
    expect(pairOf(ROOT, 'docs/_partial.md')).toBeUndefined();
  });

  it('covers every content section of the site', () => {
    const sections = new Set(pagePairs(ROOT).map((p) => p.section));
    expect([...sections].sort()).toEqual(['blog', 'case', 'community', 'docs', 'feature', 'usescene']);
  });
});

describe('the remark plugin', () => {
  const esm = (value: string) => ({type: 'mdxjsEsm', value}) as Root['children'][number];

  it('puts the notice after the imports and the # title of an outdated English page, and nothing into a current one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'translation-remark-'));
    try {
      const pair = {section: 'docs', zh: 'docs/a.md', en: 'i18n/en/docusaurus-plugin-content-docs/current/a.md'};
      for (const [file, text] of [[pair.zh, PAGE], [pair.en, '---\ntitle: A\n---\n\n# A\n\nText.\n']]) {
        mkdirSync(dirname(join(dir, file!)), {recursive: true});
        writeFileSync(join(dir, file!), text!);
      }
      const day = new Date().toISOString().slice(0, 10);
      utimesSync(join(dir, pair.zh), new Date(`${day}T12:00:00Z`), new Date(`${day}T12:00:00Z`));
      const tree = (): Root => ({
        type: 'root',
        children: [esm("import A from './a';"), {type: 'heading', depth: 1, children: [{type: 'text', value: 'A'}]}, {type: 'paragraph', children: []}],
      });
      const transform = remarkTranslationNotice();

      expect(outdatedTranslation(join(dir, pair.en))).toEqual({date: day, source: 'docs'});
      const outdated = tree();
      transform(outdated, {path: join(dir, pair.en)});
      expect(outdated.children.map((n) => n.type)).toEqual(['mdxjsEsm', 'mdxjsEsm', 'heading', 'mdxJsxFlowElement', 'paragraph']);
      expect((outdated.children[0] as {value: string}).value).toBe(`import RainbondTranslationNotice from '${NOTICE_COMPONENTS.docs}';`);
      expect(outdated.children[3]).toMatchObject({name: 'RainbondTranslationNotice', attributes: [{name: 'date', value: day}]});

      const chinese = tree();
      transform(chinese, {path: join(dir, pair.zh)});
      expect(chinese).toEqual(tree());

      markPage(dir, pair);
      expect(outdatedTranslation(join(dir, pair.en))).toBeUndefined();
      const current = tree();
      transform(current, {path: join(dir, pair.en)});
      expect(current).toEqual(tree());
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

/**
 * A copy of a small part of the site in a git repository of its own: two real page pairs (a
 * community page, a post) and a Chinese page without English, committed at fixed dates.
 */
describe('in a copy of the site, a Chinese page changes', () => {
  const DOC = {section: 'community', zh: 'community/contribution/document.md', en: 'i18n/en/docusaurus-plugin-content-docs-community/current/contribution/document.md'};
  const POST = {section: 'blog', zh: 'blog/2022-04-11-apollo.md', en: 'i18n/en/docusaurus-plugin-content-blog/2022-04-11-apollo.md'};
  const NEW = 'docs/quick-start/new-page.md';
  /** Added to the first paragraph of the Chinese page: the change the English page has not followed. */
  const ADDED = '每条规则都说明能否自动修复。';
  let site: string;
  const commits: Record<string, string> = {};

  const git = (args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd: site,
      encoding: 'utf8',
      env: {...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com', ...(date ? {GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date} : {})},
    }).trim();
  const edit = (file: string, fn: (text: string) => string) => writeFileSync(join(site, file), fn(readFileSync(join(site, file), 'utf8')));
  const commit = (name: string, date: string) => {
    git(['add', '-A']);
    git(['commit', '-q', '-m', name], date);
    commits[name] = git(['rev-parse', 'HEAD']);
  };
  const report = () => pagesReport(site);
  const page = (r: Pick<TranslationReport, 'pages'>, zh: string) => r.pages.find((p) => p.zh === zh)!;

  /** The first paragraph of a page's body (a line after the front matter that is not a heading). */
  const firstParagraph = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n').find((l) => l.trim() && !/^(#|import |:::|<)/.test(l))!;

  beforeAll(() => {
    site = mkdtempSync(join(tmpdir(), 'translation-site-'));
    for (const file of [DOC.zh, DOC.en, POST.zh, POST.en]) cpSync(join(ROOT, file), join(site, file));
    cpSync(join(ROOT, 'docs/quick-start/architecture.md'), join(site, NEW));
    // As reviewed current (whatever the state of the site's own pages when this runs).
    markPage(site, DOC);
    markPage(site, POST);
    git(['init', '-q']);
    commit('as in the site', '2026-01-10T10:00:00+08:00');
  });
  afterAll(() => rmSync(site, {recursive: true, force: true}));

  it('starts with both twins up to date and the page without English missing', () => {
    const r = report();
    expect(r.pages.map((p) => [p.zh, p.status])).toEqual([
      [NEW, 'missing'],
      [DOC.zh, 'current'],
      [POST.zh, 'current'],
    ]);
    expect(r.counts.total).toEqual({current: 2, outdated: 0, missing: 1});
    expect(r.counts.docs).toEqual({current: 0, outdated: 0, missing: 1});
    expect(r.counts.case).toEqual({current: 0, outdated: 0, missing: 0});
  });

  it('keeps a twin up to date through whitespace and keyword edits', () => {
    edit(POST.zh, (t) => t.replace(/\n\n/g, '\n\n\n').replace(/^keywords:\n/m, 'keywords:\n  - 配置中心\n'));
    commit('whitespace and keywords', '2026-02-01T10:00:00+08:00');
    expect(page(report(), POST.zh).status).toBe('current');
  });

  it('lists the twin of a changed page as outdated, with the date of the change and the diff since the recorded version', () => {
    const recorded = translationHash(readFileSync(join(site, DOC.zh), 'utf8'));
    const before = firstParagraph(readFileSync(join(site, DOC.zh), 'utf8'));
    edit(DOC.zh, (t) => t.replace(before, `${before}${ADDED}`));
    commit('content change', '2026-03-05T10:00:00+08:00');
    // A later whitespace-only commit does not move the date of the change.
    edit(DOC.zh, (t) => `${t}\n\n`);
    commit('whitespace', '2026-04-01T10:00:00+08:00');

    const doc = page(report(), DOC.zh);
    expect(doc.status).toBe('outdated');
    expect(doc.recorded).toBe(recorded);
    expect(doc.hash).not.toBe(recorded);
    expect(doc.history?.changed).toEqual({date: '2026-03-05', commit: commits['content change']});
    expect(doc.history?.since).toEqual({commit: commits['as in the site'], date: '2026-01-10'});
    expect(doc.history?.diff).toContain(`\n-${before}\n+${before}${ADDED}\n`);
    expect(doc.history?.diff).toMatch(/^--- community\/contribution\/document\.md @ [0-9a-f]{10} \(recorded\)\n\+\+\+ community\/contribution\/document\.md \(now\)\n@@/);
  });

  it('prints the report: a line per page, the date and diff of each outdated page, a count per section', () => {
    const r = {...report(), strings: null};
    const text = formatReport(r);
    expect(text).toContain(`  outdated    ${DOC.en}\n`);
    expect(text).toContain(`  up to date  ${POST.en}\n`);
    expect(text).toContain(`  missing     i18n/en/docusaurus-plugin-content-docs/current/quick-start/new-page.md\n`);
    expect(text).toContain('Chinese content changed on 2026-03-05');
    expect(text).toMatch(new RegExp(`^ {4}\\+.*${ADDED}$`, 'm'));
    expect(text).toMatch(/section\s+up to date\s+outdated\s+missing\ndocs\s+0\s+0\s+1\ncommunity\s+0\s+1\s+0\nblog\s+1\s+0\s+0\n[\s\S]*total\s+1\s+1\s+1\n?$/);
    const brief = formatReport(r, {brief: true});
    expect(brief).not.toContain(POST.en);
    expect(brief).not.toContain('@@');
    const strings = {
      ok: false,
      files: [
        {file: 'i18n/en/code.json', keys: 3, missing: ['home.new'], stale: ['home.old'], untranslated: ['home.zh']},
        {file: 'i18n/en/docusaurus-theme-classic/navbar.json', keys: 2, missing: [], stale: [], untranslated: []},
      ],
    };
    const withStrings = formatReport({...r, strings});
    expect(withStrings).toContain('  needs work  i18n/en/code.json: 3 keys\n      missing: home.new\n      still Chinese: home.zh\n      no longer used: home.old\n');
    expect(withStrings).toContain('  up to date  i18n/en/docusaurus-theme-classic/navbar.json: 2 keys\n');
    expect(withStrings.trimEnd().split('\n').at(-1)).toBe('strings     4 up to date, 1 still Chinese, 1 missing, 1 no longer used (2 catalogues)');
  });

  it('says when the history cannot give the diff, and dates an uncommitted change by the file', () => {
    const en = readFileSync(join(site, DOC.en), 'utf8');
    try {
      writeFileSync(join(site, DOC.en), withRecordedHash(en, '0123456789'));
      expect(page(report(), DOC.zh).history?.note).toBe(
        `no commit of ${DOC.zh} has the recorded version 0123456789: it was marked against an uncommitted version, or the value was edited by hand`,
      );
      writeFileSync(join(site, DOC.en), en.replace(/^translation_of:.*\n/m, ''));
      expect(page(report(), DOC.zh)).toMatchObject({status: 'outdated', history: {note: 'the English page records no version (translation_of)'}});
    } finally {
      writeFileSync(join(site, DOC.en), en);
    }
    edit(POST.zh, (t) => t.replace('Apollo', 'Apollo 配置中心'));
    utimesSync(join(site, POST.zh), new Date('2026-05-06T12:00:00Z'), new Date('2026-05-06T12:00:00Z'));
    expect(page(report(), POST.zh).history?.changed).toEqual({date: '2026-05-06', note: 'changed since the last commit: the date is the file’s'});
    git(['checkout', '--', POST.zh]);
  });

  describe('the built English page and its Markdown twin', () => {
    const render = () =>
      (JSON.parse(execFileSync('node', [join(__dirname, 'fixtures/translations/render.mjs'), join(site, DOC.en), '/en/community/contribution/document'], {encoding: 'utf8', timeout: 60_000})) as {html: string}).html;
    /** The twin plugins/llms writes for a page with `html` at the top of its text (fixtures/llms/convert.cjs). */
    const twin = (html: string) => {
      const file = join(site, 'top.html');
      writeFileSync(file, html);
      const files = JSON.parse(execFileSync('node', [join(__dirname, 'fixtures/llms/convert.cjs'), 'en', file], {encoding: 'utf8', timeout: 60_000})) as Record<string, string>;
      return files['docs/fixture.md']!;
    };
    const NOTICE =
      '> **This translation may be out of date.** The Chinese original of this page was updated on March 5, 2026, after this English version was written. [Read the Chinese original](https://www.rainbond.com/community/contribution/document)';

    it('shows the notice at the top, translated, dated and linking to the Chinese page; the twin carries it; after i18n:mark both are gone', () => {
      const html = render();
      const notice = /<div class="alert alert--warning notice" role="note" data-translation-notice="2026-03-05">[\s\S]*?<\/div>/.exec(html)?.[0];
      expect(notice).toBe(
        '<div class="alert alert--warning notice" role="note" data-translation-notice="2026-03-05"><p><strong>This translation may be out of date.</strong> ' +
          'The Chinese original of this page was updated on <time dateTime="2026-03-05">March 5, 2026</time>, after this English version was written. ' +
          '<a href="/community/contribution/document" hrefLang="zh-CN">Read the Chinese original</a></p></div>',
      );
      expect(html.indexOf(notice!)).toBe(0);
      expect(twin(html)).toContain(`# 夹具页面\n\n> 用来测试 Markdown 转换的页面：标签页、提示框、代码块、表格和图片。\n\n${NOTICE}\n\n`);

      const status = spawnSync('node', [join(ROOT, 'tools/i18n.mjs'), 'status', `--root=${site}`, '--no-strings'], {encoding: 'utf8', timeout: 60_000});
      expect(status.stdout).toContain(`  outdated    ${DOC.en}\n`);
      expect(status.stdout).toMatch(new RegExp(`^ {4}\\+.*${ADDED}$`, 'm'));
      expect(status.status).toBe(1); // the page without English
      const mark = spawnSync('node', [join(ROOT, 'tools/i18n.mjs'), 'mark', `--root=${site}`, join(site, DOC.zh)], {encoding: 'utf8', timeout: 60_000});
      expect(mark.stdout).toContain(`marked   ${DOC.en}  translation_of: ${translationHash(readFileSync(join(site, DOC.zh), 'utf8'))}`);
      expect(mark.status).toBe(0);
      expect(page(report(), DOC.zh).status).toBe('current');
      const after = render();
      expect(after).not.toContain('data-translation-notice');
      expect(after).toContain('</h2>');
      // (The guide's own text mentions the notice, so the test looks for the notice's quote itself.)
      expect(twin(after)).not.toContain('> **This translation may be out of date.**');
    }, 120_000);
  });
});

describe('npm run i18n:status on the site', () => {
  it('writes the report as JSON: every page with its status, and counts per section', () => {
    const res = spawnSync('node', [join(ROOT, 'tools/i18n.mjs'), 'status', '--json', '--no-strings'], {cwd: ROOT, encoding: 'utf8', timeout: 60_000});
    expect(res.status).toBe(0);
    const r = JSON.parse(res.stdout) as TranslationReport;
    expect(r.pages).toHaveLength(pagePairs(ROOT).length);
    expect(Object.keys(r.counts)).toEqual(['docs', 'community', 'blog', 'case', 'feature', 'usescene', 'total']);
    expect(r.counts.total!.missing).toBe(0);
    expect(r.counts.total!.current + r.counts.total!.outdated).toBe(r.pages.length);
    expect(r.strings).toBeNull();
  });
});
