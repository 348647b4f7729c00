// A poll of /builds/latest.json rather than Next's deploymentId: the contract names that file, and a
// stale tab learns of a new build before its next click, not only when a navigation fails.
import { anchorOf, routerTarget } from './app-links';

type LatestBuild = { id: string; timestamp: number };

export function isNewerBuild(currentId: string, latest: unknown): boolean {
  if (!latest || typeof latest !== 'object') return false;
  const { id } = latest as Partial<LatestBuild>;
  return typeof id === 'string' && id.length > 0 && id !== currentId;
}

/** The page a click should load in full once a newer build exists (any internal link, not only AppLinks). */
function internalLinkTarget(event: MouseEvent, origin: string): string | null {
  const anchor = anchorOf(event.target, 'a[href]');
  return anchor && routerTarget(event, anchor, origin);
}

// Module-wide: a failed chunk (lib/browser/chunk-recovery.ts) is news of a newer build as well.
let stale = false;

/** Makes the next click on an internal link a full page load. */
export function markBuildStale(): void {
  stale = true;
}

/**
 * Polls /builds/latest.json while the tab is visible; once another build is live, the next click
 * on an internal link loads the page in full instead of navigating inside the old build.
 */
export function startBuildRefresh(currentId: string, intervalMs: number): () => void {
  let lastCheck = Date.now();

  const check = async () => {
    lastCheck = Date.now();
    try {
      const response = await fetch(`/builds/latest.json?t=${lastCheck}`, { cache: 'no-store' });
      if (response.ok && isNewerBuild(currentId, await response.json())) stale = true;
    } catch {
      // Offline or deploying: try again next time.
    }
  };
  const tick = () => {
    if (!stale && document.visibilityState === 'visible' && Date.now() - lastCheck >= intervalMs) void check();
  };
  const onClick = (event: MouseEvent) => {
    if (!stale) return;
    const href = internalLinkTarget(event, location.origin);
    if (!href) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    location.assign(href);
  };

  const timer = window.setInterval(tick, Math.min(intervalMs, 60_000));
  document.addEventListener('visibilitychange', tick);
  document.addEventListener('click', onClick, true);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', tick);
    document.removeEventListener('click', onClick, true);
  };
}
