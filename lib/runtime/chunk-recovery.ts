import { classifyError, isChunkLoadError } from './errors';
import { claimReload } from './reload-guard';

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
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement || target instanceof HTMLLinkElement) {
        const url = target instanceof HTMLScriptElement ? target.src : target.href;
        if (url.includes('/_next/static/')) recover();
        return;
      }
      if (classifyError(event.error, event.message) === 'chunk') recover();
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) recover();
  });
}
