'use client';

import { useEffect } from 'react';
import { COOKIE_SETTINGS_ATTRIBUTE } from '@/lib/shared/consent';
import { OPEN_COOKIE_SETTINGS } from './consent-manager';

/**
 * Runs the footer's "Cookie settings" buttons, which ship as plain HTML (without JavaScript they go to
 * the cookie policy): a press asks ConsentManager for the preferences, to give focus back to the button.
 * A leaf in the footer rather than a listener in ConsentManager: importing ConsentManager's event from
 * the shell is what makes Turbopack serve the shell's and the banner's styles as the page's first
 * stylesheet, which keeps the post's LCP under 1 s (docs/decisions/004-css-chunking.md).
 */
export function CookieSettings() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest(`[${COOKIE_SETTINGS_ATTRIBUTE}]`) : null;
      if (!button) return;
      event.preventDefault();
      window.dispatchEvent(new CustomEvent(OPEN_COOKIE_SETTINGS, { detail: button }));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
