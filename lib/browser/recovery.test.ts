import { afterEach, describe, expect, it, vi } from 'vitest';
import { shouldPrefetch } from './app-links';
import { isNewerBuild } from './build-refresh';
import { chunkFailureResponse, chunkStillMissing, chunkUrl } from './chunk-recovery';
import { classifyError, errorMessage, isChunkLoadError } from './errors';
import { claimReload, RELOAD_WINDOW_MS, shouldReload } from './reload-guard';

describe('classifyError', () => {
  it('recognises failed code chunks from webpack, Turbopack and native imports', () => {
    const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(classifyError(chunkError)).toBe('chunk');
    expect(classifyError(new Error('Failed to load chunk /_next/static/chunks/abc.js from module 42'))).toBe('chunk');
    expect(classifyError(new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'))).toBe(
      'chunk',
    );
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
  });

  it('ignores what is not ours or not an error', () => {
    expect(classifyError(null, 'Script error.')).toBe('ignore');
    expect(classifyError(undefined, 'ResizeObserver loop completed with undelivered notifications.')).toBe('ignore');
  });

  it('treats everything else as fatal', () => {
    expect(classifyError(new Error('Cannot read properties of undefined'))).toBe('fatal');
    expect(classifyError('a thrown string')).toBe('fatal');
  });

  it('finds a message to show', () => {
    expect(errorMessage(new Error('Boom'))).toBe('Boom');
    expect(errorMessage('Plain')).toBe('Plain');
    expect(errorMessage({})).toBe('Something went wrong');
    expect(errorMessage(new Error(''), 'Fallback')).toBe('Fallback');
  });
});

describe('reload guard', () => {
  it('allows one reload per 10 s window', () => {
    expect(RELOAD_WINDOW_MS).toBe(10_000);
    expect(shouldReload(undefined, 1_000)).toBe(true);
    expect(shouldReload(1_000, 1_000 + 9_999)).toBe(false);
    expect(shouldReload(1_000, 1_000 + 10_000)).toBe(true);
  });

  it('does not trust a corrupt or future timestamp', () => {
    expect(shouldReload(Number.NaN, 5_000)).toBe(true);
    expect(shouldReload(50_000, 5_000)).toBe(true);
  });

  it('keeps one window per path in storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(claimReload(storage, '/blog', 0)).toBe(true);
    expect(claimReload(storage, '/blog', 5_000)).toBe(false);
    expect(claimReload(storage, '/career', 5_000)).toBe(true);
    expect(claimReload(storage, '/blog', 10_000)).toBe(true);
  });
});

describe('isNewerBuild', () => {
  it('is true only for a well-formed, different build id', () => {
    expect(isNewerBuild('a1', { id: 'b2', timestamp: 1 })).toBe(true);
    expect(isNewerBuild('a1', { id: 'a1', timestamp: 1 })).toBe(false);
    expect(isNewerBuild('a1', { id: '', timestamp: 1 })).toBe(false);
    expect(isNewerBuild('a1', { id: 42 })).toBe(false);
    expect(isNewerBuild('a1', null)).toBe(false);
    expect(isNewerBuild('a1', '<html>')).toBe(false);
  });
});

describe('shouldPrefetch', () => {
  it('skips prefetching on data-saver and 2g connections', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
  });
});

describe('chunkFailureResponse', () => {
  it('reloads when someone waits on the chunk: awaited code, start-up, or a recent action', () => {
    expect(chunkFailureResponse('import', 60_000, 60_000)).toBe('reload');
    expect(chunkFailureResponse('element', 2_000, Infinity)).toBe('reload');
    expect(chunkFailureResponse('element', 60_000, 300)).toBe('reload');
    expect(chunkFailureResponse('element', 60_000, RELOAD_WINDOW_MS - 1)).toBe('reload');
  });

  it('leaves a quiet page alone and loads the next page in full instead', () => {
    expect(chunkFailureResponse('element', 60_000, RELOAD_WINDOW_MS)).toBe('next-navigation');
    expect(chunkFailureResponse('element', RELOAD_WINDOW_MS, Infinity)).toBe('next-navigation');
  });
});

describe('chunkStillMissing', () => {
  afterEach(() => vi.unstubAllGlobals());
  const server = (answer: () => Promise<Response>) => vi.stubGlobal('fetch', vi.fn(answer));

  it('reloads only for a chunk the server no longer has', async () => {
    server(() => Promise.resolve(new Response('gone', { status: 404 })));
    expect(await chunkStillMissing('/_next/static/chunks/a.js')).toBe(true);
    server(() => Promise.resolve(new Response('', { status: 200 })));
    expect(await chunkStillMissing('/_next/static/chunks/a.js')).toBe(false);
  });

  it('does not reload when the check itself fails: the page is being left, or the visitor is offline', async () => {
    server(() => Promise.reject(new TypeError('NetworkError when attempting to fetch resource.')));
    expect(await chunkStillMissing('/_next/static/chunks/a.js')).toBe(false);
  });

  it('reloads as before when the error names no chunk', async () => {
    expect(await chunkStillMissing(undefined)).toBe(true);
  });

  it('finds the chunk in each engine’s message', () => {
    const url = 'http://127.0.0.1:3100/_next/static/chunks/0f1e.js';
    expect(chunkUrl(new TypeError(`error loading dynamically imported module: ${url}`))).toBe(url);
    expect(chunkUrl(new Error('Failed to load chunk /_next/static/chunks/0f1e.js from module 123'))).toBe(
      '/_next/static/chunks/0f1e.js',
    );
    expect(chunkUrl(null, 'Importing a module script failed.')).toBeUndefined();
  });
});
