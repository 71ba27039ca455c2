import React, {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  command: string;
  className?: string;
}

/** A shell command in a box with a copy button; no syntax highlighter needed. */
export default function CopyCommand({command, className}: Props): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className={clsx(styles.box, className)}>
      <pre className={styles.pre} tabIndex={0}>
        <code>{command}</code>
      </pre>
      <button type="button" className={styles.button} onClick={copy} aria-live="polite">
        {copied
          ? translate({id: 'copyCommand.copied', message: '已复制', description: 'Shown after copying a command'})
          : translate({id: 'copyCommand.copy', message: '复制', description: 'Button that copies a command'})}
      </button>
    </div>
  );
}
