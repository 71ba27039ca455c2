import '@page-translations/installGen';
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate from '@docusaurus/Translate';
import CopyCommand from '@site/src/components/CopyCommand';
import PageHero from '@site/src/components/PageHero';
import {NAMESPACE, targetSpec, type Target} from '@site/src/lib/installCommand';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';
import InstallGenerator from './index';
import {pageText} from './pageText';
import styles from './styles.module.css';

/** The whole landing page of one target; the pages under src/pages only pick the target. */
export default function InstallPage({target}: {target: Target}): ReactNode {
  const spec = targetSpec(target);
  const text = pageText(target);
  const pagePath = useBaseUrl(`/${target}`);
  return (
    <Layout title={text.title} description={text.description}>
      <MarkdownAlternate permalink={pagePath} />
      <main className={styles.page}>
        <PageHero
          compact
          title={text.heading}
          lead={text.intro}
          note={
            <Translate id="installGen.page.privacy">
              命令和 values.yaml 都在你的浏览器里生成，填写的地址、账号和密码不会发送到任何服务器。
            </Translate>
          }
        />

        <div className="container">
          <section className={styles.pageSection} aria-labelledby="install-prerequisites">
            <h2 id="install-prerequisites">
              <Translate id="installGen.page.prerequisites">开始之前</Translate>
            </h2>
            <ul className={styles.list}>
              {text.prerequisites.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          </section>

          <section className={styles.pageSection} aria-labelledby="install-generator">
            <h2 id="install-generator">
              <Translate id="installGen.page.generator">生成安装命令</Translate>
            </h2>
            <InstallGenerator target={target} />
          </section>

          <section className={styles.pageSection} aria-labelledby="install-next">
            <h2 id="install-next">
              <Translate id="installGen.page.next">执行之后</Translate>
            </h2>
            <ol className={styles.list}>
              <li>
                <Translate id="installGen.page.next.watch" values={{namespace: <code>{NAMESPACE}</code>}}>
                  {'安装大约需要 10 分钟。可以用下面的命令持续观察 {namespace} 命名空间里各个 Pod 的状态：'}
                </Translate>
                <CopyCommand className={styles.command} command={`watch kubectl get po -n ${NAMESPACE}`} />
              </li>
              <li>
                <Translate
                  id="installGen.page.next.console"
                  values={{pod: <code>rbd-app-ui</code>, address: <code>http://&lt;gatewayIngressIPs&gt;:7070</code>}}>
                  {'等 {pod} 这个 Pod 变成 Running，就可以在浏览器中打开 {address} 进入 Rainbond 控制台，其中的地址就是上面填写的网关地址。'}
                </Translate>
              </li>
              <li>
                <Translate
                  id="installGen.page.next.envCheck"
                  values={{
                    error: <code>Error: failed pre-install: job failed: BackoffLimitExceeded</code>,
                    cmd: <code>kubectl logs -f -l name=env-checker -n {NAMESPACE}</code>,
                  }}>
                  {'如果 helm install 报 {error}，说明安装前的环境检查没有通过（通常是节点缺少 NFS 客户端或网关端口被占用），用 {cmd} 查看具体原因。'}
                </Translate>
              </li>
            </ol>
            <p>
              <Translate
                id="installGen.page.doc"
                values={{link: <Link to={spec.docPath}>{text.docLabel}</Link>}}>
                {'每一步的详细说明见{link}。'}
              </Translate>
            </p>
          </section>
        </div>
      </main>
    </Layout>
  );
}
