import type {Config} from '@docusaurus/types';

export const i18n = {
  defaultLocale: 'zh',
  locales: ['zh', 'en'],
  localeConfigs: {
    zh: {label: '简体中文', direction: 'ltr', htmlLang: 'zh-CN'},
    en: {label: 'English', direction: 'ltr', htmlLang: 'en'},
  },
} satisfies Config['i18n'];
