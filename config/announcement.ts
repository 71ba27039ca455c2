import type {ThemeConfig} from '@docusaurus/preset-classic';
import type {Locale} from './env';
import {links} from './links';

/**
 * Theme translation files do not cover the announcement bar, so its HTML is
 * chosen per locale here. Changing `id` shows the bar again to visitors who
 * dismissed an earlier one (it is not closable today).
 */
const content: Record<Locale, (docs: string) => string> = {
  zh: (docs) =>
    `⭐️ 喜欢 Rainbond 的话，请到 <a target="_blank" rel="noopener noreferrer" href="${links.github}">GitHub</a> 给我们点个 Star！` +
    `最新版文档：<a href="${docs}">V5.8</a>`,
  en: (docs) =>
    `⭐️ If you like Rainbond, give it a star on <a target="_blank" rel="noopener noreferrer" href="${links.github}">GitHub</a>! ` +
    `Read the latest docs: <a href="${docs}">V5.8</a>`,
};

/** Changed here for a new announcement; ANNOUNCEMENT_ID (config/env.ts) overrides it for one build. */
export const ANNOUNCEMENT_ID = 'star-v5.8';

/**
 * Runs in <head>, before the theme's own inline script reads the dismissal:
 * a bar with a new id must show on the very first page view, but the theme
 * hides it with CSS until the next page load when an older bar had been
 * dismissed. Clearing the stale dismissal here fixes that.
 */
export function announcementResetScript(id: string = ANNOUNCEMENT_ID): string {
  return `try{var k='docusaurus.announcement.';if(localStorage.getItem(k+'id')!=='${id}'){localStorage.setItem(k+'dismiss','false')}}catch(e){}`;
}

export function announcementBar(
  locale: Locale,
  baseUrl: string,
  id: string = ANNOUNCEMENT_ID,
): NonNullable<ThemeConfig['announcementBar']> {
  const localeBase = locale === 'zh' ? baseUrl : `${baseUrl}${locale}/`;
  return {
    id,
    content: content[locale](`${localeBase}docs/`),
    backgroundColor: '#1b6fd6',
    textColor: '#ffffff',
    isCloseable: false,
  };
}
