import React, {type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/Admonition';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {deferHydration} from '@site/src/components/DeferredHydration';

/** The admonition's content in a neutral box, while its chunk loads after a client-side navigation. */
function PlainAdmonition({children, className}: Props): ReactNode {
  return <div className={clsx(ThemeClassNames.common.admonition, 'alert', 'alert--secondary', className)}>{children}</div>;
}

/**
 * Admonitions (their icons and type components) out of the first-load
 * JavaScript; the server HTML shows them in full (see DeferredHydration).
 */
export default deferHydration<Props>({
  name: 'Admonition',
  load: () => import('@theme-original/Admonition'),
  server:
    process.env.RAINBOND_SSR === 'true'
      ? (require('@theme-original/Admonition') as {default: ComponentType<Props>})
      : null,
  as: 'div',
  fallback: PlainAdmonition,
  // Nothing to do but show its server HTML until the reader points at or focuses it (issue 28).
  hydrate: 'interaction',
});
