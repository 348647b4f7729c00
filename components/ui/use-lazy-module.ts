'use client';

import { useEffect, useState } from 'react';

const PLACEHOLDER_DELAY_MS = 200;

/**
 * Loads a module once `active` turns true. `slow` becomes true only if loading takes longer than
 * 200 ms, so a placeholder never flashes on a fast load. (Suspense, as used by next/dynamic, would
 * also hold fast content back behind React's fallback throttle.)
 */
export function useLazyModule<T>(
  load: () => Promise<T>,
  active: boolean,
  delay = PLACEHOLDER_DELAY_MS,
): { module?: T; slow: boolean } {
  const [module, setModule] = useState<T>();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active || module) return;
    let cancelled = false;
    const timer = window.setTimeout(() => setSlow(true), delay);
    load().then(
      (loaded) => {
        if (cancelled) return;
        window.clearTimeout(timer);
        setSlow(false);
        setModule(() => loaded);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        // Unhandled on purpose: a missing chunk is recovered by a reload (lib/browser/chunk-recovery.ts).
        throw error;
      },
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [active, module, load, delay]);
  return { module, slow };
}
