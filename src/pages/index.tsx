import '@page-translations/home';
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import CopyCommand from '@site/src/components/CopyCommand';
import {links} from '@site/config/links';
import {quickInstallCommand} from './_home/quickInstall';
import HowItWorks from './_home/HowItWorks';
import Stories from './_home/Stories';
import AppsTeaser from './_home/AppsTeaser';
import styles from './index.module.css';

interface Capability {
  title: string;
  body: string;
}

function capabilities(): Capability[] {
  return [
    {
      title: translate({id: 'home.capability.build.title', message: '从源码直接部署'}),
      body: translate({
        id: 'home.capability.build.body',
        message: '识别 Java、Python、Go、Node.js、PHP 等语言的代码，自动构建镜像并运行，也支持镜像、Helm Chart 和 Docker Compose。',
      }),
    },
    {
      title: translate({id: 'home.capability.model.title', message: '以应用为中心'}),
      body: translate({
        id: 'home.capability.model.body',
        message: '把多个组件、它们的依赖、配置和存储当成一个应用来管理，拓扑图一眼看清运行状态，不需要编写 YAML。',
      }),
    },
    {
      title: translate({id: 'home.capability.ops.title', message: '开箱即用的运维'}),
      body: translate({
        id: 'home.capability.ops.body',
        message: '伸缩、滚动升级、健康检查、日志与监控、网关与证书都在控制台里完成，背后是标准的 Kubernetes 资源。',
      }),
    },
    {
      title: translate({id: 'home.capability.market.title', message: '应用商店与交付'}),
      body: translate({
        id: 'home.capability.market.body',
        message: '把整套应用发布成模板，一键安装、升级和回滚，还能导出离线包交付到客户的私有环境。',
      }),
    },
  ];
}

function Hero(): ReactNode {
  const ipHint = translate({id: 'home.install.ipHint', message: '你的 IP 地址'});
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.heroTitle}>
          <Translate id="home.hero.title">不用懂 Kubernetes 的云原生应用管理平台</Translate>
        </Heading>
        <p className={styles.heroLead}>
          <Translate id="home.hero.lead">
            Rainbond 把源码、镜像和 Helm Chart 变成可以运行、观测和交付的应用。开发者不写 YAML，运维不必逐个拼装 Kubernetes 资源。
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/quick-start/quick-install">
            <Translate id="home.hero.start">快速安装</Translate>
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/">
            <Translate id="home.hero.docs">阅读文档</Translate>
          </Link>
        </div>
        <div className={styles.install}>
          <p className={styles.installLabel}>
            <Translate id="home.install.label">在一台装有 Docker 的机器上，用一条命令体验 Rainbond 5.8.1：</Translate>
          </p>
          <CopyCommand command={quickInstallCommand(ipHint)} />
        </div>
      </div>
    </header>
  );
}

function Capabilities(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-capabilities">
      <div className="container">
        <Heading as="h2" id="home-capabilities" className={styles.sectionTitle}>
          <Translate id="home.capabilities.title">它能为你做什么</Translate>
        </Heading>
        <div className={styles.grid}>
          {capabilities().map((item) => (
            <article key={item.title} className={styles.card}>
              <Heading as="h3">{item.title}</Heading>
              <p>{item.body}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

function Community(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-community">
      <div className={clsx('container', styles.community)}>
        <Heading as="h2" id="home-community" className={styles.sectionTitle}>
          <Translate id="home.community.title">加入社区</Translate>
        </Heading>
        <p>
          <Translate id="home.community.body">
            Rainbond 的全部代码都在 GitHub 上公开。欢迎提问题、分享经验，或者直接贡献代码与文档。
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary" href={links.github}>
            <Translate id="home.community.star">在 GitHub 上 Star</Translate>
          </Link>
          <Link className="button button--secondary" href={links.forum}>
            <Translate id="home.community.forum">用户论坛</Translate>
          </Link>
          <Link className="button button--secondary" to="/wechat/">
            <Translate id="home.community.wechat">微信与钉钉群</Translate>
          </Link>
          <Link className="button button--secondary" to="/community/contribution/">
            <Translate id="home.community.contribute">参与贡献</Translate>
          </Link>
        </div>
      </div>
    </section>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: '云原生应用管理平台'})}
      description={translate({
        id: 'home.meta.description',
        message: 'Rainbond 是开源的云原生应用管理平台：不写 YAML，从源码、镜像或应用商店把应用部署到 Kubernetes，并完成运维与交付。',
      })}>
      <main>
        <Hero />
        <Capabilities />
        <HowItWorks />
        <Stories />
        <AppsTeaser />
        <Community />
      </main>
    </Layout>
  );
}
