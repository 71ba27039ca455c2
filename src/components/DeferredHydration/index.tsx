import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {retryWhenOnline} from '@site/src/lib/retryWhenOnline';

type Module<P> = {default: ComponentType<P>};

export interface DeferOptions<P> {
  /** For React DevTools. */
  name: string;
  /** The chunk with the real component (a dynamic `import()`). */
  load: () => Promise<Module<P>>;
  /**
   * The real component in the server bundle, where it must render
   * synchronously: `process.env.RAINBOND_SSR === 'true' ? require(…) : null`
   * (the define comes from plugins/lean-bundle, so the client bundle drops
   * the `require`).
   */
  server: Module<P> | null;
  /** Tag of the real component's root element; the kept server HTML sits in it. */
  as: 'div' | 'footer' | 'nav' | 'aside';
  /** Shown after a client-side navigation until the chunk is there. */
  fallback?: ComponentType<P>;
}

/** Resolves once the window `load` event has passed: deferred code never competes with the page's own. */
function afterPageLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), {once: true}));
}

/**
 * A component whose code is not in the first-load JavaScript, although the
 * server-rendered page shows it in full.
 *
 * - Server render: the real component, so the HTML is complete.
 * - Hydration: an element of the same tag whose inner HTML React leaves alone
 *   keeps the server HTML as it is; after the window load event the chunk
 *   loads and the
 *   real component takes its place. Nothing on screen changes. Until then it
 *   is static HTML (plain links still work).
 * - Client-side navigation: the real component if its chunk is loaded,
 *   otherwise `fallback` for the moment it takes to load.
 */
export function deferHydration<P extends object>({name, load, server, as: Tag, fallback: Fallback}: DeferOptions<P>): ComponentType<P> {
  let loaded: ComponentType<P> | null = server?.default ?? null;
  let loading: Promise<ComponentType<P>> | null = null;
  // Offline by then: the server HTML stays until the browser is back online (no uncaught error).
  const get = () => (loading ??= afterPageLoad().then(() => retryWhenOnline(load)).then((m) => (loaded = m.default)));

  function Deferred(props: P): ReactNode {
    const isBrowser = useIsBrowser();
    // RELIANCE deferred-hydration: Docusaurus defines HYDRATE_CLIENT_ENTRY when the page hydrates server HTML.
    const [keepServerHtml] = useState(
      () => String(process.env.HYDRATE_CLIENT_ENTRY) === 'true' && !isBrowser && loaded === null,
    );
    const [Real, setReal] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (!Real) void get().then((component) => setReal(() => component));
    }, [Real]);
    if (Real) return <Real {...props} />;
    // RELIANCE deferred-hydration: React keeps the server HTML under an empty dangerouslySetInnerHTML it may not match.
    if (keepServerHtml) return <Tag suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
    return Fallback ? <Fallback {...props} /> : null;
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}
