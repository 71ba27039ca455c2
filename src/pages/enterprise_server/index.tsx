import '@page-translations/enterprise';
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {links} from '@site/config/links';
import PageHero, {ActionRow} from '@site/src/components/PageHero';
import {inLocale, type LocalizedText} from '@site/src/types/localized';
import {featureAreas, type EditionCell, type SupportLevel} from './_features';
import styles from './styles.module.css';

const EDITION_DOC = '/docs/quick-start/edition';

function useLocalized(): (text: LocalizedText) => string {
  const {i18n} = useDocusaurusContext();
  return (text) => inLocale(text, i18n.currentLocale);
}

function ContactButton({className}: {className?: string}): ReactNode {
  return (
    <a
      className={clsx('button button--primary button--lg', className)}
      href={links.contactForm}
      target="_blank"
      rel="noopener noreferrer">
      <Translate id="enterprise.cta.contact" description="Button that opens the contact form (external)">
        联系我们
      </Translate>
    </a>
  );
}

function Hero(): ReactNode {
  return (
    <PageHero
      eyebrow={
        <Translate id="enterprise.hero.eyebrow" description="Small label above the enterprise page title">
          开源版 · 企业版 · 技术支持
        </Translate>
      }
      title={
        <Translate id="enterprise.hero.title" description="Main heading of the enterprise edition page">
          选择适合你的 Rainbond
        </Translate>
      }
      lead={
        <Translate id="enterprise.hero.lead" description="Intro paragraph of the enterprise edition page">
          开源版已经涵盖从构建、部署到运维的完整流程，很多团队直接用它就能满足需求。企业版在此之上补充了审计、告警、离线集群、国产服务器等大规模和强合规场景需要的能力；如果你只需要有人帮一把，也可以找我们做技术支持和定制开发。
        </Translate>
      }
      actions={
        <>
          <ContactButton />
          <Link className="button button--secondary button--lg" to={EDITION_DOC}>
            <Translate id="enterprise.cta.featureList" description="Button to the open-source feature list doc">
              查看开源版功能列表
            </Translate>
          </Link>
        </>
      }
    />
  );
}

interface EditionCardProps {
  headingId: string;
  title: ReactNode;
  audience: ReactNode;
  points: ReactNode[];
  action: ReactNode;
  highlighted?: boolean;
}

function EditionCard({headingId, title, audience, points, action, highlighted}: EditionCardProps): ReactNode {
  return (
    <article className={clsx('card', styles.edition, highlighted && styles.editionHighlighted)} aria-labelledby={headingId}>
      <div className="card__header">
        <h3 id={headingId} className={styles.editionTitle}>
          {title}
        </h3>
        <p className={styles.audience}>{audience}</p>
      </div>
      <div className={clsx('card__body', styles.editionBody)}>
        <ul className={styles.points}>
          {points.map((point, index) => (
            <li key={index}>{point}</li>
          ))}
        </ul>
      </div>
      <div className={clsx('card__footer', styles.editionFooter)}>{action}</div>
    </article>
  );
}

