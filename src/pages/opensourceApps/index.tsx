import '@page-translations/apps';
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {links} from '@site/config/links';
import PageHero, {ActionRow} from '@site/src/components/PageHero';
import {openSourceApps} from '@site/src/data/apps';
import AppCard from './_components/AppCard';
import Filters from './_components/Filters';
import {tagLabel} from './_components/tagLabels';
import {EMPTY_FILTER, countByTag, filterApps, filterToSearch, isFiltering, parseFilter, type AppFilter} from './_filter';
import styles from './styles.module.css';

/**
 * The filter lives in the query string (`?tag=observability&q=kafka`) so it
 * survives a reload and can be shared. The first render shows every app, as
 * the static HTML does; the query string is read once the page has hydrated.
 * While the visitor types, local state is the source of truth (the router
 * updates its location asynchronously) and each change replaces the history
 * entry instead of adding one.
 */
function useUrlFilter(): [AppFilter, (next: AppFilter) => void] {
  const location = useLocation();
  const history = useHistory();
  const [filter, setFilter] = useState<AppFilter>(EMPTY_FILTER);
  // The query string this page wrote last; any other one came from outside
  // (first load, back/forward, a link) and is read into the state.
  const written = useRef<string | null>(null);

  useEffect(() => {
    if (location.search === written.current) return;
    written.current = location.search;
    setFilter(parseFilter(location.search));
  }, [location.search]);

  const update = useCallback(
    (next: AppFilter) => {
      setFilter(next);
      const search = filterToSearch(next, location.search);
      if (search === written.current) return;
      written.current = search;
      history.replace({pathname: location.pathname, search, hash: location.hash});
    },
    [history, location.pathname, location.search, location.hash],
  );

  return [filter, update];
}

function Hero(): ReactNode {
  return (
    <PageHero
      glow="end"
      eyebrow={
        <Translate id="apps.hero.eyebrow" description="Small label above the curated apps page title">
          Rainbond 开源应用商店
        </Translate>
      }
      title={
        <Translate id="apps.hero.title" description="Main heading of the curated open-source apps page">
          精选开源应用，一键装进你的集群
        </Translate>
      }
      lead={[
        <Translate key="what" id="apps.hero.lead" description="Intro paragraph: what the curated apps are">
          这里收录的都是常用的开源项目，已经按 Rainbond 应用模型打包好，发布在好雨维护的开源应用商店里。组件、配置、存储和组件之间的依赖关系都包含在模板中，不需要自己写 Kubernetes YAML。
        </Translate>,
        <Translate key="howto" id="apps.hero.howto" description="Intro paragraph: how installing from the app store works">
          在 Rainbond 控制台完成开源应用商店的授权绑定后，搜索应用，选好团队、集群、所属应用和版本，点一下安装，Rainbond 就会把它部署好并启动。标为“插件”的条目则是装到现有组件上使用的。
        </Translate>,
      ]}
      actions={
        <>
          <a className="button button--primary button--lg" href={links.appStore} target="_blank" rel="noopener noreferrer">
            <Translate id="apps.hero.storeButton" description="Button to the online app store (external)">
              浏览开源应用商店
            </Translate>
          </a>
          <Link className="button button--secondary button--lg" to="/feature/appstore">
            <Translate id="apps.hero.featureButton" description="Button to the app store feature article">
              了解应用商店的工作方式
            </Translate>
          </Link>
        </>
      }
    />
  );
}

function Legend(): ReactNode {
  return (
    <dl className={styles.legend}>
      <div className={styles.legendItem}>
        <dt>
          <Translate id="apps.legend.application.term" description="Legend term for the Application tag">
            应用
          </Translate>
        </dt>
        <dd>
          <Translate id="apps.legend.application.text" description="Legend explanation of the Application tag">
            以独立组件运行，安装后就能通过网关访问或被其他组件依赖。
          </Translate>
        </dd>
      </div>
      <div className={styles.legendItem}>
        <dt>
          <Translate id="apps.legend.plugin.term" description="Legend term for the Plugin tag">
            插件
          </Translate>
        </dt>
        <dd>
          <Translate id="apps.legend.plugin.text" description="Legend explanation of the Plugin tag">
            绑定到已有组件上，以 Sidecar 或初始化容器的形式运行，用来采集日志、加载探针等，业务代码无需改动。
          </Translate>
        </dd>
      </div>
    </dl>
  );
}

