import '@page-translations/wechat';
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import {links} from '@site/config/links';
import PageHero from '@site/src/components/PageHero';
import styles from './styles.module.css';

/** Published at build time by plugins/qr-codes. */
interface QrCodesData {
  codes: Record<string, {url: string; svg: string} | undefined>;
}

const DINGTALK_GROUP = '31096419';
const README_ZH = 'https://github.com/goodrain/rainbond/blob/v5.8.1-release/README-zh.md';

function useQrCode(key: 'wechatAssistant' | 'wechatOfficialAccount'): {url: string; svg: string} | undefined {
  const data = usePluginData('rainbond-qr-codes') as QrCodesData | undefined;
  return data?.codes[key];
}

interface QrFigureProps {
  code: {url: string; svg: string} | undefined;
  caption: string;
  /** Accessible name of the drawing, e.g. "QR code: …". */
  label: string;
}

/** A build-time QR code with its caption and the address it holds, printed for people who cannot scan. */
function QrFigure({code, caption, label}: QrFigureProps): ReactNode {
  if (!code) return null;
  return (
    <figure className={styles.qr}>
      {/* The SVG comes from our own build (qrcode library), not from user input. */}
      <div className={styles.qrImage} role="img" aria-label={label} dangerouslySetInnerHTML={{__html: code.svg}} />
      <figcaption className={styles.qrCaption}>
        <span className={styles.qrCaptionText}>{caption}</span>
        <a className={styles.qrUrl} href={code.url}>
          {code.url}
        </a>
      </figcaption>
    </figure>
  );
}

function Hero(): ReactNode {
  return (
    <PageHero
      glow="end"
      tone="success"
      eyebrow={
        <Translate id="wechat.hero.eyebrow" description="Small label above the WeChat page title">
          Rainbond 开源社区
        </Translate>
      }
      title={
        <Translate id="wechat.hero.title" description="Main heading of the WeChat community page">
          在微信上找到 Rainbond 社区
        </Translate>
      }
      lead={
        <Translate id="wechat.hero.lead" description="Intro paragraph of the WeChat community page">
          对国内用户来说，微信是和 Rainbond 社区交流最方便的方式：技术交流群里提问、互相帮忙最快，公众号会发布用户案例和实践文章。不用微信也没关系，钉钉群、论坛、GitHub 和 Slack 上同样可以提问和讨论。
        </Translate>
      }
      actions={
        <>
          <Link className="button button--primary button--lg" to="/community/support">
            <Translate id="wechat.hero.supportButton" description="Button to the community support guide">
              阅读获取帮助指南
            </Translate>
          </Link>
          <a className="button button--secondary button--lg" href={links.forum} target="_blank" rel="noopener noreferrer">
            <Translate id="wechat.hero.forumButton" description="Button to the user forum (external)">
              去用户论坛
            </Translate>
          </a>
        </>
      }
    />
  );
}

