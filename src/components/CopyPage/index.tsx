import React, {useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {twinPath} from '@site/plugins/llms/twins';
import styles from './styles.module.css';

/**
 * "Copy page" and "View as Markdown" at the top of a docs page or post (issue 20). Both use the
 * page's Markdown twin (plugins/llms). The copying code is fetched on the first click, so the page
 * carries only this markup; the result is announced through a polite live region.
 */
export default function CopyPage({permalink}: {permalink: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const href = twinPath(permalink, siteConfig.baseUrl);
  const [status, setStatus] = useState<'idle' | 'busy' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const copy = async () => {
    setStatus('busy');
    clearTimeout(timer.current);
    let ok = false;
    try {
      ok = await (await import('./copy')).copyMarkdown(href);
    } catch {
      ok = false;
    }
    setStatus(ok ? 'copied' : 'failed');
    timer.current = setTimeout(() => setStatus('idle'), 4000);
  };
  return (
    // Not part of the Markdown twin itself (plugins/llms/rehype.ts drops it).
    <div className={styles.bar} data-llms-markdown="omit">
      <button type="button" className="button button--sm button--secondary" onClick={copy} aria-busy={status === 'busy'} data-copy-page>
        <Translate id="copyPage.copy" description="Button that copies the page's Markdown to the clipboard">
          复制本页
        </Translate>
      </button>
      <a className="button button--sm button--link" href={href} type="text/markdown">
        <Translate id="copyPage.view" description="Link to the page's Markdown version">
          查看 Markdown
        </Translate>
      </a>
      <span role="status" className={styles.status}>
        {status === 'copied'
          ? translate({id: 'copyPage.copied', message: '已复制为 Markdown', description: 'Announced after the page was copied'})
          : status === 'failed'
            ? translate({id: 'copyPage.failed', message: '复制失败，请打开 Markdown 页面复制', description: 'Announced when copying failed'})
            : ''}
      </span>
    </div>
  );
}
