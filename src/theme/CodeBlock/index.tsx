import React, {Children, isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';
import {deferHydration} from '@site/src/components/DeferredHydration';
import type {Props as HighlightedProps} from '@site/src/components/CodeHighlight/Highlighted';
import {writtenLines} from '@site/src/components/CodeHighlight/tokens';

/**
 * The block in the frame of the real one, while its chunk loads after a client-side navigation (or
 * inside a part that hydrated on interaction): the build's tokens, coloured, where the real block
 * would show the lines as written (no metastring, no magic comment of the theme's default set);
 * otherwise the plain text.
 */
function FallbackCodeBlock({children, className, metastring, showLineNumbers, tokens}: HighlightedProps): ReactNode {
  const parts = Children.toArray(children);
  const text = parts.every((child) => !isValidElement(child)) ? parts.join('') : null;
  const lines = text !== null && tokens && !metastring && !showLineNumbers && !/highlight-(next-line|start|end)/.test(text) ? writtenLines(tokens) : null;
  return (
    <div className={clsx(className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}>
      <div className={styles.codeBlockContent}>
        {/* Same keyboard scrolling as the highlighted block. */}
        <pre tabIndex={0} className={clsx('prism-code', className, styles.codeBlock, 'thin-scrollbar')}>
          <code className={styles.codeBlockLines}>
            {lines
              ? lines.map((line, i) => (
                  <div key={i} className="token-line">
                    {line.map((token, j) => (
                      <span key={j} className={token.className}>
                        {line.length === 1 && token.content === '\n' ? '' : token.content}
                      </span>
                    ))}
                    <br />
                  </div>
                ))
              : (text ?? children)}
          </code>
        </pre>
      </div>
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
  fallback: FallbackCodeBlock,
  // Its buttons show on hover or focus: their code comes then (issue 28).
  hydrate: 'interaction',
});
