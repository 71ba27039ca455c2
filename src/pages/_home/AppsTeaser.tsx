import '@page-translations/home';
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {openSourceApps, type AppTag} from '@site/src/data/apps';
import {tagLabel} from '../opensourceApps/_components/tagLabels';
import pageStyles from '../index.module.css';
import styles from './home.module.css';

/** Area tags offered as shortcuts into the filtered apps page. */
const shortcutTags: AppTag[] = ['microservice', 'observability', 'logging', 'messaging', 'bigdata', 'devtools', 'plugin'];

const count = (tag: AppTag) => openSourceApps.filter((app) => app.tags.includes(tag)).length;

/** Home page section: a glimpse of the curated apps, with shortcuts by tag. */
export default function AppsTeaser(): ReactNode {
  const names = openSourceApps.map((app) => app.name);
  return (
    <section className={clsx(pageStyles.section, pageStyles.sectionAlt)} aria-labelledby="home-apps">
      <div className={clsx('container', styles.teaser)}>
        <Heading as="h2" id="home-apps" className={pageStyles.sectionTitle}>
          <Translate id="home.apps.title">精选开源应用</Translate>
        </Heading>
        <p className={styles.sectionLead}>
          {translate(
            {
              id: 'home.apps.body',
              message:
                '{count} 款常用的开源软件和插件已经打包成应用模板，从开源应用商店一键安装到你的集群，组件、配置和依赖关系都包含在内。按用途挑一类看看：',
              description: 'Intro of the curated apps teaser; {count} is a number',
            },
            {count: names.length},
          )}
        </p>
        <ul
          className={styles.shortcuts}
          aria-label={translate({id: 'home.apps.shortcutsLabel', message: '按用途浏览精选应用'})}>
          {shortcutTags.map((tag) => (
            <li key={tag}>
              <Link className={styles.shortcut} to={`/opensourceApps?tag=${tag}`}>
                <span>{tagLabel(tag)}</span>{' '}
                <span className={styles.shortcutCount}>{count(tag)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.appNames}>
          {translate(
            {id: 'home.apps.names', message: '其中有 {names} 等。', description: 'List of some curated app names; {names} is a comma-separated list'},
            {names: names.slice(0, 8).join(translate({id: 'home.apps.namesSeparator', message: '、', description: 'Separator between app names in a list'}))},
          )}
        </p>
        <div className={pageStyles.actions}>
          <Link className="button button--primary" to="/opensourceApps">
            <Translate id="home.apps.browse">浏览全部精选应用</Translate>
          </Link>
        </div>
      </div>
    </section>
  );
}
