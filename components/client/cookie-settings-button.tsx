'use client';

import { OPEN_COOKIE_SETTINGS } from './consent-manager';
import styles from './cookie-settings-button.module.css';

/**
 * A real button (Enter and Space both work). Without JavaScript it submits to the cookie section of
 * the privacy policy; with JavaScript it opens the preferences instead.
 */
export function CookieSettingsButton() {
  return (
    <form action="/privacy-policy#cookies-and-similar-technologies" method="get" className={styles.form}>
      <button
        type="submit"
        className={styles.button}
        onClick={(event) => {
          event.preventDefault();
          window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS));
        }}
      >
        Cookie settings
      </button>
    </form>
  );
}
