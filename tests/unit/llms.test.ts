import {execFileSync} from 'node:child_process';
import {join} from 'node:path';
import {finishTwin, fixTwinLinks, mdxLeftovers, outsideCode, proseOf, renderLlmsTxt, twinPath} from '../../plugins/llms/twins';
import {admonitionLabel} from '../../plugins/llms/rehype';

/** plugins/llms run on tests/unit/fixtures/llms/page.html in a child process (see convert.cjs). */
function convert(locale: 'zh' | 'en'): Record<string, string> {
  const out = execFileSync('node', [join(__dirname, 'fixtures/llms/convert.cjs'), locale], {encoding: 'utf8', timeout: 60_000});
  return JSON.parse(out) as Record<string, string>;
}

describe('twin addresses', () => {
  test.each([
    ['/docs/quick-start/quick-install', '/', '/docs/quick-start/quick-install.md'],
    ['/docs/installation/', '/', '/docs/installation.md'],
    ['/en/docs/installation/', '/en/', '/en/docs/installation.md'],
    ['/blog/nacos', '/', '/blog/nacos.md'],
    ['/', '/', '/index.md'],
    ['/en/', '/en/', '/en/index.md'],
    ['/en', '/en/', '/en/index.md'],
    ['/docs/x#anchor', '/', '/docs/x.md'],
  ])('%s (base %s) → %s', (page, base, twin) => {
    expect(twinPath(page, base)).toBe(twin);
  });
});

describe('links in twins', () => {
  const origin = 'https://www.rainbond.com';
  const twins = new Set([`${origin}/docs/a.md`, `${origin}/docs/b.md`, `${origin}/index.md`]);
  const fix = (md: string, base = '/') => fixTwinLinks(md, origin, base, (url) => twins.has(url) || url === `${origin}/en/docs/a.md`);

  test('a page whose address ends in a slash links to its twin without the slash', () => {
    expect(fix('[b](https://www.rainbond.com/docs/b/.md#x)')).toBe('[b](https://www.rainbond.com/docs/b.md#x)');
    expect(fix('[a](https://www.rainbond.com/docs/a.md)')).toBe('[a](https://www.rainbond.com/docs/a.md)');
    expect(fix('[home](https://www.rainbond.com/.md)')).toBe('[home](https://www.rainbond.com/index.md)');
  });

  test('a link the converter left with the locale base doubled goes to the twin', () => {
    expect(fix('[a](https://www.rainbond.com/en/en/docs/a/#x)', '/en/')).toBe('[a](https://www.rainbond.com/en/docs/a.md#x)');
    expect(fix('[b](https://www.rainbond.com/en/en/docs/b/)', '/en/')).toBe('[b](https://www.rainbond.com/en/docs/b/)');
  });

  test('a page without a twin keeps its own address', () => {
    expect(fix('[blog](https://www.rainbond.com/blog/.md)')).toBe('[blog](https://www.rainbond.com/blog/)');
    expect(fix('[c](https://www.rainbond.com/docs/c.md#y)')).toBe('[c](https://www.rainbond.com/docs/c#y)');
  });

  test('other sites and code are left alone', () => {
    const other = '[readme](https://github.com/goodrain/rainbond/blob/main/README.md)';
    expect(fix(other)).toBe(other);
    const file = '[yaml](https://www.rainbond.com/openapi/rainbond.yaml) ![p](https://www.rainbond.com/img/a.svg)';
    expect(fix(file)).toBe(file);
    const code = '```md\n[c](https://www.rainbond.com/docs/c.md)\n```';
    expect(fix(code)).toBe(code);
  });
});

