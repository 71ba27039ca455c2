import React, {Children, isValidElement, lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';
import {ThemeClassNames} from '@docusaurus/theme-common';
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

const Highlighted = lazy(() => import('@site/src/components/CodeHighlight/Highlighted'));

/**
 * The code, unhighlighted, in the frame of the real block: shown only while
 * the code-block chunk loads after a client-side navigation. Server-rendered
 * pages already hold the highlighted HTML (the SSR waits for lazy components)
 * and hydration keeps that HTML in place until the chunk has arrived.
 */
function PlainCodeBlock({children, className}: Props): ReactNode {
  const text = Children.toArray(children).every((child) => !isValidElement(child))
    ? Children.toArray(children).join('')
    : null;
  return (
    // No Prism colours here: computing them would pull the code-block
    // utilities (~2 KB gzip) into every docs and blog page.
    <div
      className={clsx(className, containerStyles.codeBlockContainer, ThemeClassNames.common.codeBlock)}>
      {/* Same keyboard scrolling as the highlighted block. */}
      <pre tabIndex={0} className={clsx('prism-code', contentStyles.codeBlock, 'thin-scrollbar')}>
        <code className={contentStyles.codeBlockLines}>{text ?? children}</code>
      </pre>
    </div>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <Highlighted {...props} />
    </Suspense>
  );
}
