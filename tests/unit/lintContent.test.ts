import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {ROOT} from './contentFiles';

// `npm run lint:content` (tools/lint-content.mjs) on planted pages: each
// planted mistake fails the check with the right rule, and the corrected page
// passes. A file under i18n/en/ is an English page, anything else Chinese.

const FRONT = '---\ntitle: Planted\ndescription: A page planted by the unit tests.\n---\n\n';

/** name → [page with one mistake, the same page corrected, the rule that must report it] */
const cases: Record<string, [string, string, string]> = {
  'zh-term.md': ['在应用模版里配置组件。\n', '在应用模板里配置组件。\n', 'textlint/prh'],
  'zh-space.md': ['部署Java应用大约需要5分钟。\n', '部署 Java 应用大约需要 5 分钟。\n', 'textlint/zh-space-between-cjk-latin'],
  'zh-punctuation.md': ['安装完成后,打开控制台。\n', '安装完成后，打开控制台。\n', 'textlint/zh-fullwidth-punctuation'],
  'zh-code.md': ['## 安装 {#install}\n\n安装命令：\n\n```\nhelm install\n```\n', '## 安装 {#install}\n\n安装命令：\n\n```bash\nhelm install\n```\n', 'markdownlint/MD040/fenced-code-language'],
  'i18n/en/en-term.md': ['Install the plug-in on the component.\n', 'Install the plugin on the component.\n', 'textlint/glossary-terms'],
  'i18n/en/en-spelling.md': ['The gateway will recieve the request.\n', 'The gateway will receive the request.\n', 'textlint/cspell'],
  'i18n/en/en-british.md': ['Change the colour of the console.\n', 'Change the color of the console.\n', 'textlint/cspell'],
  'i18n/en/en-han.md': ['Our customers include 中国航空 and others.\n', 'Our customers include China Aviation (中国航空) and others.\n', 'textlint/no-untranslated-han'],
};

/** Never flagged: code, inline code and a UI label quoted as code. */
const alwaysClean: Record<string, string> = {
  'zh-code-spans.md': '运行 `helm install` 即可。\n\n```bash\necho 应用模版,部署Java应用\n```\n',
  'i18n/en/en-code-spans.md': 'Open the `Rainbond-开源` app; `plug-in` in code is fine.\n\n```bash\necho 中国航空 recieve\n```\n',
};

function plant(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lint-content-'));
  for (const [name, body] of Object.entries(pages)) {
    const file = join(dir, name);
    mkdirSync(dirname(file), {recursive: true});
    writeFileSync(file, FRONT + body);
  }
  return dir;
}

function lint(dir: string): {status: number | null; lines: string[]} {
  const res = spawnSync(process.execPath, [join(ROOT, 'tools/lint-content.mjs'), dir], {cwd: dir, encoding: 'utf8'});
  return {status: res.status, lines: res.stdout.split('\n').filter((l) => l && !l.startsWith('lint:content:'))};
}

describe('npm run lint:content', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, {recursive: true, force: true})));

  it('fails on every planted mistake, with the rule and line, and passes once it is corrected', () => {
    const bad = plant({...Object.fromEntries(Object.entries(cases).map(([n, [b]]) => [n, b])), ...alwaysClean});
    const good = plant({...Object.fromEntries(Object.entries(cases).map(([n, [, g]]) => [n, g])), ...alwaysClean});
    dirs.push(bad, good);

    const dirty = lint(bad);
    expect(dirty.status).toBe(1);
    for (const [name, [, , rule]] of Object.entries(cases)) {
      const hits = dirty.lines.filter((l) => l.startsWith(`${name}:`));
      expect([name, hits.some((l) => new RegExp(`^${name}:\\d+ ${rule} `).test(l))]).toEqual([name, true]);
    }
    // Code, inline code and UI labels quoted as code are never flagged.
    expect(dirty.lines.filter((l) => /code-spans/.test(l))).toEqual([]);

    const clean = lint(good);
    expect(clean.lines).toEqual([]);
    expect(clean.status).toBe(0);
  }, 120_000);

  it('checks the writers\' `sources:` list in the front matter', () => {
    const body = '组件的日志由 rbd-eventlog 收集，控制台按行展示。\n';
    const page = (sources: string) => `---\ntitle: Planted\ndescription: A page planted by the unit tests.\n${sources}---\n\n${body}`;
    const dir = mkdtempSync(join(tmpdir(), 'lint-content-'));
    dirs.push(dir);
    const pages: Record<string, string> = {
      'bad-form.md': page('sources:\n  - rainbond/worker/master/master.go\n'),
      'bad-repo.md': page('sources:\n  - goodrain/kubernetes@v1.24.0:pkg/kubelet/kubelet.go\n'),
      'bad-type.md': page('sources: goodrain/rainbond@v5.8.1-release:worker/master/master.go\n'),
      'bad-lines.md': page('sources:\n  - goodrain/rainbond@v5.8.1-release:worker/master/master.go#L40-L12\n'),
      'good.md': page('sources:\n  - goodrain/rainbond-operator@v5.8.1-release:controllers/handler/hub.go\n  - goodrain/rainbond@v5.8.1-release:worker/master/master.go#L12-L40\n'),
      'none.md': page(''),
    };
    for (const [name, text] of Object.entries(pages)) writeFileSync(join(dir, name), text);
    const {status, lines} = lint(dir);
    expect(status).toBe(1);
    for (const name of ['bad-form.md', 'bad-repo.md', 'bad-type.md', 'bad-lines.md']) {
      expect(lines.filter((l) => l.startsWith(`${name}:4 frontmatter/sources `))).toHaveLength(1);
    }
    expect(lines.filter((l) => /^(good|none)\.md:/.test(l))).toEqual([]);
  }, 120_000);
});
