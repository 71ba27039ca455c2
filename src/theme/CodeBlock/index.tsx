import React, {Children, isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';
import {deferHydration} from '@site/src/components/DeferredHydration';
import type {Props as HighlightedProps} from '@site/src/components/CodeHighlight/Highlighted';

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
 * Code blocks. Their tokens and colours come from the build (plugins/code-highlight), so no
 * highlighter runs in the browser. The block with its copy and word-wrap buttons,
 * src/components/CodeHighlight/Highlighted.tsx, is server-rendered in full; its chunk loads when the
 * reader first points at, focuses or touches a code block, which is when its buttons show (see
 * DeferredHydration). The server HTML already shows it as it will be, in either colour mode.
 */
export default deferHydration<HighlightedProps>({
  name: 'CodeBlock',
  load: () => import('@site/src/components/CodeHighlight/Highlighted'),
  server:
    process.env.RAINBOND_SSR === 'true'
      ? (require('@site/src/components/CodeHighlight/Highlighted') as {default: React.ComponentType<HighlightedProps>})
      : null,
  as: 'div',
  fallback: PlainCodeBlock,
  // Its buttons show on hover or focus: their code comes then (issue 28).
  hydrate: 'interaction',
});