function Editions(): ReactNode {
  return (
    <section className={clsx('container', styles.section)} aria-labelledby="editions-heading">
      <h2 id="editions-heading" className={styles.sectionTitle}>
        <Translate id="enterprise.editions.title" description="Heading of the three edition cards">
          三种方式，各自适合谁
        </Translate>
      </h2>
      <div className={clsx('row', styles.editionRow)}>
        <div className={clsx('col col--4', styles.editionCol)}>
          <EditionCard
            headingId="edition-oss"
            title={<Translate id="enterprise.oss.title" description="Open-source edition card title">开源版</Translate>}
            audience={
              <Translate id="enterprise.oss.audience" description="Who the open-source edition is for">
                适合个人开发者、正在评估的团队，以及有能力自己维护平台的中小团队。
              </Translate>
            }
            points={[
              <Translate key="license" id="enterprise.oss.point.license" description="Open-source edition bullet: licence">
                免费使用，以 GPLv3 协议开源，源码托管在 GitHub
              </Translate>,
              <Translate key="install" id="enterprise.oss.point.install" description="Open-source edition bullet: installation">
                一条 docker run 命令即可在单机上体验，也可以用 Helm 装进已有的 Kubernetes 集群
              </Translate>,
              <Translate key="scope" id="enterprise.oss.point.scope" description="Open-source edition bullet: features">
                构建、微服务、应用市场、网关、多集群管理等核心能力全部可用
              </Translate>,
              <Translate key="community" id="enterprise.oss.point.community" description="Open-source edition bullet: community help">
                遇到问题可以在论坛、GitHub Issue、微信群和钉钉群里向社区求助
              </Translate>,
            ]}
            action={
              <div className={styles.cardActions}>
                <Link className="button button--secondary button--block" to="/docs/quick-start/quick-install">
                  <Translate id="enterprise.oss.install" description="Open-source card button to the quick install guide">
                    快速安装开源版
                  </Translate>
                </Link>
                <Link className={styles.textLink} to="/community/support">
                  <Translate id="enterprise.oss.community" description="Open-source card link to community support channels">
                    社区交流渠道
                  </Translate>
                </Link>
              </div>
            }
          />
        </div>
        <div className={clsx('col col--4', styles.editionCol)}>
          <EditionCard
            highlighted
            headingId="edition-ee"
            title={<Translate id="enterprise.ee.title" description="Enterprise edition card title">企业版</Translate>}
            audience={
              <Translate id="enterprise.ee.audience" description="Who the enterprise edition is for">
                适合平台规模较大、对合规和运维要求更高的组织，例如政企内网、国产化环境或 GPU 业务。
              </Translate>
            }
            points={[
              <Translate key="audit" id="enterprise.ee.point.audit" description="Enterprise bullet: audit and alerting">
                全平台操作审计、应用状态感知与告警、集群监控可视化
              </Translate>,
              <Translate key="offline" id="enterprise.ee.point.offline" description="Enterprise bullet: offline and domestic servers">
                离线安装完整集群，支持鲲鹏、飞腾等国产服务器
              </Translate>,
              <Translate key="gpu" id="enterprise.ee.point.gpu" description="Enterprise bullet: GPU and load balancing">
                按显存调度 GPU，网关提供更多负载均衡算法
              </Translate>,
              <Translate key="console" id="enterprise.ee.point.console" description="Enterprise bullet: resource console and multiple enterprises">
                面向运维人员的资源管理控制台，一套平台可管理多个企业
              </Translate>,
            ]}
            action={
              <div className={styles.cardActions}>
                <a className="button button--primary button--block" href={links.contactForm} target="_blank" rel="noopener noreferrer">
                  <Translate id="enterprise.ee.contact" description="Enterprise card button to the contact form (external)">
                    咨询企业版
                  </Translate>
                </a>
              </div>
            }
          />
        </div>
        <div className={clsx('col col--4', styles.editionCol)}>
          <EditionCard
            headingId="edition-support"
            title={<Translate id="enterprise.support.title" description="Support and services card title">技术支持与定制服务</Translate>}
            audience={
              <Translate id="enterprise.support.audience" description="Who the support offering is for">
                适合已经在用开源版、希望由好雨团队兜底，或者有个性化需求需要定制开发的团队。
              </Translate>
            }
            points={[
              <Translate key="troubleshoot" id="enterprise.support.point.troubleshoot" description="Support bullet: troubleshooting">
                通过官方支持申请表提交问题，由好雨工程师协助排查
              </Translate>,
              <Translate key="gateway" id="enterprise.support.point.gateway" description="Support bullet: custom gateway security">
                网关安全相关的定制：JWT 认证、黑白名单、WAF
              </Translate>,
              <Translate key="logs" id="enterprise.support.point.logs" description="Support bullet: custom log shipping">
                把网关访问日志接入你现有的日志系统
              </Translate>,
              <Translate key="cases" id="enterprise.support.point.cases" description="Support bullet: examples of past custom work">
                按项目定制，例如为用户打通各部门已有系统的专用网关、支持国密证书的网关
              </Translate>,
            ]}
            action={
              <div className={styles.cardActions}>
                <a className="button button--secondary button--block" href={links.contactForm} target="_blank" rel="noopener noreferrer">
                  <Translate id="enterprise.support.request" description="Support card button to the support request form (external)">
                    提交支持申请
                  </Translate>
                </a>
              </div>
            }
          />
        </div>
      </div>
    </section>
  );
}

function levelLabel(level: SupportLevel): string {
  switch (level) {
    case 'yes':
      return translate({id: 'enterprise.table.level.yes', message: '支持', description: 'Table cell status: available'});
    case 'partial':
      return translate({id: 'enterprise.table.level.partial', message: '部分支持', description: 'Table cell status: partly available'});
    case 'no':
      return translate({id: 'enterprise.table.level.no', message: '不支持', description: 'Table cell status: not available'});
  }
}

const levelIcon: Record<SupportLevel, string> = {yes: '✓', partial: '◐', no: '–'};

function StatusCell({cell, column}: {cell: EditionCell; column: string}): ReactNode {
  const localize = useLocalized();
  return (
    <td className={styles.statusCell} data-label={column}>
      <span className={clsx(styles.status, styles[`status_${cell.level}`])}>
        <span className={styles.statusIcon} aria-hidden="true">
          {levelIcon[cell.level]}
        </span>
        {levelLabel(cell.level)}
      </span>
      {cell.note ? <span className={styles.note}>{localize(cell.note)}</span> : null}
    </td>
  );
}

