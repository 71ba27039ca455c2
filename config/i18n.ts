import type {Config} from '@docusaurus/types';
import {siteEnv} from './env';

export const i18n = {
  defaultLocale: 'zh',
  path: siteEnv.i18nPath,
  locales: ['zh', 'en'],
  localeConfigs: {
    zh: {label: '简体中文', direction: 'ltr', htmlLang: 'zh-CN'},
    en: {label: 'English', direction: 'ltr', htmlLang: 'en'},
  },
} satisfies Config['i18n'];

/**
 * Translation ids that only some pages use (`home.*` …): their messages are
 * bundled with those pages instead of the `main` chunk of every page
 * (plugins/page-translations). A file using such ids imports
 * `@page-translations/<namespace>` first.
 */
export const pageTranslationNamespaces = [
  'home',
  'installGen',
  'helmPage',
  'ackPage',
  'ccePage',
  'tkePage',
  'enterprise',
  'wechat',
  'apps',
  'supportModal',
  // The notice on an outdated English page (src/components/TranslationNotice): only those pages load it.
  'translationNotice',
  // Theme texts of a lazily loaded page: imported by the src/theme/SearchPage wrapper.
  'theme.SearchPage',
  // The not-found page's texts, its suggestions included (src/theme/NotFound/Content).
  'theme.NotFound',
] as const;
