import type {ComponentType} from 'react';
import type {Props} from '@theme/TOC';
import {deferHydration} from '@site/src/components/DeferredHydration';

/**
 * The desktop table of contents, out of the first-load JavaScript: its links
 * work as plain anchors from the server HTML, and the active-heading
 * highlighting starts once its chunk has loaded, on the page's first scroll
 * or when the reader points at the table.
 */
export default deferHydration<Props>({
  name: 'TOC',
  load: () => import('@theme-original/TOC'),
  server:
    process.env.RAINBOND_SSR === 'true'
      ? (require('@theme-original/TOC') as {default: ComponentType<Props>})
      : null,
  as: 'div',
  // Its links work as plain anchors; the highlighting follows the reader's scrolling (issue 28).
  hydrate: 'scroll',
});