function Comparison(): ReactNode {
  const localize = useLocalized();
  const featureColumn = translate({id: 'enterprise.table.col.feature', message: '功能', description: 'Comparison table column: feature'});
  const ossColumn = translate({id: 'enterprise.table.col.oss', message: '开源版', description: 'Comparison table column: open-source edition'});
  const eeColumn = translate({id: 'enterprise.table.col.ee', message: '企业版', description: 'Comparison table column: enterprise edition'});

  return (
    <section className={styles.compare} aria-labelledby="compare-heading">
      <div className="container">
        <h2 id="compare-heading" className={styles.sectionTitle}>
          <Translate id="enterprise.table.title" description="Heading of the feature comparison table">
            功能对比
          </Translate>
        </h2>
        <p className={styles.sectionIntro}>
          <Translate id="enterprise.table.intro" description="Paragraph above the comparison table">
            下表按领域列出两个版本的主要差异。标为开源版“不支持”或“部分支持”的，都是官方功能列表中明确归入企业版的能力；其余功能两个版本都具备。
          </Translate>
        </p>
        <ul className={styles.legend} aria-label={translate({id: 'enterprise.table.legend', message: '图例', description: 'Accessible name of the table legend'})}>
          {(['yes', 'partial', 'no'] as const).map((level) => (
            <li key={level} className={clsx(styles.status, styles[`status_${level}`])}>
              <span className={styles.statusIcon} aria-hidden="true">
                {levelIcon[level]}
              </span>
              {levelLabel(level)}
            </li>
          ))}
        </ul>
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>
            <Translate id="enterprise.table.caption" description="Caption of the comparison table for screen readers">
              Rainbond 开源版与企业版功能对比
            </Translate>
          </caption>
          <colgroup>
            <col className={styles.colFeature} />
            <col />
            <col />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{featureColumn}</th>
              <th scope="col">{ossColumn}</th>
              <th scope="col">{eeColumn}</th>
            </tr>
          </thead>
          {featureAreas.map((area) => (
            <tbody key={area.id} className={styles.area}>
              <tr className={styles.areaRow}>
                <th scope="rowgroup" colSpan={3}>
                  {localize(area.title)}
                </th>
              </tr>
              {area.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={styles.featureCell}>
                    {localize(row.feature)}
                  </th>
                  <StatusCell cell={row.openSource} column={ossColumn} />
                  <StatusCell cell={row.enterprise} column={eeColumn} />
                </tr>
              ))}
            </tbody>
          ))}
        </table>
        <p className={styles.footnote}>
          <Translate
            id="enterprise.table.footnote"
            description="Note under the comparison table; {link} is a link to the feature list doc"
            values={{
              link: (
                <Link to={EDITION_DOC}>
                  <Translate id="enterprise.table.footnote.link" description="Link text inside the table footnote">
                    开源版功能列表
                  </Translate>
                </Link>
              ),
            }}>
            {'本表依据 Rainbond 5.8 整理。开源版的完整能力见{link}；企业版的具体功能范围和交付方式，请与我们沟通确认。'}
          </Translate>
        </p>
      </div>
    </section>
  );
}

function ClosingCta(): ReactNode {
  return (
    <section className={clsx('container', styles.closing)} aria-labelledby="closing-heading">
      <h2 id="closing-heading" className={styles.sectionTitle}>
        <Translate id="enterprise.closing.title" description="Heading of the closing call to action">
          还拿不准选哪个？
        </Translate>
      </h2>
      <p className={styles.closingText}>
        <Translate id="enterprise.closing.text" description="Closing call-to-action paragraph">
          在表单里简单写下团队规模、集群数量和打算怎么用 Rainbond，我们会根据你的情况给出建议。也可以先装好开源版跑一跑，真正遇到瓶颈时再考虑企业版。
        </Translate>
      </p>
      <ActionRow className={styles.closingActions}>
        <ContactButton />
        <Link className="button button--secondary button--lg" to="/docs/quick-start/getting-started">
          <Translate id="enterprise.closing.start" description="Button to the getting-started guide">
            从开源版开始
          </Translate>
        </Link>
      </ActionRow>
    </section>
  );
}

export default function EnterpriseServerPage(): ReactNode {
  return (
    <Layout
      title={translate({
        id: 'enterprise.meta.title',
        message: '企业版与技术支持',
        description: 'Browser tab title of the enterprise edition page',
      })}
      description={translate({
        id: 'enterprise.meta.description',
        message: '对比 Rainbond 开源版、企业版与技术支持服务：各自适合哪些团队，企业版多了哪些能力，以及如何联系我们。',
        description: 'Meta description of the enterprise edition page',
      })}>
      <main>
        <Hero />
        <Editions />
        <Comparison />
        <ClosingCta />
      </main>
    </Layout>
  );
}
