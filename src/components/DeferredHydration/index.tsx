import React, {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {isChunkGone, loadChunk} from '@site/src/lib/loadChunk';

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
  /**
   * When the chunk of a server-rendered instance loads: after the window `load` event (default), or
   * on the reader's first sign of interest in it — the pointer entering it, focus moving into it, a
   * touch — for parts whose server HTML is all a reader needs until then (issue 28: the code block,
   * whose buttons only show on hover or focus). Once one instance has asked for the chunk, every
   * instance takes the real component when it arrives. `scroll`: the same, or the page's first scroll
   * (the table of contents, whose part is to follow the reader down the page).
   */
  hydrate?: 'load' | 'interaction' | 'scroll';
}

/** What tells that the reader is about to use a part: it is hovered, focused or touched. */
const INTENT_EVENTS = ['pointerenter', 'focusin', 'touchstart'] as const;

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
 *   keeps the server HTML as it is; after the window load event (or, with
 *   `hydrate: 'interaction'`, when the reader first points at, focuses or
 *   touches it) the chunk loads and the real component takes its place.
 *   Nothing on screen changes. Until then it is static HTML (plain links
 *   still work).
 * - Client-side navigation: the real component if its chunk is loaded,
 *   otherwise `fallback` for the moment it takes to load.
 * - A chunk that fails is retried (src/lib/loadChunk.ts). One that a deploy
 *   removed leaves the server HTML as it is, and after a client-side
 *   navigation loads the page in full.
 */
export function deferHydration<P extends object>({name, load, server, as: Tag, fallback: Fallback, hydrate = 'load'}: DeferOptions<P>): ComponentType<P> {
  let loaded: ComponentType<P> | null = server?.default ?? null;
  let loading: Promise<ComponentType<P>> | null = null;
  /** Instances waiting for a sign of interest, told when another instance has started the load. */
  const waiting = new Set<() => void>();
  // Offline by then: the server HTML stays until the browser is back online, and a failed attempt is
  // retried (src/lib/loadChunk.ts); no uncaught error.
  const get = () => {
    if (!loading) {
      loading = afterPageLoad()
        .then(() => loadChunk(load))
        .then((m) => (loaded = m.default));
      for (const started of [...waiting]) started();
    }
    return loading;
  };

  function Deferred(props: P): ReactNode {
    const isBrowser = useIsBrowser();
    // RELIANCE deferred-hydration: Docusaurus defines HYDRATE_CLIENT_ENTRY when the page hydrates server HTML.
    const [keepServerHtml] = useState(
      () => String(process.env.HYDRATE_CLIENT_ENTRY) === 'true' && !isBrowser && loaded === null,
    );
    const [Real, setReal] = useState<ComponentType<P> | null>(() => loaded);
    const element = useRef<HTMLElement>(null);
    useEffect(() => {
      if (Real) return undefined;
      const start = () =>
        get().then(
          (component) => setReal(() => component),
          (error: unknown) => {
            // A deploy removed the chunk. The server HTML stays as it is; where this view was
            // rendered by a client-side navigation (fallback), the page is loaded in full instead.
            if (isChunkGone(error) && !keepServerHtml) window.location.reload();
            else if (!isChunkGone(error)) throw error;
          },
        );
      const node = element.current;
      if (hydrate === 'load' || !keepServerHtml || loading || !node) {
        void start();
        return undefined;
      }
      const onIntent = () => {
        stop();
        void start();
      };
      const stop = () => {
        waiting.delete(onIntent);
        for (const type of INTENT_EVENTS) node.removeEventListener(type, onIntent);
        window.removeEventListener('scroll', onIntent);
      };
      waiting.add(onIntent);
      for (const type of INTENT_EVENTS) node.addEventListener(type, onIntent, {passive: true});
      if (hydrate === 'scroll') window.addEventListener('scroll', onIntent, {passive: true});
      return stop;
    }, [Real, keepServerHtml]);
    if (Real) return <Real {...props} />;
    // RELIANCE deferred-hydration: React keeps the server HTML under an empty dangerouslySetInnerHTML it may not match.
    if (keepServerHtml) return <Tag ref={element as never} suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
    return Fallback ? <Fallback {...props} /> : null;
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}
