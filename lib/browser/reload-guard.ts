export const RELOAD_WINDOW_MS = 10_000;
const KEY = 'chunk-reload:';

/** A failed chunk reloads the page at most once per window and path: never a reload loop. */
export function shouldReload(lastReloadAt: number | undefined, now: number, windowMs = RELOAD_WINDOW_MS): boolean {
  return (
    lastReloadAt === undefined || Number.isNaN(lastReloadAt) || now - lastReloadAt >= windowMs || now < lastReloadAt
  );
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** Records the reload before it happens, so the page that comes back knows. */
export function claimReload(storage: Storage, path: string, now: number): boolean {
  const raw = storage.getItem(KEY + path);
  if (!shouldReload(raw === null ? undefined : Number(raw), now)) return false;
  storage.setItem(KEY + path, String(now));
  return true;
}