describe('finishing a twin', () => {
  test('title, description, no zero-width spaces or empty comments, single blank lines', () => {
    const md = finishTwin('# Old\n\n\n\nText\u200b<!-- -->more\n\n\n\n```bash\na\n\n\n\nb\n```\n', {title: '快速安装', description: '一条命令\n启动。'});
    expect(md).toBe('# 快速安装\n\n> 一条命令 启动。\n\nTextmore\n\n```bash\na\n\n\n\nb\n```\n');
  });

  test('a page without description gets only its title', () => {
    expect(finishTwin('Body', {title: 'T'})).toBe('# T\n\nBody\n');
  });

  test('outsideCode leaves fenced blocks byte for byte', () => {
    expect(outsideCode('x\n```\nx\n```\nx', (t) => t.replace(/x/g, 'y'))).toBe('y\n```\nx\n```\ny');
  });

  test('MDX leftovers are found in prose, not in code', () => {
    expect(mdxLeftovers("import Tabs from '@theme/Tabs';\n\n<Tabs groupId=\"os\">\ntext")).toEqual([
      "import Tabs from '@theme/Tabs';",
      '<Tabs groupId="os">',
    ]);
    expect(mdxLeftovers('```tsx\nimport A from "a";\n<A />\n```\n\nUse `<Tabs>` here.')).toEqual([]);
    // A block indented under a list item, closed at the same indent.
    expect(mdxLeftovers('1. Run:\n   ```bash\n   curl http://<EIP>:7070\n   ```\n2. <EIP> is set, \\<Pod> is text.')).toEqual(['<EIP>']);
  });
});

describe('llms.txt', () => {
  test('title, summary, details, then one section per group with one line per link', () => {
    const text = renderLlmsTxt({
      title: 'Rainbond',
      summary: 'Rainbond is\nan application platform.',
      details: 'See also.',
      sections: [
        {title: 'Quick start', links: [{title: 'Install [dind]', url: 'https://x/docs/a.md', description: 'One\ncommand.'}, {title: 'B', url: 'https://x/docs/b.md'}]},
        {title: 'Empty', links: []},
      ],
    });
    expect(text).toBe(
      '# Rainbond\n\n> Rainbond is an application platform.\n\nSee also.\n\n## Quick start\n\n- [Install \\[dind\\]](https://x/docs/a.md): One command.\n- [B](https://x/docs/b.md)\n',
    );
  });

  test('admonition labels are the theme labels of each locale', () => {
    expect(admonitionLabel('zh', 'warning')).toBe('注意');
    expect(admonitionLabel('zh', 'caution')).toBe('警告');
    expect(admonitionLabel('en', 'warning')).toBe('Warning');
    expect(admonitionLabel('en', 'note')).toBe('Note');
  });
});

