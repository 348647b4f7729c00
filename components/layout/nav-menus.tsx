'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

function closeMenus(except?: Element | null) {
  document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]').forEach((menu) => {
    if (!except || !menu.contains(except)) menu.open = false;
  });
}

// Whether a header has been mounted in this document before: one mounted again (the site's layout
// coming back after a page with another layout) may bring its static HTML as it was adopted, menus open.
let mountedBefore = false;

/** Closes the header's disclosure menus after navigation, on Escape and on a click outside them. */
export function NavMenus() {
  const pathname = usePathname();
  // After a navigation only: a menu opened before the page hydrated stays open.
  const shown = useRef(pathname);
  useEffect(() => {
    if (mountedBefore) closeMenus();
    mountedBefore = true;
  }, []);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    closeMenus();
  }, [pathname]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = document.querySelector<HTMLDetailsElement>(
        'details[data-menu][open] details[data-menu][open], details[data-menu][open]',
      );
      if (!open) return;
      open.open = false;
      open.querySelector('summary')?.focus();
    };
    const onClick = (event: MouseEvent) => closeMenus(event.target as Element);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);
  return null;
}
