import jsQR from 'jsqr';
import sharp from 'sharp';
import type {LoadContext} from '@docusaurus/types';
import {links} from '../../config/links';
import qrCodesPlugin, {PLUGIN_NAME, localizeUrl, type QrCodesData} from '../../plugins/qr-codes';

// The build-time QR codes of the /wechat/ page (plugins/qr-codes): what the plugin publishes is
// drawn the way a browser would (librsvg, through sharp) and read back with a QR scanner (jsQR),
// so each code must scan to the address it is published with.

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

/** Draws the SVG at about 8 pixels per module and returns what a QR scanner reads in it (null: nothing). */
async function scan(svg: string): Promise<string | null> {
  const {data, info} = await sharp(Buffer.from(svg), {density: 72 * 8})
    .flatten({background: '#ffffff'})
    .ensureAlpha()
    .raw()
    .toBuffer({resolveWithObject: true});
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
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

  it('draws each code as a scalable SVG that scans to its address', async () => {
    const {codes} = await published('zh');
    const entries = Object.entries(codes);
    expect(entries).toHaveLength(2);
    for (const [key, {url, svg}] of entries) {
      // A viewBox and no fixed size: the page scales it with CSS.
      const root = /^<svg\b[^>]*>/.exec(svg.trim())?.[0] ?? '';
      expect([key, /\sviewBox="0 0 \d+ \d+"/.test(root), /\swidth=/.test(root)]).toEqual([key, true, false]);
      expect([key, await scan(svg)]).toEqual([key, url]);
    }
  });

  it('points addresses inside the site to the English pages in the English build', async () => {
    const {codes} = await published('en', {
      inside: 'https://www.rainbond.com/community/support#wechat',
      outside: 'https://t.goodrain.com/d/2-rainbond',
    });
    expect(codes.inside.url).toBe('https://www.rainbond.com/en/community/support#wechat');
    expect(codes.outside.url).toBe('https://t.goodrain.com/d/2-rainbond');
    expect(await scan(codes.inside.svg)).toBe('https://www.rainbond.com/en/community/support#wechat');
    expect(await scan(codes.outside.svg)).toBe('https://t.goodrain.com/d/2-rainbond');
  });

  it('leaves addresses alone in the default locale or without a locale context', () => {
    const url = 'https://www.rainbond.com/case';
    expect(localizeUrl(url, context('zh'))).toBe(url);
    expect(localizeUrl(url, undefined)).toBe(url);
    expect(localizeUrl(url, context('en'))).toBe('https://www.rainbond.com/en/case');
  });

  it('reads back nothing from a drawing that is not a code (the scanner is not fooled)', async () => {
    expect(await scan('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path fill="#000" d="M4 4h21v21H4z"/></svg>')).toBeNull();
  });
});
