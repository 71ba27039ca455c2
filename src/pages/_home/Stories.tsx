import '@page-translations/home';
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import pageStyles from '../index.module.css';
import styles from './home.module.css';

interface Story {
  to: string;
  /** A number worth remembering, shown above the title of case studies. */
  highlight?: ReactNode;
  title: ReactNode;
  summary: ReactNode;
}

const useScenes: Story[] = [
  {
    to: '/usescene/offlineDelivery',
    title: <Translate id="home.stories.offline.title">离线环境软件交付</Translate>,
    summary: (
      <Translate id="home.stories.offline.summary">
        政府、能源、交通等行业的客户现场往往不通外网：在开发环境把系统发布成应用模板，导出离线包带进去导入，一键安装；新版本增量升级，出了问题一键回滚。
      </Translate>
    ),
  },
  {
    to: '/usescene/MultiCloudManagement',
    title: <Translate id="home.stories.multicloud.title">应用级多云管理</Translate>,
    summary: (
      <Translate id="home.stories.multicloud.summary">
        一个控制台接入自建机房和多家公有云上的集群，以应用而不是虚拟机为单位，完成开发与生产分离、跨集群复制、备份和迁移。
      </Translate>
    ),
  },
];

const cases: Story[] = [
  {
    to: '/case/kgdata',
    highlight: <Translate id="home.stories.kgdata.highlight">交付从 1 周缩短到 1 小时</Translate>,
    title: <Translate id="home.stories.kgdata.title">柯基数据：云原生改造与离线持续交付</Translate>,
    summary: (
      <Translate id="home.stories.kgdata.summary">
        这家知识图谱厂商用一周完成业务系统改造，通过云原生应用 L2 认证。过去要一个团队驻场一周的交付，现在一名初级运维带着光盘一小时就能完成。
      </Translate>
    ),
  },
  {
    to: '/case/csgapp',
    highlight: <Translate id="home.stories.csgapp.highlight">1500 万注册用户，约 50 个微服务</Translate>,
    title: <Translate id="home.stories.csgapp.title">藏书馆 App：微服务的 DevOps 实践</Translate>,
    summary: (
      <Translate id="home.stories.csgapp.summary">
        这款电子书应用在拓扑图里编排 Spring Cloud 服务；Jenkins 推送镜像后调用 API 触发部署；测试、预发和生产环境都是用应用复制搭出来的。
      </Translate>
    ),
  },
];

function StoryList({stories}: {stories: Story[]}): ReactNode {
  return (
    <ul className={styles.storyList}>
      {stories.map((story) => (
        <li key={story.to}>
          <Link className={clsx(pageStyles.card, styles.storyCard)} to={story.to}>
            {story.highlight ? <p className={styles.storyHighlight}>{story.highlight}</p> : null}
            <Heading as="h4" className={styles.storyTitle}>
              {story.title}
            </Heading>
            <p>{story.summary}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Home page section: two use scenes and two case studies, with links to both lists. */
export default function Stories(): ReactNode {
  return (
    <section className={pageStyles.section} aria-labelledby="home-explore">
      <div className="container">
        <Heading as="h2" id="home-explore" className={pageStyles.sectionTitle}>
          <Translate id="home.explore.title">看看别人怎么用</Translate>
        </Heading>
        <div className={styles.storyColumns}>
          <div className={styles.storyColumn}>
            <Heading as="h3" className={styles.columnTitle}>
              <Translate id="home.explore.usescene.title">使用场景</Translate>
            </Heading>
            <p className={styles.columnLead}>
              <Translate id="home.explore.usescene.body">离线交付、多云管理、应用统一管理等典型问题，以及 Rainbond 的解法。</Translate>
            </p>
            <StoryList stories={useScenes} />
            <Link className={styles.moreLink} to="/usescene">
              <Translate id="home.stories.allScenes">查看全部使用场景</Translate>
              <span aria-hidden="true"> →</span>
            </Link>
          </div>
          <div className={styles.storyColumn}>
            <Heading as="h3" className={styles.columnTitle}>
              <Translate id="home.explore.case.title">用户案例</Translate>
            </Heading>
            <p className={styles.columnLead}>
              <Translate id="home.explore.case.body">软件厂商、政务与互联网团队在生产环境中使用 Rainbond 的经历和数字。</Translate>
            </p>
            <StoryList stories={cases} />
            <Link className={styles.moreLink} to="/case">
              <Translate id="home.stories.allCases">查看全部用户案例</Translate>
              <span aria-hidden="true"> →</span>
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
