/** @jest-environment jsdom */
import {ChunkGoneError, backoff, failedChunkUrl, isChunkGone, loadChunk} from '../../src/lib/loadChunk';

// Issue 28: every lazy chunk is retried — when the browser is back online, or after a failed attempt
// with backoff — and a chunk a deploy removed is told apart (src/lib/loadChunk.ts).

/** What the bundler rejects with when a chunk's <script> fails. */
const chunkError = (url = 'http://127.0.0.1/assets/js/abc/g1.js') => Object.assign(new Error('Loading chunk g1 failed.'), {name: 'ChunkLoadError', request: url});

let online = true;
let headStatus = 200;
const heads: string[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  online = true;
  headStatus = 200;
  heads.length = 0;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    heads.push(`${init?.method} ${String(url)} ${init?.cache}`);
    if (!online) throw new TypeError('Failed to fetch');
    return {status: headStatus} as Response;
  }) as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** A load that fails `failures` times, then gives `value`. */
function flaky<T>(failures: number, value: T) {
  const load = jest.fn(async () => {
    if (load.mock.calls.length <= failures) throw chunkError();
    return value;
  });
  return load;
}

/** Lets pending promise callbacks run (fake timers leave microtasks alone). */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('loadChunk', () => {
  it('tells a chunk that failed to arrive by the URL the bundler gives', () => {
    expect(failedChunkUrl(chunkError('http://x/a.js'))).toBe('http://x/a.js');
    expect(failedChunkUrl(new Error('a module threw'))).toBeNull();
    expect(failedChunkUrl(null)).toBeNull();
  });

  it('waits 1 s, 2 s, 4 s … between attempts while online, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoff)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries a failed chunk after the backoff and resolves when it arrives', async () => {
    const load = flaky(2, 'module');
    const result = loadChunk(load);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    // Asked whether the file is gone, without the cache.
    expect(heads).toEqual(['HEAD http://127.0.0.1/assets/js/abc/g1.js no-store']);
    await jest.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('offline, waits for the browser to be back online, however long, without counting attempts', async () => {
    online = false;
    const load = flaky(1, 'module');
    const result = loadChunk(load, {attempts: 1});
    await settle();
    await jest.advanceTimersByTimeAsync(600_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(heads).toEqual([]);
    online = true;
    window.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed attempt is retried at once when the browser reports it is back online', async () => {
    const load = flaky(1, 'module');
    const result = loadChunk(load);
    await settle();
    window.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects with the last error after `attempts` failures while online', async () => {
    const load = flaky(5, 'module');
    const result = loadChunk(load, {attempts: 2});
    const outcome = result.then(
      () => 'resolved',
      (error: Error) => error.name,
    );
    await jest.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toBe('ChunkLoadError');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects at once with ChunkGoneError when the server answers 404 (a deploy removed the chunk)', async () => {
    headStatus = 404;
    const load = flaky(1, 'module');
    const error = await loadChunk(load).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkGoneError);
    expect(isChunkGone(error)).toBe(true);
    expect((error as ChunkGoneError).request).toBe('http://127.0.0.1/assets/js/abc/g1.js');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes on an error that is not a chunk failing to arrive, without retrying', async () => {
    const load = jest.fn(async () => {
      throw new TypeError('a module threw');
    });
    await expect(loadChunk(load)).rejects.toThrow('a module threw');
    expect(load).toHaveBeenCalledTimes(1);
    expect(heads).toEqual([]);
  });
});
