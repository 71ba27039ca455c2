import '@page-translations/home';
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import FlowDiagram, {type FlowLabels} from './FlowDiagram';
import pageStyles from '../index.module.css';
import styles from './home.module.css';

function flowLabels(): FlowLabels {
  return {
    title: translate({id: 'home.how.diagram.title', message: 'Rainbond 的工作流程'}),
    description: translate({
      id: 'home.how.diagram.description',
      message:
        '源代码、容器镜像、Helm Chart 和应用市场中的应用进入 Rainbond 后，先被构建成可运行的组件，再作为 Kubernetes 工作负载运行，最后以应用模板、离线包或应用商店的形式交付出去。',
    }),
    steps: [
      translate({id: 'home.how.step.source', message: '来源'}),
      translate({id: 'home.how.step.build', message: '构建'}),
      translate({id: 'home.how.step.run', message: '运行'}),
      translate({id: 'home.how.step.deliver', message: '交付'}),
    ],
    sources: [
      translate({id: 'home.how.source.code', message: '源代码'}),
      translate({id: 'home.how.source.image', message: '容器镜像'}),
      translate({id: 'home.how.source.helm', message: 'Helm Chart'}),
      translate({id: 'home.how.source.market', message: '应用市场'}),
    ],
    buildNote: translate({id: 'home.how.build.note', message: '识别语言，打包镜像'}),
    runNote: translate({id: 'home.how.run.note', message: '在 Kubernetes 上'}),
    outputs: [
      translate({id: 'home.how.output.template', message: '应用模板'}),
      translate({id: 'home.how.output.offline', message: '离线包'}),
      translate({id: 'home.how.output.store', message: '应用商店'}),
    ],
  };
}

interface StepText {
  key: string;
  title: ReactNode;
  body: ReactNode;
}

const steps: StepText[] = [
  {
    key: 'source',
    title: <Translate id="home.how.text.source.title">从你手里已有的东西开始</Translate>,
    body: (
      <Translate id="home.how.text.source.body">
        Git 或 SVN 仓库里的 Java、Python、Go、Node.js、PHP、.NET Core 和静态网页代码，公共或私有仓库中的镜像，Helm 仓库里的 Chart，以及应用市场中的应用模板，都可以直接拿来创建组件，通常不需要改动代码。
      </Translate>
    ),
  },
  {
    key: 'build',
    title: <Translate id="home.how.text.build.title">自动构建</Translate>,
    body: (
      <Translate id="home.how.text.build.body">
        集群里的构建服务根据代码特征判断语言和构建方式，没有 Dockerfile 也能编译打包，镜像推送到集群自带的镜像仓库。每次构建都会留下一个版本，出了问题可以回滚到之前的版本。
      </Translate>
    ),
  },
  {
    key: 'run',
    title: <Translate id="home.how.text.run.title">在 Kubernetes 上运行</Translate>,
    body: (
      <Translate id="home.how.text.run.body">
        Rainbond 把应用模型翻译成 Deployment、StatefulSet、Service、Ingress 等标准资源，并负责启动、伸缩、滚动更新、健康检查和监控。这些资源用 kubectl 同样能看到。
      </Translate>
    ),
  },
  {
    key: 'deliver',
    title: <Translate id="home.how.text.deliver.title">把整套应用交付出去</Translate>,
    body: (
      <Translate id="home.how.text.deliver.body">
        调好的应用可以发布成带版本的应用模板，放进企业的组件库或应用商店，在另一套环境里一键安装、升级和回滚；客户网络不通外网时，就导出离线包带过去导入。
      </Translate>
    ),
  },
];

/** Home page section: sources → build → run → deliver, as a drawing and as text. */
export default function HowItWorks(): ReactNode {
  return (
    <section className={clsx(pageStyles.section, pageStyles.sectionAlt)} aria-labelledby="home-how">
      <div className="container">
        <Heading as="h2" id="home-how" className={pageStyles.sectionTitle}>
          <Translate id="home.how.title">它是怎么工作的</Translate>
        </Heading>
        <p className={styles.sectionLead}>
          <Translate id="home.how.lead">
            无论代码是什么语言、应用以什么形式交给你，在 Rainbond 里走的都是同一条路：接入、构建、运行、交付。
          </Translate>
        </p>
        <FlowDiagram labels={flowLabels()} />
        <ol className={styles.steps}>
          {steps.map((step, i) => (
            <li key={step.key} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <Heading as="h3" className={styles.stepTitle}>
                  {step.title}
                </Heading>
                <p className={styles.stepBody}>{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
