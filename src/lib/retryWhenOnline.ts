import {lazy, type ComponentType} from 'react';

/**
 * A chunk loaded late (after the page load, on a timer, on a click) fails
 * when the visitor has gone offline in the meantime. Instead of rejecting —
 * an uncaught "Loading chunk … failed" for the page — the promise waits for
 * the browser's `online` event and loads again (the bundler's runtime forgets
 * a failed chunk, so the next `import()` requests it anew). Until then the
 * caller keeps what it shows: the server HTML, or a Suspense fallback.
 */
export function retryWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        window.addEventListener('online', () => resolve(retryWhenOnline(load)), {once: true});
      }),
  );
}

/** `React.lazy` over {@link retryWhenOnline}. */
export function lazyWithRetry<P>(load: () => Promise<{default: ComponentType<P>}>) {
  return lazy(() => retryWhenOnline(load));
}
