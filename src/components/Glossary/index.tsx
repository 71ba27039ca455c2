import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {glossary, type GlossaryTerm} from '@site/src/data/glossary';
import styles from './styles.module.css';

function Term({entry, locale}: {entry: GlossaryTerm; locale: 'zh' | 'en'}): ReactNode {
  // Register the anchor, so links to glossary#<id> pass the broken-anchor check.
  useBrokenLinks().collectAnchor(entry.id);
  const own = entry[locale];
  const other = locale === 'zh' ? entry.en : entry.zh;
  return (
    <>
      <dt id={entry.id} className={styles.term}>
        <a href={`#${entry.id}`} className={styles.anchor}>
          {own.term}
        </a>{' '}
        <span lang={locale === 'zh' ? 'en' : 'zh-CN'} className={styles.other}>
          {other.term}
        </span>
      </dt>
      <dd className={styles.definition}>
        <p>{own.definition}</p>
        {own.avoid.length > 0 && (
          <p className={styles.avoid}>
            <Translate id="glossary.avoid" description="Label before the variants of a term that writers should not use">
              不要写作：
            </Translate>
            {own.avoid.join(locale === 'zh' ? '、' : ', ')}
          </p>
        )}
      </dd>
    </>
  );
}

/** The product glossary (src/data/glossary.ts) in the current locale, one anchor per term. */
export default function Glossary(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale === 'en' ? 'en' : 'zh';
  return (
    <dl className={styles.list}>
      {glossary.map((entry) => (
        <Term key={entry.id} entry={entry} locale={locale} />
      ))}
    </dl>
  );
}
