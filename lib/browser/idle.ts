/**
 * Runs `work` in a task of its own once the browser is idle (at the latest after `timeout` ms), or
 * after a moment where there is no idle callback (Safari). Returns a cancel.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1);
  return () => clearTimeout(id);
}
