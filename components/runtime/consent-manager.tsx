'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isEnabled, type OptionalId } from '@/lib/consent';
import { getConsent, saveConsent, subscribe } from '@/lib/consent-store';
import { showToast } from '@/lib/toast';
import styles from './consent.module.css';

export const OPEN_COOKIE_SETTINGS = 'site:open-cookie-settings';

/** A modal dialog lets Tab leave for the browser's own controls; keep it cycling inside instead. */
function trapFocus(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button, input:not([disabled]), a[href]')];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

// Before hydration nothing is known about the cookies, so nothing is shown.
const unknown = () => undefined;

/** The banner, the preferences dialog and the analytics switch they control. */
export function ConsentManager() {
  const consent = useSyncExternalStore(subscribe, getConsent, unknown);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const [analytics, setAnalytics] = useState(false);

  const analyticsOn = consent ? isEnabled(consent, 'analytics') : false;

  useEffect(() => {
    const gtmId = __GTM_ID__;
    // A build-time constant: without an id the analytics module is not even part of the build.
    if (!gtmId || !consent) return;
    void import('@/lib/analytics/gtm').then(({ applyAnalyticsConsent }) => applyAnalyticsConsent(gtmId, analyticsOn));
  }, [consent, analyticsOn]);

  const openPreferences = useCallback(() => {
    opener.current = document.activeElement;
    setAnalytics(analyticsOn);
    dialog.current?.showModal();
  }, [analyticsOn]);

  useEffect(() => {
    window.addEventListener(OPEN_COOKIE_SETTINGS, openPreferences);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS, openPreferences);
  }, [openPreferences]);

  const choose = (optional: OptionalId[], confirm = false) => {
    saveConsent(optional);
    dialog.current?.close();
    if (confirm) showToast('success', optional.includes('analytics') ? 'Analytics cookies are on.' : 'Analytics cookies are off.');
  };

  return (
    <>
      {consent && !consent.given && (
        <section className={styles.banner} aria-labelledby="consent-title">
          <div className={styles.bannerText}>
            <h2 id="consent-title">Cookies on this site</h2>
            <p>
              Necessary cookies keep the site working. With your permission we also use analytics cookies to learn which pages
              help people. <a href="/privacy-policy#cookies-and-similar-technologies">How we use cookies</a>
            </p>
          </div>
          <div className={styles.actions}>
            <button type="button" className={styles.choice} onClick={() => choose(['analytics'])}>
              Accept all
            </button>
            <button type="button" className={styles.choice} onClick={() => choose([])}>
              Reject all
            </button>
            <button type="button" className={styles.link} onClick={openPreferences}>
              Preferences
            </button>
          </div>
        </section>
      )}
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="cookie-preferences-title"
        onClose={() => (opener.current as HTMLElement | null)?.focus?.()}
        onKeyDown={trapFocus}
      >
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            choose(analytics ? ['analytics'] : [], true);
          }}
        >
          <h2 id="cookie-preferences-title">Cookie preferences</h2>
          <p>Choose which cookies we may use. You can change this at any time from the footer of every page.</p>
          <fieldset className={styles.options}>
            <legend className="visually-hidden">Cookie categories</legend>
            <label className={styles.option}>
              <input type="checkbox" checked disabled />
              <span>
                <strong>Necessary cookies</strong>
                Remember your cookie choice. Always on, because the site cannot work without them.
              </span>
            </label>
            <label className={styles.option}>
              <input type="checkbox" checked={analytics} onChange={(event) => setAnalytics(event.target.checked)} />
              <span>
                <strong>Analytics cookies</strong>
                Google Analytics through Google Tag Manager: which pages are read and how visitors find them.
              </span>
            </label>
          </fieldset>
          <div className={styles.actions}>
            <button type="submit" className={styles.choice}>
              Save preferences
            </button>
            <button type="button" className={styles.choice} onClick={() => choose(['analytics'], true)}>
              Accept all
            </button>
            <button type="button" className={styles.choice} onClick={() => choose([], true)}>
              Reject all
            </button>
          </div>
          <button type="button" className={styles.close} aria-label="Close cookie preferences" onClick={() => dialog.current?.close()}>
            ×
          </button>
        </form>
      </dialog>
    </>
  );
}