describe.each(['zh', 'en'] as const)('conversion of a Docusaurus page (%s)', (locale) => {
  const base = locale === 'en' ? 'https://www.rainbond.com/en' : 'https://www.rainbond.com';
  let files: Record<string, string>;
  let twin: string;
  beforeAll(() => {
    files = convert(locale);
    twin = files['docs/fixture.md'] ?? '';
  }, 60_000);

  test('writes a twin per page and both llms files', () => {
    expect(Object.keys(files).sort()).toEqual(['docs/fixture.md', 'docs/other.md', 'llms-full.txt', 'llms.txt']);
  });

  test('starts with the title as the only # heading and the description as a quote', () => {
    expect(twin.startsWith('# 夹具页面\n\n> 用来测试 Markdown 转换的页面：标签页、提示框、代码块、表格和图片。\n\n')).toBe(true);
    expect(proseOf(twin).match(/^# /gm)).toHaveLength(1);
    expect(twin).not.toMatch(/^---$/m);
  });

  test('keeps Chinese text, emphasis and inline code; drops heading anchors, buttons, footer and navigation', () => {
    expect(twin).toContain('Rainbond 的**组件**运行在 `rbd-system` 之外的命名空间里');
    expect(twin).toContain('## 准备工作\n');
    expect(twin).not.toContain('\u200b');
    expect(twin).not.toMatch(/直接链接|编辑此页|下一页|面包屑|复制本页|查看 Markdown|立即生成命令/);
  });

  test('admonitions become blockquotes that keep their type and title', () => {
    const caution = locale === 'zh' ? '警告：不要用于生产' : 'Caution: 不要用于生产';
    expect(twin).toContain(`> **${caution}**\n>\n> 单机版只有一个节点。`);
    expect(twin).toContain(`> **${locale === 'zh' ? '注意' : 'Warning: 注意'}**\n>\n> 端口 \`7070\` 必须空闲。`);
  });

  test('every tab becomes a sub-heading followed by its content, the hidden one too', () => {
    expect(twin).toMatch(/## 准备工作[\s\S]*### Linux\n\nx86_64 机器：[\s\S]*### macOS\n\n在 macOS 上：/);
  });

  test('code blocks keep their language and exact content, imports and JSX included', () => {
    expect(twin).toContain('```bash\nexport EIP=<你的 IP 地址>\ndocker run -d \\\n\n  -e EIP=$EIP rainbond:v5.8.1-dind-allinone\n```');
    expect(twin).toContain("**src/App.tsx**\n\n```tsx\nimport Tabs from '@theme/Tabs';\nexport const App = () => <Tabs />;\n```");
    expect(mdxLeftovers(twin)).toEqual([]);
  });

  test('tables stay tables', () => {
    expect(twin).toMatch(/\| 端口 +\| 用途 +\|\n\| -+ \| -+ \|\n\| `7070` \| 控制台 +\|/);
  });

  test('images keep their alt text at an absolute address; an inlined picture becomes its caption', () => {
    expect(twin).toContain('![Rainbond 架构图：控制台与集群端](https://www.rainbond.com/assets/images/architecture.zh-45581c48.png)');
    expect(twin).toContain(locale === 'zh' ? '_图：数据流示意图_' : '_Figure: 数据流示意图_');
    expect(twin).not.toContain('data:image');
  });

  test('links are absolute: to the twin of a page that has one, to the page otherwise, other sites untouched', () => {
    expect(twin).toContain(`[另一页](${base}/docs/other.md)`);
    expect(twin).toContain(`[术语表](${base}/docs/glossary#component)`);
    expect(twin).toContain('[README](https://github.com/goodrain/rainbond/blob/main/README.md)');
  });

  test('the install generator form is replaced by its output for the example inputs', () => {
    expect(twin).toContain('```yaml\n# helm install rainbond rainbond/rainbond-cluster -f values.yaml -n rbd-system\n\nCluster:\n  enableHA: false\n  gatewayIngressIPs: 192.168.3.163\n');
    expect(twin).toContain('```bash\nkubectl create namespace rbd-system\nhelm repo add rainbond https://openchart.goodrain.com/goodrain/rainbond\n');
    expect(twin).toContain(locale === 'zh' ? '按表单占位符填写时的输出' : "output for the form's placeholder values");
  });

  test('llms.txt: title, summary, the full-text and OpenAPI links, then the sidebar section with a line per page', () => {
    const llms = files['llms.txt']!;
    expect(llms).toMatch(/^# Rainbond\n\n> \S/);
    expect(llms).toContain(`(${base}/llms-full.txt)`);
    expect(llms).toContain('(https://www.rainbond.com/openapi/rainbond.yaml)');
    expect(llms).toContain(`## 快速开始\n\n- [夹具页面](${base}/docs/fixture.md): 夹具页面的说明\n- [另一页](${base}/docs/other.md)\n`);
  });

  test('llms-full.txt holds every twin once, in sidebar order, with its source', () => {
    const full = files['llms-full.txt']!;
    expect(full.match(/^## 夹具页面$/gm)).toHaveLength(1);
    expect(full.indexOf('## 夹具页面')).toBeLessThan(full.indexOf('## 另一页'));
    expect(full).toContain(`: ${base}/docs/fixture\n`);
    // Headings moved one level down; comments in code did not.
    expect(full).toContain('### 准备工作');
    expect(full).toContain('```yaml\n# helm install');
  });
});