function JoinGroup(): ReactNode {
  const code = useQrCode('wechatAssistant');
  return (
    <section className={styles.section} aria-labelledby="wechat-group">
      <h2 id="wechat-group" className={styles.sectionTitle}>
        <Translate id="wechat.group.title" description="Heading: how to join the WeChat tech group">
          加入微信技术交流群
        </Translate>
      </h2>
      <div className={styles.split}>
        <div className={styles.splitText}>
          <p>
            <Translate id="wechat.group.intro" description="Intro of the WeChat group section">
              技术交流群由 Rainbond 小助手负责邀请。加小助手为好友时写清楚你是谁，小助手就会拉你进群：
            </Translate>
          </p>
          <ol className={styles.steps}>
            <li>
              <Translate
                id="wechat.group.step.find"
                description="Step 1: where the assistant's WeChat code is; {readme} is a link"
                values={{
                  readme: (
                    <a href={README_ZH} target="_blank" rel="noopener noreferrer">
                      <Translate id="wechat.group.step.find.readme" description="Link text to the Chinese README of Rainbond v5.8.1">
                        Rainbond v5.8.1 的中文 README
                      </Translate>
                    </a>
                  ),
                }}>
                {'找到小助手：{readme} 里附有 Rainbond 小助手的微信二维码，用微信扫一扫就能添加好友。'}
              </Translate>
            </li>
            <li>
              <Translate
                id="wechat.group.step.note"
                description="Step 2: the note to add to the friend request; {note} is the format"
                values={{note: <strong>{translate({id: 'wechat.group.noteFormat', message: '姓名-公司-城市', description: 'Format of the friend-request note'})}</strong>}}>
                {'发送好友申请时备注“{note}”，方便小助手核对后通过。'}
              </Translate>
            </li>
            <li>
              <Translate id="wechat.group.step.invite" description="Step 3: the assistant invites you to the group">
                通过之后，小助手会邀请你进入 Rainbond 技术交流群。
              </Translate>
            </li>
            <li>
              <Translate
                id="wechat.group.step.ask"
                description="Step 4: ask good questions; {guide} is a link"
                values={{
                  guide: (
                    <Link to="/community/support#asking-good-questions">
                      <Translate id="wechat.group.step.ask.link" description="Link text to the section on asking good questions">
                        如何提一个好问题
                      </Translate>
                    </Link>
                  ),
                }}>
                {'在群里提问前，先看看{guide}：把版本、安装方式、环境和报错原文一次说清楚，往往一轮就能得到答案。'}
              </Translate>
            </li>
          </ol>
          <p className={styles.note}>
            <Translate id="wechat.group.fallback" description="What to do if adding the assistant does not work">
              扫码遇到问题，或者不方便用微信？可以在钉钉群或论坛里说一声，也可以直接在那里提问。
            </Translate>
          </p>
        </div>
        <QrFigure
          code={code}
          caption={translate({
            id: 'wechat.group.qrCaption',
            message: '手机扫码打开社区支持页面，查看加群步骤和小助手二维码的位置',
            description: 'Caption of the QR code that opens the WeChat section of the support page',
          })}
          label={translate({
            id: 'wechat.group.qrLabel',
            message: '二维码：社区支持页面的微信群说明',
            description: 'Accessible name of the QR code that opens the WeChat section of the support page',
          })}
        />
      </div>
    </section>
  );
}

function OfficialAccount(): ReactNode {
  const code = useQrCode('wechatOfficialAccount');
  return (
    <section className={styles.section} aria-labelledby="wechat-account">
      <h2 id="wechat-account" className={styles.sectionTitle}>
        <Translate id="wechat.account.title" description="Heading: the WeChat official account">
          关注微信公众号
        </Translate>
      </h2>
      <div className={styles.split}>
        <div className={styles.splitText}>
          <p>
            <Translate id="wechat.account.body" description="What the official account publishes">
              Rainbond 的微信公众号主要发布用户案例和落地实践，适合想持续了解别人怎样用 Rainbond 的读者。想先读几篇，可以扫码在手机上打开本站的用户案例栏目：软件厂商的离线交付、互联网应用的微服务 DevOps，都有完整的过程和数字。
            </Translate>
          </p>
          <p>
            <Link to="/case">
              <Translate id="wechat.account.caseLink" description="Link to the case studies list">
                在网页上阅读用户案例
              </Translate>
            </Link>
          </p>
        </div>
        <QrFigure
          code={code}
          caption={translate({
            id: 'wechat.account.qrCaption',
            message: '用手机扫码，阅读 Rainbond 用户案例',
            description: 'Caption of the QR code that opens the case studies',
          })}
          label={translate({
            id: 'wechat.account.qrLabel',
            message: '二维码：Rainbond 用户案例',
            description: 'Accessible name of the QR code that opens the case studies',
          })}
        />
      </div>
    </section>
  );
}

interface Channel {
  key: string;
  title: ReactNode;
  body: ReactNode;
  links: {href: string; label: ReactNode}[];
}

