import '@page-translations/apps';
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {OpenSourceApp} from '@site/src/data/apps';
import {inLocale} from '@site/src/types/localized';
import Monogram from './Monogram';
import {tagLabel} from './tagLabels';
import styles from './AppCard.module.css';

interface Props {
  app: OpenSourceApp;
  /** Current site locale; anything other than `en` shows the Chinese text. */
  locale: string;
}

export default function AppCard({app, locale}: Props): ReactNode {
  const titleId = `app-${app.id}-title`;
  const description = inLocale(app.description, locale);

  return (
    <article className={clsx('card', styles.card)} aria-labelledby={titleId}>
      <div className={clsx('card__header', styles.header)}>
        <Monogram name={app.name} />
        <div className={styles.heading}>
          <h3 id={titleId} className={styles.title}>
            {app.name}
          </h3>
          <ul
            className={styles.tags}
            aria-label={translate({
              id: 'apps.card.tagsLabel',
              message: '分类',
              description: 'Accessible name of the tag list on an app card',
            })}>
            {app.tags.map((tag) => (
              <li key={tag} className={clsx(styles.tag, styles[`tag_${tag}`])}>
                {tagLabel(tag)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={clsx('card__body', styles.body)}>
        <p className={styles.description}>{description}</p>
      </div>
      <div className={clsx('card__footer', styles.footer)}>
        <a
          className={styles.cardLink}
          href={app.website}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={translate(
            {
              id: 'apps.card.website.ariaLabel',
              message: '{name} 项目仓库（在新标签页打开）',
              description: 'Accessible name of the link to an app’s upstream repository',
            },
            {name: app.name},
          )}>
          <Translate id="apps.card.website" description="Link from an app card to the upstream project repository">
            项目仓库
          </Translate>
          <svg className={styles.linkIcon} aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
            <path
              fill="currentColor"
              d="M9 2h5v5h-1.5V4.56L7.03 10.03 5.97 8.97l5.47-5.47H9V2ZM3 4h4v1.5H3.5v7h7V9H12v4a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Z"
            />
          </svg>
        </a>
        {app.link ? (
          <Link
            className={styles.cardLink}
            to={app.link}
            aria-label={translate(
              {
                id: 'apps.card.guide.ariaLabel',
                message: '{name} 部署教程',
                description: 'Accessible name of the link to the article that deploys an app on Rainbond',
              },
              {name: app.name},
            )}>
            <Translate id="apps.card.guide" description="Link from an app card to the article that deploys it on Rainbond">
              部署教程
            </Translate>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