function AppList({locale}: {locale: string}): ReactNode {
  const [filter, setFilter] = useUrlFilter();
  const searchInput = useRef<HTMLInputElement>(null);
  const options = useMemo(() => ({locale, tagLabel}), [locale]);
  const shown = useMemo(() => filterApps(openSourceApps, filter, options), [filter, options]);
  const counts = useMemo(() => countByTag(openSourceApps, filter.query, options), [filter.query, options]);
  const filtering = isFiltering(filter);
  const total = openSourceApps.length;

  const clear = () => {
    setFilter(EMPTY_FILTER);
    searchInput.current?.focus();
  };

  return (
    <section className="container" aria-labelledby="apps-list-heading">
      <div className={styles.sectionHead}>
        <h2 id="apps-list-heading" className={styles.sectionTitle}>
          <Translate id="apps.list.title" description="Heading above the grid of app cards">
            应用列表
          </Translate>
        </h2>
        <p className={styles.count} role="status" aria-live="polite" aria-atomic="true">
          {filtering
            ? translate(
                {
                  id: 'apps.filter.count',
                  message: '符合条件的应用 {count} 款，共 {total} 款',
                  description: 'Result count while the apps list is filtered; {count} and {total} are numbers',
                },
                {count: shown.length, total},
              )
            : translate(
                {
                  id: 'apps.list.count',
                  message: '共 {count} 款，按名称排序',
                  description: 'Number of apps shown on the page; {count} is a number',
                },
                {count: total},
              )}
        </p>
      </div>
      <Legend />
      <Filters filter={filter} counts={counts} onChange={setFilter} inputRef={searchInput} />
      {filtering && shown.length > 0 ? (
        <p className={styles.clearRow}>
          <button type="button" className={clsx('button button--sm button--outline button--secondary', styles.clearButton)} onClick={clear}>
            <Translate id="apps.filter.clear" description="Button that removes the tag and text filters of the apps page">
              清除筛选
            </Translate>
          </button>
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul className={clsx('row', styles.grid)} aria-labelledby="apps-list-heading">
          {shown.map((app) => (
            <li key={app.id} className={clsx('col col--4', styles.gridItem)}>
              <AppCard app={app} locale={locale} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <h3 className={styles.emptyTitle}>
            <Translate id="apps.filter.emptyTitle" description="Heading shown when no app matches the filters">
              没有找到符合条件的应用
            </Translate>
          </h3>
          <p className={styles.emptyText}>
            <Translate id="apps.filter.emptyText" description="Advice shown when no app matches the filters">
              换个关键词或分类试试，也可以清除筛选条件查看全部应用。这一页只是精选，开源应用商店里还有更多应用可以搜索。
            </Translate>
          </p>
          <div className={styles.emptyActions}>
            <button type="button" className="button button--primary" onClick={clear}>
              <Translate id="apps.filter.clear" description="Button that removes the tag and text filters of the apps page">
                清除筛选
              </Translate>
            </button>
            <a className="button button--secondary" href={links.appStore} target="_blank" rel="noopener noreferrer">
              <Translate id="apps.filter.emptyStore" description="Button from the empty result to the online app store (external)">
                去开源应用商店搜索
              </Translate>
            </a>
          </div>
        </div>
      )}
    </section>
  );
}

export default function OpenSourceAppsPage(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;

  return (
    <Layout
      title={translate({
        id: 'apps.meta.title',
        message: '精选开源应用',
        description: 'Browser tab title of the curated open-source apps page',
      })}
      description={translate({
        id: 'apps.meta.description',
        message: '可以从 Rainbond 开源应用商店一键安装的精选开源应用和插件：配置中心、链路追踪、日志、消息、大数据与研发工具。',
        description: 'Meta description of the curated open-source apps page',
      })}>
      <main className={styles.main}>
        <Hero />
        <AppList locale={locale} />

        <section className={styles.more} aria-labelledby="apps-more-heading">
          <div className="container">
            <h2 id="apps-more-heading" className={styles.sectionTitle}>
              <Translate id="apps.more.title" description="Heading of the closing section of the apps page">
                还没有装 Rainbond？
              </Translate>
            </h2>
            <p className={styles.moreText}>
              <Translate id="apps.more.text" description="Closing paragraph of the apps page">
                先用一条命令在本机或服务器上跑起 Rainbond，再回到这里挑选应用。商店里的应用远不止这一页，你也可以把自己打包好的应用发布到商店，分享给社区。
              </Translate>
            </p>
            <ActionRow>
              <Link className="button button--primary" to="/docs/quick-start/quick-install">
                <Translate id="apps.more.installButton" description="Button to the quick install guide">
                  快速安装 Rainbond
                </Translate>
              </Link>
              <Link className="button button--secondary" to="/community/contribution/">
                <Translate id="apps.more.contributeButton" description="Button to the contribution guide">
                  参与贡献
                </Translate>
              </Link>
            </ActionRow>
          </div>
        </section>
      </main>
    </Layout>
  );
}
