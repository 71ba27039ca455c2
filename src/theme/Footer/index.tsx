import type {ComponentType} from 'react';
import {deferHydration} from '@site/src/components/DeferredHydration';

/**
 * The footer, out of the first-load JavaScript: it is below the fold and its
 * server HTML is complete (links work as plain links); it hydrates once its
 * chunk has loaded after the page (see DeferredHydration).
 */
export default deferHydration<Record<string, never>>({
  name: 'Footer',
  load: () => import('@theme-original/Footer'),
  server:
    process.env.RAINBOND_SSR === 'true'
      ? (require('@theme-original/Footer') as {default: ComponentType<Record<string, never>>})
      : null,
  as: 'footer',
});
