/** The site's locales (config/i18n.ts): Chinese at `/`, English at `/en/`. */
export type Locale = 'zh' | 'en';

/** A text in both languages of the site, as the typed data modules (src/data/, page data) hold it. */
export interface LocalizedText {
  zh: string;
  en: string;
}

/** The text for `locale` (Docusaurus' `i18n.currentLocale`): English for `en`, Chinese otherwise. */
export function inLocale(text: LocalizedText, locale: string): string {
  return locale === 'en' ? text.en : text.zh;
}
