import React, {Children, isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';
import {deferHydration} from '@site/src/components/DeferredHydration';

/** The plain code in the frame of the real block, while its chunk loads after a client-side navigation. */
function PlainCodeBlock({children, className}: Props): ReactNode {
  const parts = Children.toArray(children);
  const text = parts.every((child) => !isValidElement(child)) ? parts.join('') : null;
  return (
    <div className={clsx(className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}>
      {/* Same keyboard scrolling as the highlighted block. */}
      <pre tabIndex={0} className={clsx('prism-code', styles.codeBlock, 'thin-scrollbar')}>
        <code className={styles.codeBlockLines}>{text ?? children}</code>
      </pre>
    </div>
  );
}

/**
 * Code blocks without Prism in the first-load JavaScript: the real block
 * (Prism, the grammars, copy and word-wrap buttons) is the chunk
 * src/components/CodeHighlight/Highlighted.tsx, server-rendered in full and
 * hydrated once that chunk has loaded (see DeferredHydration).
 */
export default deferHydration<Props>({
  name: 'CodeBlock',
  load: () => import('@site/src/components/CodeHighlight/Highlighted'),
  server:
    process.env.RAINBOND_SSR === 'true'
      ? (require('@site/src/components/CodeHighlight/Highlighted') as {default: React.ComponentType<Props>})
      : null,
  as: 'div',
  fallback: PlainCodeBlock,
});
