import '@page-translations/translationNotice';
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import styles from './styles.module.css';

/**
 * "This translation may be out of date" at the top of an English page whose Chinese original changed
 * after it was translated (issue 30). plugins/translation-status/remark.ts puts it into such a page's
 * MDX at build time, with the date of the Chinese change; current pages never import it. It has no
 * state and no effects: the server renders it, and it reads the same with JavaScript off. Its markup
 * goes into the page's Markdown twin as a quote (plugins/llms/rehype.ts).
 */
export interface TranslationNoticeProps {
  /** Day of the Chinese change, YYYY-MM-DD. */
  date: string;
  /** Which content plugin renders the page: where its permalink comes from. */
  source: 'docs' | 'blog';
}

export default function TranslationNotice({date, source}: TranslationNoticeProps): ReactNode {
  return source === 'docs' ? <DocNotice date={date} /> : <PostNotice date={date} />;
}

function DocNotice({date}: {date: string}): ReactNode {
  return <Notice date={date} permalink={useDoc().metadata.permalink} />;
}

/** On a post's own page only: a list of posts shows no notice. */
function PostNotice({date}: {date: string}): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return isBlogPostPage ? <Notice date={date} permalink={metadata.permalink} /> : null;
}

/** The same page in the default locale (Chinese): a full page load into the other locale's site. */
export function originalUrl(permalink: string, baseUrl: string, originalBaseUrl: string): string {
  return permalink.startsWith(baseUrl) ? `${originalBaseUrl}${permalink.slice(baseUrl.length)}` : permalink;
}

export function Notice({date, permalink}: {date: string; permalink: string}): ReactNode {
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
