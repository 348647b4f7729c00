'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLazyModule } from '@/components/ui/use-lazy-module';
import {
  CONSENT_ASK_ATTRIBUTE,
  CONSENT_CHOICE_ATTRIBUTE,
  type ConsentChoice,
  isEnabled,
  type OptionalId,
} from '@/lib/shared/consent';
import { getConsent, saveConsent, subscribe } from '@/lib/browser/consent-store';
import { showToast } from '@/lib/browser/toast';
import { type ConsentWords, loadConsentWords } from '@/lib/i18n/chunks';
import type { Locale } from '@/lib/i18n/locales';
import styles from './consent.module.css';

/** Opens the preferences; the event's detail is the element to give focus back to. */
export const OPEN_COOKIE_SETTINGS = 'site:open-cookie-settings';

const loadPreferences = () => import('./cookie-preferences');

// While hydrating, the cookies are not read yet (the server knows none).
const unknown = () => undefined;

/**
 * Runs the banner the server wrote into the page (components/layout/consent-banner.tsx), the
 * preferences dialog (loaded on first use) and the analytics switch they control.
 */
export function ConsentManager({ locale, loading }: { locale: Locale; loading: string }) {
  const consent = useSyncExternalStore(subscribe, getConsent, unknown);
  const opener = useRef<Element | null>(null);
  const [request, setRequest] = useState(0);
  // The words load with the preferences: the banner's are in the page already, and the placeholder's
  // (`loading`) come as a prop, for a network too slow for either.
  const words = useLazyModule(loadConsentWords[locale], request > 0);
  const t: ConsentWords | undefined = words.module;
  const preferences = useLazyModule(loadPreferences, request > 0);
  const CookiePreferences = preferences.module?.default;

  const analyticsOn = consent ? isEnabled(consent, 'analytics') : false;

  useEffect(() => {
    const gtmId = __GTM_ID__;
    // A build-time constant: without an id the analytics module is not even part of the build.
    if (!gtmId || !consent) return;
    void import('@/lib/browser/gtm').then(({ applyAnalyticsConsent }) => applyAnalyticsConsent(gtmId, analyticsOn));
  }, [consent, analyticsOn]);

  // The head script showed the banner for the stored cookies; a choice made here hides it.
  useEffect(() => {
    if (consent) document.documentElement.toggleAttribute(CONSENT_ASK_ATTRIBUTE, !consent.given);
  }, [consent]);

  const openPreferences = useCallback((from: Element | null) => {
    opener.current = from;
    setRequest((count) => count + 1);
  }, []);

  const choose = useCallback(
    (optional: OptionalId[], confirm: boolean) => {
      saveConsent(optional);
      if (confirm && t) showToast('success', optional.includes('analytics') ? t.analyticsOn : t.analyticsOff);
    },
    [t],
  );

  useEffect(() => {
    const onOpen = (event: Event) => openPreferences(event instanceof CustomEvent ? (event.detail as Element) : null);
    window.addEventListener(OPEN_COOKIE_SETTINGS, onOpen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS, onOpen);
  }, [openPreferences]);

  // The banner's buttons: enabled now that they work (again for a banner another language's layout drew).
  useEffect(() => {
    const selector = `[${CONSENT_CHOICE_ATTRIBUTE}]`;
    for (const button of document.querySelectorAll<HTMLButtonElement>(selector)) button.disabled = false;
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest(selector) : null;
      const choice = button?.getAttribute(CONSENT_CHOICE_ATTRIBUTE) as ConsentChoice | null | undefined;
      if (choice === 'all') choose(['analytics'], false);
      else if (choice === 'none') choose([], false);
      else if (choice === 'preferences') openPreferences(button ?? null);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [locale, choose, openPreferences]);

  return (
    <>
      {(words.slow || preferences.slow) && !(t && CookiePreferences) && (
        <p role="status" className={styles.loading}>
          {loading}
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
