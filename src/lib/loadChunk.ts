import {lazy, type ComponentType} from 'react';

/**
 * Loading lazy chunks on unreliable networks (issue 28): route groups, page components, the deferred
 * theme components, dialogs. A chunk whose `<script>` fails is asked for again instead of leaving an
 * uncaught "Loading chunk … failed":
 *
 * - offline: when the browser is back online (waiting for that is not an attempt);
 * - online: after 1 s, 2 s, 4 s … (at most 30 s), or as soon as the browser reports it is back
 *   online, until `attempts` failures;
 * - a chunk the server no longer has (404 or 410, what a deploy does to the chunks of the build
 *   before it) is not asked for again: the promise rejects with {@link ChunkGoneError} and the
 *   caller loads the page in full.
 *
 * The bundler's runtime forgets a chunk that failed, so the next `import()` requests it anew.
 * Errors that are not a chunk failing to arrive (a module that throws) are passed on at once.
 */

/** What the bundler rejects with when a chunk does not arrive: `request` is the file's URL. */
interface ChunkError {
  request?: unknown;
}

/** The URL of the chunk that failed to arrive, or null when `error` is something else. */
export function failedChunkUrl(error: unknown): string | null {
  const request = (error as ChunkError | null)?.request;
  return typeof request === 'string' && request !== '' ? request : null;
}

/** A chunk the server no longer has: the page was built before the deploy that removed it. */
export class ChunkGoneError extends Error {
  readonly request: string;

  constructor(request: string, options?: {cause: unknown}) {
    super(`The chunk ${request} is no longer on the server (a new version of the site was deployed)`, options);
    this.name = 'ChunkGoneError';
    this.request = request;
  }
}

export const isChunkGone = (error: unknown): error is ChunkGoneError => error instanceof ChunkGoneError;

/** Delay before the next attempt after `failures` failed ones, in ms. */
export function backoff(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}

export interface LoadChunkOptions {
  /** Failures (while online) after which the last error is passed on. Default: never give up. */
  attempts?: number;
}

/** Whether the server answers that the file is gone; a request that fails says nothing. */
async function isGone(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {method: 'HEAD', cache: 'no-store'});
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}

/** Resolves when the browser reports it is online again, or after `ms` (never, without `ms`). */
function nextChance(ms?: number): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    window.addEventListener('online', done);
    if (ms !== undefined) timer = setTimeout(done, ms);
  });
}

/** `load()` (a dynamic `import()`), retried as described above. */
export async function loadChunk<T>(load: () => Promise<T>, {attempts = Infinity}: LoadChunkOptions = {}): Promise<T> {
  let failures = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      const url = failedChunkUrl(error);
      if (url === null) throw error;
      if (!navigator.onLine) {
        await nextChance();
        continue;
      }
      if (await isGone(url)) throw new ChunkGoneError(url, {cause: error});
      failures += 1;
      if (failures >= attempts) throw error;
      await nextChance(backoff(failures));
    }
  }
}

/**
 * `React.lazy` over {@link loadChunk}: until the chunk is there the Suspense fallback stays; a chunk
 * that is gone leaves the fallback, with no error.
 */
export function lazyWithRetry<P>(load: () => Promise<{default: ComponentType<P>}>) {
  return lazy(() => loadChunk(load).catch((error: unknown) => (isChunkGone(error) ? new Promise<never>(() => {}) : Promise.reject(error))));
}
