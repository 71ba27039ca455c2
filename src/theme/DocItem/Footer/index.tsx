import React, {type ComponentType, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {deferHydration} from '@site/src/components/DeferredHydration';

/**
 * The doc's footer (last update, edit link, tags), out of the first-load
 * JavaScript: below the text and without interaction beyond its links (see
 * DeferredHydration). The original renders nothing when it has nothing to
 * show; the same test decides here whether there is server HTML to keep.
 */
const Deferred = deferHydration<Record<string, never>>({
  name: 'DocItemFooter',
  load: () => import('@theme-original/DocItem/Footer'),
  server:
    process.env.RAINBOND_SSR === 'true'
      ? (require('@theme-original/DocItem/Footer') as {default: ComponentType<Record<string, never>>})
      : null,
  as: 'footer',
  // Plain links and text until the reader reaches it (issue 28).
  hydrate: 'interaction',
});

export default function DocItemFooter(): ReactNode {
  const {editUrl, lastUpdatedAt, lastUpdatedBy, tags} = useDoc().metadata;
  if (tags.length === 0 && !editUrl && !lastUpdatedAt && !lastUpdatedBy) return null;
  return <Deferred />;
}
