/**
 * Build-time QR codes: every configured address is rendered to an SVG string
 * while the site is built, so the pages ship plain markup and the browser never
 * loads a QR library. Pages read the result with
 * `usePluginData('rainbond-qr-codes')` (see src/pages/wechat/).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import * as QRCode from 'qrcode';
import {links} from '../../config/links';

export const PLUGIN_NAME = 'rainbond-qr-codes';

/** The addresses that get a QR code, under the key the pages use. */
export const defaultTargets = {
  wechatAssistant: links.wechatAssistant,
  wechatOfficialAccount: links.wechatOfficialAccount,
} as const;

export type QrCodeKey = keyof typeof defaultTargets;

export interface QrCode {
  /** The address encoded in the code (localised when it points into this site). */
  url: string;
  /** `<svg …>…</svg>` markup with a viewBox and no fixed size. */
  svg: string;
}

export interface QrCodesData {
  codes: Record<string, QrCode>;
}

export interface QrCodesOptions {
  /** Replaces the default targets (used by the unit tests). */
  targets?: Record<string, string>;
}

type LocaleContext = Pick<LoadContext, 'baseUrl' | 'i18n'> & {siteConfig: Pick<LoadContext['siteConfig'], 'url' | 'baseUrl'>};

/**
 * An address inside this site, in the locale being built: the English build
 * encodes `https://www.rainbond.com/en/case` for `https://www.rainbond.com/case`.
 * Other addresses are returned unchanged.
 */
export function localizeUrl(url: string, context: Partial<LocaleContext> | undefined): string {
  const siteConfig = context?.siteConfig;
  const i18n = context?.i18n;
  const localeBase = context?.baseUrl;
  if (!siteConfig || !i18n || !localeBase || i18n.currentLocale === i18n.defaultLocale) return url;
  const target = new URL(url);
  const site = new URL(siteConfig.url);
  // While a locale is built, Docusaurus gives both baseUrls with the locale
  // already in them (/en/); the site root is that less the locale segment.
  const suffix = `${i18n.currentLocale}/`;
  const root = localeBase.endsWith(suffix) ? localeBase.slice(0, -suffix.length) : siteConfig.baseUrl;
  if (target.origin !== site.origin || !target.pathname.startsWith(root) || localeBase === root) return url;
  target.pathname = localeBase + target.pathname.slice(root.length);
  return target.toString();
}

export function renderQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, {type: 'svg', margin: 1});
}

export default function qrCodesPlugin(context: LoadContext, options: QrCodesOptions = {}): Plugin<void> {
  const targets: Record<string, string> = options.targets ?? defaultTargets;
  return {
    name: PLUGIN_NAME,
    async contentLoaded({actions}) {
      const entries = await Promise.all(
        Object.entries(targets).map(async ([key, configured]): Promise<[string, QrCode]> => {
          const url = localizeUrl(configured, context);
          return [key, {url, svg: await renderQrSvg(url)}];
        }),
      );
      const data: QrCodesData = {codes: Object.fromEntries(entries)};
      actions.setGlobalData(data);
    },
  };
}
