import {test, expect, locales, openPage, type Locale} from './fixtures';
import type {LocalizedText} from '../../src/types/localized';
import type {Page} from '@playwright/test';

// The install-command generator on /helm/ and a cloud page (/ack/), in both
// languages: it renders, turns the form into commands in the browser, copies
// them, refuses an invalid address inline, and fits a 360 px screen.

test.use({permissions: ['clipboard-read', 'clipboard-write']});

interface PageCase {
  path: string;
  heading: LocalizedText;
  gatewayLabel: LocalizedText;
  nodeName: string;
}

const pages: PageCase[] = [
  {
    path: '/helm/',
    heading: {zh: '在 Kubernetes 上用 Helm 安装 Rainbond', en: 'Install Rainbond on Kubernetes with Helm'},
    gatewayLabel: {zh: '网关地址', en: 'Gateway address'},
    nodeName: 'goodrain163',
  },
  {
    path: '/ack/',
    heading: {zh: '在阿里云 ACK 上安装 Rainbond', en: 'Install Rainbond on Alibaba Cloud ACK'},
    gatewayLabel: {zh: 'SLB 公网 IP', en: 'SLB public IP'},
    nodeName: 'cn-zhangjiakou.10.22.197.170',
  },
];

const ui = {
  zh: {
    node1: '网关节点 1',
    nodeName: '节点名称',
    externalIP: '外网 IP',
    internalIP: '内网 IP',
    output: '安装命令',
    copySet: '复制完整命令',
    copied: '已复制',
    ipError: '请输入有效的 IPv4 地址',
    advanced: '高级配置（可选）',
  },
  en: {
    node1: 'Gateway node 1',
    nodeName: 'Node name',
    externalIP: 'External IP',
    internalIP: 'Internal IP',
    output: 'Install commands',
    copySet: 'Copy full command',
    copied: 'Copied',
    ipError: 'Enter a valid IPv4 address',
    advanced: 'Advanced settings (optional)',
  },
} as const;

async function fillBasics(page: Page, locale: Locale, c: PageCase, ip: string): Promise<void> {
  const t = ui[locale];
  await page.getByLabel(c.gatewayLabel[locale]).fill(ip);
  const row = page.getByRole('group', {name: t.node1, exact: true});
  await row.getByLabel(t.nodeName).fill(c.nodeName);
  await row.getByLabel(t.externalIP).fill('10.22.197.170');
  await row.getByLabel(t.internalIP).fill('10.22.197.170');
}

for (const locale of locales) {
  for (const c of pages) {
    test.describe(`install generator ${locale} ${c.path}`, () => {
      const t = ui[locale];

      test('shows its heading and the form', async ({page, problems}) => {
        await openPage(page, locale, c.path);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(c.heading[locale]);
        await expect(page.getByLabel(c.gatewayLabel[locale])).toBeVisible();
        await expect(page.getByRole('group', {name: t.node1, exact: true})).toBeVisible();
        // Advanced settings start collapsed.
        await expect(page.locator('form details')).not.toHaveAttribute('open', /.*/);
        expect(problems.errors).toEqual([]);
      });

      test('generates the command from the entered values and copies it', async ({page}) => {
        await openPage(page, locale, c.path);
        const output = page.getByRole('region', {name: t.output, exact: true});
        await expect(output.locator('pre')).toHaveCount(0);

        await fillBasics(page, locale, c, '121.89.194.127');

        const setCommand = output.locator('pre#ig-set');
        await expect(setCommand).toContainText('Cluster.gatewayIngressIPs=121.89.194.127');
        await expect(setCommand).toContainText(`Cluster.nodesForGateway[0].name=${c.nodeName}`);
        await expect(setCommand).toContainText('Cluster.nodesForGateway[0].internalIP=10.22.197.170');
        await expect(setCommand).toContainText('rainbond rainbond/rainbond-cluster -n rbd-system');
        await expect(output.locator('pre#ig-values')).toContainText('gatewayIngressIPs: 121.89.194.127');
        await expect(output.locator('pre#ig-values')).toContainText(`name: ${c.nodeName}`);
        await expect(output.locator('pre#ig-commands')).toContainText(
          'helm install rainbond rainbond/rainbond-cluster -f values.yaml -n rbd-system',
        );

        await output.getByRole('button', {name: t.copySet, exact: true}).click();
        await expect(output.getByRole('status').filter({hasText: t.copied})).toBeVisible();
        const clipboard = await page.evaluate(() => navigator.clipboard.readText());
        expect(clipboard).toBe(await setCommand.textContent());
        expect(clipboard).toContain('--set Cluster.gatewayIngressIPs=121.89.194.127');
      });

      test('an invalid IP shows the inline message and no command', async ({page}) => {
        await openPage(page, locale, c.path);
        const output = page.getByRole('region', {name: t.output, exact: true});
        await fillBasics(page, locale, c, '121.89.194.127');
        await expect(output.locator('pre')).not.toHaveCount(0);

        const gateway = page.getByLabel(c.gatewayLabel[locale]);
        await gateway.fill('121.89.194.300');
        await gateway.blur();

        await expect(gateway).toHaveAttribute('aria-invalid', 'true');
        const message = page.locator('#ig-gateway-error');
        await expect(message).toBeVisible();
        await expect(message).toContainText(t.ipError);
        await expect(gateway).toHaveAttribute('aria-describedby', /(^|\s)ig-gateway-error(\s|$)/);
        await expect(output.locator('pre')).toHaveCount(0);

        await gateway.fill('121.89.194.30');
        await expect(message).toHaveCount(0);
        await expect(output.locator('pre#ig-set')).toContainText('Cluster.gatewayIngressIPs=121.89.194.30');
      });

      test('fits a 360 px wide screen without horizontal scrolling', async ({page}) => {
        await page.setViewportSize({width: 360, height: 780});
        await openPage(page, locale, c.path);
        await fillBasics(page, locale, c, '121.89.194.127');
        await page.getByText(t.advanced, {exact: true}).click();
        await expect(page.locator('form details')).toHaveAttribute('open', '');
        await expect(page.locator('pre#ig-set')).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      });
    });
  }
}
