'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLazyModule } from '@/components/ui/use-lazy-module';
import { isEnabled, type OptionalId } from '@/lib/browser/consent';
import { getConsent, saveConsent, subscribe } from '@/lib/browser/consent-store';
import { showToast } from '@/lib/browser/toast';
import { type ConsentWords, loadConsentWords } from '@/lib/i18n/consent/load';
import type { Locale } from '@/lib/i18n/locales';
import styles from './consent.module.css';

/** Opens the preferences; the event's detail is the element to give focus back to. */
export const OPEN_COOKIE_SETTINGS = 'site:open-cookie-settings';

const loadPreferences = () => import('./cookie-preferences');

// Before hydration nothing is known about the cookies, so nothing is shown.
const unknown = () => undefined;

/** The banner, the preferences dialog (loaded on first use) and the analytics switch they control. */
export function ConsentManager({ locale, policy }: { locale: Locale; policy: string }) {
  const consent = useSyncExternalStore(subscribe, getConsent, unknown);
  const opener = useRef<Element | null>(null);
  const [request, setRequest] = useState(0);
  // The words load when there is something to say: the banner on a first visit, or the preferences.
  const t: ConsentWords | undefined = useLazyModule(
    loadConsentWords[locale],
    Boolean(consent && (!consent.given || request > 0)),
  ).module;
  const preferences = useLazyModule(loadPreferences, request > 0);
  const CookiePreferences = preferences.module?.default;

  const analyticsOn = consent ? isEnabled(consent, 'analytics') : false;

  useEffect(() => {
    const gtmId = __GTM_ID__;
    // A build-time constant: without an id the analytics module is not even part of the build.
    if (!gtmId || !consent) return;
    void import('@/lib/browser/gtm').then(({ applyAnalyticsConsent }) => applyAnalyticsConsent(gtmId, analyticsOn));
  }, [consent, analyticsOn]);

  const openPreferences = useCallback((from: Element | null) => {
    opener.current = from;
    setRequest((count) => count + 1);
  }, []);

  useEffect(() => {
    const onOpen = (event: Event) => openPreferences(event instanceof CustomEvent ? (event.detail as Element) : null);
    window.addEventListener(OPEN_COOKIE_SETTINGS, onOpen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS, onOpen);
  }, [openPreferences]);

  const choose = (optional: OptionalId[], confirm: boolean) => {
    saveConsent(optional);
    if (confirm && t) showToast('success', optional.includes('analytics') ? t.analyticsOn : t.analyticsOff);
  };

  return (
    <>
      {t && consent && !consent.given && (
        <section className={styles.banner} aria-labelledby="consent-title">
          <div className={styles.bannerText}>
            <h2 id="consent-title">{t.title}</h2>
            <p>
              {t.text} <a href={`${policy}#cookies-and-similar-technologies`}>{t.howWeUse}</a>
            </p>
          </div>
          <div className={styles.actions}>
            <button type="button" className={styles.choice} onClick={() => choose(['analytics'], false)}>
              {t.acceptAll}
            </button>
            <button type="button" className={styles.choice} onClick={() => choose([], false)}>
              {t.rejectAll}
            </button>
            <button type="button" className={styles.link} onClick={(event) => openPreferences(event.currentTarget)}>
              {t.preferences}
            </button>
          </div>
        </section>
      )}
      {t && preferences.slow && (
        <p role="status" className={styles.loading}>
          {t.loading}
        </p>
      )}
      {t && CookiePreferences && (
        <CookiePreferences
          t={t}
          request={request}
          analyticsOn={analyticsOn}
          onChoose={(optional) => choose(optional, true)}
          onClose={() => (opener.current as HTMLElement | null)?.focus?.()}
        />
      )}
    </>
  );
}
