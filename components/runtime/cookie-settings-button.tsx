'use client';

import { OPEN_COOKIE_SETTINGS } from './consent-manager';

/** A link to the cookie section of the privacy policy that, with JavaScript, opens the preferences. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <a
      href="/privacy-policy#cookies-and-similar-technologies"
      role="button"
      className={className}
      onClick={(event) => {
        event.preventDefault();
        window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS));
      }}
    >
      Cookie settings
    </a>
  );
}
