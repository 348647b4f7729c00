import { onCLS, onINP, onLCP } from 'web-vitals';
import { readConsent, CONSENT_COOKIE, ENABLED_COOKIE } from '@/lib/shared/consent';
import { type Beacon, MOBILE_BELOW_PX } from '@/lib/insights/beacon';
import { isLocale } from '@/lib/i18n/locales';

// The page's beacons (CONTRACT §24): one when a page is seen, and one with its Web Vitals when it is hidden, sent
// with navigator.sendBeacon. No cookie is read but the consent's, nothing is stored, no identifier exists: what is
// sent says which page, in which language, on which kind of device, and where the visit came from. Nothing is sent
// after a refusal of analytics or with Global Privacy Control. Loaded after the page has started, never at start-up.

const ENDPOINT = '/api/insights';

/** Whether this visitor said no: refused analytics in the banner, or the browser's Global Privacy Control. */
function refused(): boolean {
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true) return true;
  const cookies = Object.fromEntries(
    document.cookie
      .split(';')
      .map((pair) => pair.trim().split('='))
      .map(([name = '', ...value]) => [name, decodeURIComponent(value.join('='))]),
  );
  const consent = readConsent(cookies[CONSENT_COOKIE], cookies[ENABLED_COOKIE]);
  return consent.given && !consent.enabled.includes('analytics');
}

/** What every beacon of this document says of the visit: where it landed from, read once (nothing is stored). */
const landing = (() => {
  const url = new URL(location.href);
  const tag = (name: string) => url.searchParams.get(name)?.slice(0, 100) || undefined;
  let referrer: string | undefined;
  try {
    const origin = document.referrer ? new URL(document.referrer).origin : undefined;
    referrer = origin && origin !== location.origin ? origin : undefined;
  } catch {
    referrer = undefined;
  }
  return {
    referrer,
    utm_source: tag('utm_source'),
    utm_medium: tag('utm_medium'),
    utm_campaign: tag('utm_campaign'),
  };
})();

function base(path: string): Omit<Beacon, 'type'> {
  const first = path.split('/')[1];
  return {
    path,
    language: first && isLocale(first) ? first : 'en',
    device: window.innerWidth < MOBILE_BELOW_PX ? 'mobile' : 'desktop',
    ...landing,
  };
}

function send(beacon: Beacon): void {
  const body = JSON.stringify(Object.fromEntries(Object.entries(beacon).filter(([, value]) => value !== undefined)));
  navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }));
}

let vitalsPath: string | undefined;
const vitals: Partial<Record<'lcp' | 'inp' | 'cls', number>> = {};

/**
 * One view of `path`; the first also starts measuring the document's Web Vitals, sent with that first page's
 * path when the page is hidden (a later page of the same visit shares its document, so not its LCP).
 */
export function pageView(path: string): void {
  if (refused()) return;
  send({ type: 'view', ...base(path) });
  if (vitalsPath !== undefined) return;
  vitalsPath = path;
  onLCP((metric) => (vitals.lcp = Math.round(metric.value)));
  onINP((metric) => (vitals.inp = Math.round(metric.value)));
  onCLS((metric) => (vitals.cls = Math.round(metric.value * 1000) / 1000));
  // Registered after web-vitals' own listeners: by the time this runs, they have reported.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || Object.keys(vitals).length === 0 || refused()) return;
    send({ type: 'vitals', ...base(vitalsPath!), ...vitals });
    // Each value once: a page shown again and hidden again sends only what changed since.
    for (const key of Object.keys(vitals)) delete vitals[key as keyof typeof vitals];
  });
}
