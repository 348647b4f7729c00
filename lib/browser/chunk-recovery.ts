import { markBuildStale } from './build-refresh';
import { classifyError, isChunkLoadError } from './errors';
import { claimReload, RELOAD_WINDOW_MS } from './reload-guard';

/** How a chunk failure reached us: a script or stylesheet element, or an import the code awaited. */
export type ChunkFailure = 'element' | 'import';

/**
 * Reload when someone is waiting on the chunk: code the page awaited, anything in the page's first
 * seconds (its own chunks), or after a click, key or back/forward. A chunk Next fetched on its own
 * for a link in view or under the pointer, long after start-up, only means a newer build is live:
 * the next navigation then loads in full (build refresh) instead of the page reloading unasked.
 */
export function chunkFailureResponse(
  failure: ChunkFailure,
  sinceStart: number,
  sinceIntent: number,
): 'reload' | 'next-navigation' {
  if (failure === 'import' || sinceStart < RELOAD_WINDOW_MS || sinceIntent < RELOAD_WINDOW_MS) return 'reload';
  return 'next-navigation';
}

const CHUNK_URL = /(?:https?:\/\/[^\s'"()]+)?\/_next\/static\/[^\s'"()]+/;

/** The chunk an error names, if it names one. */
export function chunkUrl(error: unknown, message = ''): string | undefined {
  const named = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const text = `${named} ${message}`;
  return CHUNK_URL.exec(text)?.[0];
}

/**
 * Whether the chunk is really gone (a newer build removed it), asked again of the server. Firefox and
 * WebKit also fail the chunks still loading when the visitor leaves the page; reloading then would
 * cancel where they were going, and the chunk is still there. Offline, a reload would not help either.
 */
export async function chunkStillMissing(url: string | undefined): Promise<boolean> {
  if (!url) return true;
  try {
    return !(await fetch(url, { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

function recover(): void {
  let allowed = true;
  try {
    allowed = claimReload(sessionStorage, location.pathname, Date.now());
  } catch {
    // No sessionStorage (privacy mode): one reload is still better than a broken page.
  }
  // The browser restores scroll position and, where it can, form fields on reload.
  if (allowed) location.reload();
}

/** A code chunk that fails to load (usually after a deploy) reloads the page, at most once per 10 s per path. */
export function installChunkRecovery(): void {
  let lastIntent = -Infinity;
  const intent = () => (lastIntent = performance.now());
  for (const type of ['pointerdown', 'keydown', 'submit', 'popstate']) window.addEventListener(type, intent, true);
  const failed = (failure: ChunkFailure, url: string | undefined) => {
    const now = performance.now();
    if (chunkFailureResponse(failure, now, now - lastIntent) === 'next-navigation') return markBuildStale();
    void chunkStillMissing(url).then((missing) => missing && recover());
  };
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement || target instanceof HTMLLinkElement) {
        const url = target instanceof HTMLScriptElement ? target.src : target.href;
        if (url.includes('/_next/static/')) failed('element', url);
        return;
      }
      if (classifyError(event.error, event.message) === 'chunk') failed('import', chunkUrl(event.error, event.message));
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) failed('import', chunkUrl(event.reason));
  });
}
