'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import {
  APP_LINK_ATTRIBUTE,
  appLinkOf,
  type Connection,
  PRESENCE_EVENTS,
  routerTarget,
  sameOriginPath,
  shouldPrefetch,
} from '@/lib/browser/app-links';
import { isLanguageLink, syncLanguageLinks } from '@/lib/browser/language-links';
import { whenIdle } from '@/lib/browser/idle';
import { keepSealedHead, type SealedHead } from '@/lib/browser/sealed-head';

function prefetchAllowed(): boolean {
  return shouldPrefetch((navigator as Navigator & { connection?: Connection }).connection);
}

/** Client-side navigation and prefetching for every AppLink on the page, from one component. */
export function LinkRouter() {
  const router = useRouter();
  const pathname = usePathname();
  const visitorPresent = useRef(false);
  const head = useRef<SealedHead | null>(null);

  // The first page's metadata tags: out of the head before the router renders another page, back with it.
  // Only a build seals them (every prerendered page, or the build fails); in development React owns them.
  useEffect(() => {
    if (!__SEALED_PAGES__) return;
    head.current ??= keepSealedHead(document, location.pathname);
    // Captured, and registered before the router's own listener: the tags leave before it renders.
    const onHistory = () => head.current?.leave(location.pathname);
    window.addEventListener('popstate', onHistory, { capture: true });
    return () => window.removeEventListener('popstate', onHistory, { capture: true });
  }, []);
  useEffect(() => head.current?.settle(pathname), [pathname]);
  // Each page seen, counted without an identifier (CONTRACT §24): its beacon's code loads once the page is idle.
  useEffect(
    () => whenIdle(() => void import('@/lib/browser/insights').then(({ pageView }) => pageView(pathname))),
    [pathname],
  );

  useEffect(() => {
    const prefetched = new Set<string>();
    const prefetch = (anchor: HTMLAnchorElement) => {
      const path = sameOriginPath(anchor.href, location.origin);
      if (!path || !prefetchAllowed()) return;
      const page = path.replace(/#.*$/, '');
      if (page === location.pathname + location.search || prefetched.has(page)) return;
      prefetched.add(page);
      router.prefetch(page);
    };
    // Registered on the window so handlers on the document or the link itself decide first.
    const onClick = (event: MouseEvent) => {
      const anchor = appLinkOf(event.target);
      const path = anchor && routerTarget(event, anchor, location.origin);
      if (!path) return;
      event.preventDefault();
      head.current?.leave(new URL(path, location.origin).pathname);
      router.push(path);
    };
    const onIntent = (event: Event) => {
      if (isLanguageLink(event.target)) syncLanguageLinks(document);
      const anchor = appLinkOf(event.target);
      if (anchor) prefetch(anchor);
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              whenIdle(() => prefetch(entry.target as HTMLAnchorElement));
            }
          })
        : null;
    const observeLinks = () =>
      document
        .querySelectorAll<HTMLAnchorElement>(`a[${APP_LINK_ATTRIBUTE}]`)
        .forEach((anchor) => observer?.observe(anchor));
    const waiting = new AbortController();
    if (visitorPresent.current) observeLinks();
    else {
      const onPresence = () => {
        visitorPresent.current = true;
        waiting.abort();
        observeLinks();
      };
      // Captured on the window: scrolling any element counts, and nothing on the page can stop it.
      const options = { capture: true, passive: true, signal: waiting.signal };
      for (const type of PRESENCE_EVENTS) window.addEventListener(type, onPresence, options);
    }
    window.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('pointerdown', onIntent, { passive: true });
    return () => {
      waiting.abort();
      observer?.disconnect();
      window.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('pointerdown', onIntent);
    };
    // Links of the new page are observed after each navigation.
  }, [router, pathname]);

  return null;
}
