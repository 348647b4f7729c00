'use client';

import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Whether the element has come within `margin` of the screen, or the visitor has reached it another
 * way (call `reached`, e.g. on focus): the moment to do work only that part of the page needs, so
 * the page's start-up does not pay for it. Once near, it stays near.
 */
export function useNear(element: RefObject<Element | null>, margin: string): { near: boolean; reached: () => void } {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      {
        rootMargin: margin,
      },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return { near, reached: useCallback(() => setNear(true), []) };
}
