import {EXAMPLE_IP, TARGETS, exampleForm, generateInstall, targetSpec, type Target} from '../../src/lib/installCommand';

/**
 * What the Markdown twin of an install generator page (/helm, /ack, /cce, /tke) says in place of the
 * form: what the form asks for, and the files and commands it produces for the example inputs (the
 * form's placeholders). HTML, because it goes into the page before the HTML → Markdown conversion;
 * keyed `install-<target>` like the `data-llms-markdown` attribute on the generator.
 */
export function generatorReplacements(locale: string): Record<string, string> {
  return Object.fromEntries(TARGETS.map((target) => [`install-${target}`, generatorHtml(target, locale)]));
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function generatorHtml(target: Target, locale: string): string {
  const result = generateInstall(exampleForm(target));
  if (!result.ok) throw new Error(`llms: the example form of the ${target} generator does not validate: ${JSON.stringify(result.errors)}`);
  const node = targetSpec(target).nodeNameExample;
  const zh = locale === 'zh';
  const intro = zh
    ? `页面上的表单要求填写网关地址（<code>gatewayIngressIPs</code>）和至少一个网关节点（节点名、外网 IP、内网 IP），其余选项（高可用、外部数据库、外部 etcd、共享存储、镜像仓库、构建节点）默认关闭，开启后再填写。表单在浏览器里生成 <code>values.yaml</code> 和安装命令，不向任何服务器发送数据。下面是按表单占位符填写时的输出：网关地址 <code>${EXAMPLE_IP}</code>，一个名为 <code>${escapeHtml(node)}</code>、内外网 IP 都是 <code>${EXAMPLE_IP}</code> 的网关节点。`
    : `The form on this page asks for the gateway address (<code>gatewayIngressIPs</code>) and at least one gateway node (node name, external IP, internal IP). Everything else (high availability, external databases, external etcd, shared storage, image registry, build nodes) is off until you switch it on and fill it in. The form writes <code>values.yaml</code> and the install commands in the browser and sends nothing to any server. Below is its output for the form's placeholder values: gateway address <code>${EXAMPLE_IP}</code>, and one gateway node named <code>${escapeHtml(node)}</code> with <code>${EXAMPLE_IP}</code> as both its external and internal IP.`;
  return [
    `<p>${intro}</p>`,
    `<p><strong>values.yaml</strong></p>`,
    `<pre><code class="language-yaml">${escapeHtml(result.values.trimEnd())}</code></pre>`,
    `<p>${zh ? '安装命令（使用上面的 values.yaml）：' : 'Install commands (with the values.yaml above):'}</p>`,
    `<pre><code class="language-bash">${escapeHtml(result.commands)}</code></pre>`,
    `<p>${zh ? '不写 values.yaml、全部用 <code>--set</code> 参数的等价命令：' : 'The same installation with <code>--set</code> flags instead of a values.yaml:'}</p>`,
    `<pre><code class="language-bash">${escapeHtml(result.setCommand)}</code></pre>`,
  ].join('\n');
}
