// Loaded only in builds with a GTM id, and only in the browser.
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const GTM_SCRIPT_ID = 'gtm-script';
let defaultsPushed = false;

// gtag() must push the arguments object itself: Consent Mode ignores plain arrays.
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

/** Consent Mode v2: everything denied before any tag can run. */
export function pushConsentDefaults(): void {
  if (defaultsPushed) return;
  defaultsPushed = true;
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'granted',
    security_storage: 'granted',
    wait_for_update: 500,
  });
}

/** Puts the tag manager in the page exactly while analytics is allowed, and takes it out when not. */
export function applyAnalyticsConsent(gtmId: string, granted: boolean): void {
  pushConsentDefaults();
  gtag('consent', 'update', { analytics_storage: granted ? 'granted' : 'denied' });
  const existing = document.getElementById(GTM_SCRIPT_ID);
  if (granted && !existing) {
    window.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.id = GTM_SCRIPT_ID;
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
    document.head.append(script);
  } else if (!granted && existing) {
    existing.remove();
  }
}