function channels(): Channel[] {
  return [
    {
      key: 'dingtalk',
      title: <Translate id="wechat.channel.dingtalk.title">钉钉群</Translate>,
      body: (
        <Translate
          id="wechat.channel.dingtalk.body"
          description="DingTalk channel card; {number} is the group number"
          values={{number: <strong className={styles.number}>{DINGTALK_GROUP}</strong>}}>
          {'在钉钉里搜索群号 {number} 即可加入。日常交流之外，社区分享会也在钉钉群里直播过。'}
        </Translate>
      ),
      links: [],
    },
    {
      key: 'forum',
      title: <Translate id="wechat.channel.forum.title">用户论坛</Translate>,
      body: (
        <Translate id="wechat.channel.forum.body">
          需要贴大段日志、排查过程比较长的问题，或者想分享经验，更适合发在论坛：帖子能被搜索到，后来的人也能找到答案。发帖前请先读一遍论坛规则。
        </Translate>
      ),
      links: [
        {href: links.forum, label: <Translate id="wechat.channel.forum.link">t.goodrain.com</Translate>},
        {href: links.forumRules, label: <Translate id="wechat.channel.forum.rules">论坛规则</Translate>},
      ],
    },
    {
      key: 'github',
      title: <Translate id="wechat.channel.github.title">GitHub</Translate>,
      body: (
        <Translate id="wechat.channel.github.body">
          能复现的缺陷和明确的功能需求，请在 goodrain/rainbond 仓库提 Issue，提交前先搜一搜有没有重复。想动手改代码或文档，也从这里开始。
        </Translate>
      ),
      links: [
        {href: links.githubIssues, label: <Translate id="wechat.channel.github.issues">GitHub Issues</Translate>},
        {href: links.github, label: <Translate id="wechat.channel.github.repo">goodrain/rainbond 仓库</Translate>},
      ],
    },
    {
      key: 'slack',
      title: <Translate id="wechat.channel.slack.title">Slack</Translate>,
      body: (
        <Translate id="wechat.channel.slack.body">
          习惯用英文交流，或者团队本来就在用 Slack，可以通过邀请链接加入 Rainbond 的 Slack 工作区。
        </Translate>
      ),
      links: [{href: links.slack, label: <Translate id="wechat.channel.slack.link">加入 Rainbond Slack</Translate>}],
    },
  ];
}

function OtherChannels(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="wechat-channels">
      <h2 id="wechat-channels" className={styles.sectionTitle}>
        <Translate id="wechat.channels.title" description="Heading: community channels other than WeChat">
          其他交流渠道
        </Translate>
      </h2>
      <ul className={styles.channels}>
        {channels().map((channel) => (
          <li key={channel.key} className={clsx('card', styles.channel)}>
            <div className="card__body">
              <h3 className={styles.channelTitle}>{channel.title}</h3>
              <p className={styles.channelBody}>{channel.body}</p>
              {channel.links.length > 0 ? (
                <p className={styles.channelLinks}>
                  {channel.links.map((link) => (
                    <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.label}
                    </a>
                  ))}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        <Translate
          id="wechat.channels.conduct"
          description="Code of conduct reminder; {conduct} is a link"
          values={{
            conduct: (
              <a href={links.codeOfConduct} target="_blank" rel="noopener noreferrer">
                <Translate id="wechat.channels.conduct.link">行为准则</Translate>
              </a>
            ),
          }}>
          {'无论在哪个渠道交流，都请遵守 Rainbond 社区的{conduct}。'}
        </Translate>
      </p>
    </section>
  );
}

export default function WeChatPage(): ReactNode {
  return (
    <Layout
      title={translate({id: 'wechat.meta.title', message: '微信交流群与社区渠道', description: 'Browser tab title of the WeChat page'})}
      description={translate({
        id: 'wechat.meta.description',
        message: '加入 Rainbond 微信技术交流群的步骤（添加小助手，备注“姓名-公司-城市”）、微信公众号，以及钉钉群、论坛、GitHub 和 Slack 等其他社区渠道。',
        description: 'Meta description of the WeChat page',
      })}>
      <main className={styles.main}>
        <Hero />
        <div className="container">
          <JoinGroup />
          <OfficialAccount />
          <OtherChannels />
        </div>
      </main>
    </Layout>
  );
}
