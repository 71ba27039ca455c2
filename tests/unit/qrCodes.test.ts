/** @jest-environment jsdom */
import {TextEncoder} from 'node:util';
import type {LoadContext} from '@docusaurus/types';
import * as QRCode from 'qrcode';
import {links} from '../../config/links';
import qrCodesPlugin, {PLUGIN_NAME, localizeUrl, type QrCodesData} from '../../plugins/qr-codes';

// The build-time QR codes of the /wechat/ page (plugins/qr-codes). The plugin
// runs in Node; jsdom is here only for its DOMParser, so give it Node's
// TextEncoder, which qrcode needs.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;

// As Docusaurus passes it while building a locale: both baseUrls already hold the locale.
function context(locale: 'zh' | 'en'): LoadContext {
  const baseUrl = locale === 'zh' ? '/' : '/en/';
  return {
    siteConfig: {url: 'https://www.rainbond.com', baseUrl},
    baseUrl,
    i18n: {defaultLocale: 'zh', currentLocale: locale, locales: ['zh', 'en']},
  } as unknown as LoadContext;
}

/** Runs contentLoaded with a fake `actions` and returns what the plugin published. */
async function published(locale: 'zh' | 'en', targets?: Record<string, string>): Promise<QrCodesData> {
  const plugin = qrCodesPlugin(context(locale), targets ? {targets} : {});
  const setGlobalData = jest.fn();
  const actions = {setGlobalData, addRoute: jest.fn(), createData: jest.fn()};
  await plugin.contentLoaded!({content: undefined, actions} as unknown as Parameters<NonNullable<typeof plugin.contentLoaded>>[0]);
  expect(setGlobalData).toHaveBeenCalledTimes(1);
  return setGlobalData.mock.calls[0][0] as QrCodesData;
}

function parseSvg(svg: string): SVGSVGElement {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.nodeName).toBe('svg');
  return doc.documentElement as unknown as SVGSVGElement;
}

/**
 * Reads the dark modules back out of the SVG: qrcode draws each run of dark
 * modules as `h<n>` on a path of absolute `M` and relative `m` moves, rows at
 * y + 0.5. Returns a size × size matrix without the quiet zone.
 */
function decodeModules(svg: SVGSVGElement, size: number, margin: number): boolean[] {
  const dark = svg.querySelector('path[stroke]')!.getAttribute('d')!;
  const grid = new Array<boolean>(size * size).fill(false);
  let x = 0;
  let y = 0;
  for (const [, cmd, args] of dark.matchAll(/([MmHhVv])([^MmHhVv]*)/g)) {
    const n = args.trim().split(/[\s,]+/).filter(Boolean).map(Number);
    if (cmd === 'M') [x, y] = n;
    else if (cmd === 'm') [x, y] = [x + n[0], y + n[1]];
    else if (cmd === 'h') {
      for (let i = 0; i < n[0]; i += 1) {
        const col = x + i - margin;
        const row = Math.floor(y) - margin;
        grid[row * size + col] = true;
      }
      x += n[0];
    } else throw new Error(`unexpected path command ${cmd}`);
  }
  return grid;
}

describe('QR code plugin', () => {
  it('is named as the page expects', () => {
    expect(qrCodesPlugin(context('zh')).name).toBe(PLUGIN_NAME);
    expect(PLUGIN_NAME).toBe('rainbond-qr-codes');
  });

  it('publishes one code for each configured WeChat address', async () => {
    const {codes} = await published('zh');
    expect(Object.keys(codes).sort()).toEqual(['wechatAssistant', 'wechatOfficialAccount']);
    expect(codes.wechatAssistant.url).toBe(links.wechatAssistant);
    expect(codes.wechatOfficialAccount.url).toBe(links.wechatOfficialAccount);
  });

  it('renders valid SVG that encodes exactly the QR matrix of the address', async () => {
    const {codes} = await published('zh');
    for (const {url, svg} of Object.values(codes)) {
      expect(svg.trim().startsWith('<svg')).toBe(true);
      const root = parseSvg(svg);
      expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
      // No fixed size: the page scales it with CSS.
      expect(root.hasAttribute('width')).toBe(false);

      const qr = QRCode.create(url);
      const size = qr.modules.size;
      const margin = 1;
      expect(root.getAttribute('viewBox')).toBe(`0 0 ${size + 2 * margin} ${size + 2 * margin}`);

      const expected = Array.from(qr.modules.data, (bit) => bit === 1);
      expect(decodeModules(root, size, margin)).toEqual(expected);
    }
  });

  it('gives different addresses different codes', async () => {
    const {codes} = await published('zh');
    expect(codes.wechatAssistant.svg).not.toBe(codes.wechatOfficialAccount.svg);
  });

  it('points addresses inside the site to the English pages in the English build', async () => {
    const {codes} = await published('en', {
      inside: 'https://www.rainbond.com/community/support#wechat',
      outside: 'https://t.goodrain.com/d/2-rainbond',
    });
    expect(codes.inside.url).toBe('https://www.rainbond.com/en/community/support#wechat');
    expect(codes.outside.url).toBe('https://t.goodrain.com/d/2-rainbond');
    const qr = QRCode.create(codes.inside.url);
    const root = parseSvg(codes.inside.svg);
    expect(decodeModules(root, qr.modules.size, 1)).toEqual(Array.from(qr.modules.data, (bit) => bit === 1));
  });

  it('leaves addresses alone in the default locale or without a locale context', () => {
    const url = 'https://www.rainbond.com/case';
    expect(localizeUrl(url, context('zh'))).toBe(url);
    expect(localizeUrl(url, undefined)).toBe(url);
    expect(localizeUrl(url, context('en'))).toBe('https://www.rainbond.com/en/case');
  });

  it('is registered in the site config', () => {
    const source = require('node:fs').readFileSync(require('node:path').join(__dirname, '../../docusaurus.config.ts'), 'utf8') as string;
    expect(source).toContain("'./plugins/qr-codes/index.ts'");
  });
});
