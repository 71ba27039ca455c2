import '@page-translations/installGen';
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Clipboard API first; the selection fallback covers browsers without it. */
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
  }
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Copy button with a polite live status next to it. */
export function CopyButton({text, label}: {text: string; label: string}): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await writeClipboard(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), 2500);
  };
  return (
    <>
      <button type="button" className={styles.toolButton} onClick={copy}>
        {label}
      </button>
      <span className={styles.copyStatus} role="status">
        {state === 'copied' && translate({id: 'installGen.copy.done', message: '已复制'})}
        {state === 'failed' &&
          translate({id: 'installGen.copy.failed', message: '无法写入剪贴板，请手动选中复制'})}
      </span>
    </>
  );
}

function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], {type: 'application/yaml;charset=utf-8'}));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface CodeBlockProps {
  id: string;
  title: string;
  text: string;
  copyLabel: string;
  downloadAs?: string;
}

/** A titled <pre> block with its copy (and optional download) buttons. */
export function CodeBlock({id, title, text, copyLabel, downloadAs}: CodeBlockProps): ReactNode {
  return (
    <figure className={styles.codeBlock} aria-labelledby={`${id}-title`}>
      <figcaption className={styles.codeHeader}>
        <span id={`${id}-title`} className={styles.codeTitle}>
          {title}
        </span>
        <span className={styles.codeTools}>
          <CopyButton text={text} label={copyLabel} />
          {downloadAs && (
            <button type="button" className={styles.toolButton} onClick={() => download(downloadAs, text)}>
              <Translate id="installGen.output.download" values={{file: downloadAs}}>
                {'下载 {file}'}
              </Translate>
            </button>
          )}
        </span>
      </figcaption>
      <pre id={id} className={styles.pre} tabIndex={0}>
        <code>{text}</code>
      </pre>
    </figure>
  );
}
