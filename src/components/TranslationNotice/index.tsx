import '@page-translations/translationNotice';
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/**
 * "This translation may be out of date" at the top of an English page whose Chinese original changed
 * after it was translated (issue 30). plugins/translation-status/remark.ts puts `./Doc` or `./Post`
 * (which find the page's address) into such a page's MDX at build time, with the date of the Chinese
 * change; current pages never import them. No state and no effects: the server renders it, and it
 * reads the same with JavaScript off. Infima's warning alert gives it colours that keep their
 * contrast in light and dark mode. Its markup goes into the page's Markdown twin as a quote
 * (plugins/llms/rehype.ts).
 */
export interface TranslationNoticeProps {
  /** Day of the Chinese change, YYYY-MM-DD. */
  date: string;
  /** The English page's address, from which the Chinese page's follows. */
  permalink: string;
}

/** The same page in the default locale (Chinese): a full page load into the other locale's site. */
export function originalUrl(permalink: string, baseUrl: string, originalBaseUrl: string): string {
  return permalink.startsWith(baseUrl) ? `${originalBaseUrl}${permalink.slice(baseUrl.length)}` : permalink;
}

export default function TranslationNotice({date, permalink}: TranslationNoticeProps): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const original = i18n.localeConfigs[i18n.defaultLocale]!;
  const href = originalUrl(permalink, siteConfig.baseUrl, original.baseUrl);
  // As the theme's "last updated" date: the locale's long form, read in UTC so that the server and
  // every visitor's browser write the same day.
  const day = new Intl.DateTimeFormat(i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale, {dateStyle: 'long', timeZone: 'UTC'}).format(
    new Date(`${date}T00:00:00Z`),
  );
  return (
    <div className={`alert alert--warning ${styles.notice}`} role="note" data-translation-notice={date}>
      <p>
        <strong>
          <Translate id="translationNotice.title" description="Lead of the notice on a translated page whose original changed after it was translated">
            译文可能已过时。
          </Translate>
        </strong>{' '}
        <Translate
          id="translationNotice.body"
          description="The notice on a translated page whose original changed after it was translated; {date} is the day of that change"
          values={{date: <time dateTime={date}>{day}</time>}}>
          {'本页的中文原文已于 {date} 更新，译文可能还没有跟上。'}
        </Translate>{' '}
        <a href={href} hrefLang={original.htmlLang}>
          <Translate id="translationNotice.link" description="Link from the translation notice to the same page in the original language">
            阅读中文原文
          </Translate>
        </a>
      </p>
    </div>
  );
}
