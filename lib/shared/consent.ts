// Cookie consent as the previous site stored it, so returning visitors keep their choice.
export const CONSENT_COOKIE = 'ncc_c';
export const ENABLED_COOKIE = 'ncc_e';
const SEPARATOR = '~';

/** On <html> while the visitor has not chosen: the banner shows only then (lib/shared/head-script.ts). */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask';

/** Marks the banner's buttons (components/layout/consent-banner.tsx) with what each chooses. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';
export type ConsentChoice = 'all' | 'none' | 'preferences';

/** Marks every "Cookie settings" button, which ships as plain HTML and is run by the CookieSettings leaf. */
export const COOKIE_SETTINGS_ATTRIBUTE = 'data-cookie-settings';

const NECESSARY_IDS = ['necessary'] as const;
const OPTIONAL_IDS = ['analytics'] as const;
const ALL_IDS = [...NECESSARY_IDS, ...OPTIONAL_IDS] as const;

export type CookieId = (typeof ALL_IDS)[number];
export type OptionalId = (typeof OPTIONAL_IDS)[number];

/** What ncc_c must hold for consent to count: every id, necessary then optional, no separator. */
export const CONSENT_VALUE = ALL_IDS.join('');

export type ConsentState = {
  /** The visitor has chosen for the current set of cookies; otherwise the banner asks. */
  given: boolean;
  enabled: readonly CookieId[];
};

export const NO_CONSENT: ConsentState = { given: false, enabled: NECESSARY_IDS };

function isCookieId(id: string): id is CookieId {
  return (ALL_IDS as readonly string[]).includes(id);
}

/**
 * Reads the two cookies. A changed set of cookie ids makes ncc_c stale, so the visitor is asked
 * again; unknown or tampered ids in ncc_e are ignored, and necessary cookies are always on.
 */
export function readConsent(consent: string | undefined, enabled: string | undefined): ConsentState {
  if (consent !== CONSENT_VALUE) return NO_CONSENT;
  const chosen = new Set((enabled ?? '').split(SEPARATOR).filter(isCookieId));
  return {
    given: true,
    enabled: ALL_IDS.filter((id) => chosen.has(id) || (NECESSARY_IDS as readonly string[]).includes(id)),
  };
}

/** The cookie values that record a choice of optional cookies. */
export function writeConsent(optional: readonly OptionalId[]): { [CONSENT_COOKIE]: string; [ENABLED_COOKIE]: string } {
  const enabled = ALL_IDS.filter(
    (id) => (NECESSARY_IDS as readonly string[]).includes(id) || (optional as readonly string[]).includes(id),
  );
  return { [CONSENT_COOKIE]: CONSENT_VALUE, [ENABLED_COOKIE]: enabled.join(SEPARATOR) };
}

export function isEnabled(state: ConsentState, id: CookieId): boolean {
  return state.given && state.enabled.includes(id);
}

/** Cookies that analytics sets, to delete when consent is withdrawn. */
export function isAnalyticsCookie(name: string): boolean {
  return /^(_ga|_ga_.+|_gid|_gat.*|_gcl_.+|_dc_gtm_.+)$/.test(name);
}

/** The host and each parent domain a cookie may have been set on (www.example.com, example.com). */
export function cookieDomains(hostname: string): string[] {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname)) return [hostname];
  const parts = hostname.split('.');
  return parts.slice(0, -1).map((_, index) => parts.slice(index).join('.'));
}

/**
 * Whether a request's Cookie header carries analytics consent, as the banner wrote it. Any cookie another
 * app on the domain wrote (a bad escape, a binary value) reads as written and never throws.
 */
export function analyticsConsentIn(cookieHeader: string | null | undefined): boolean {
  const cookies = new Map<string, string>();
  for (const entry of (cookieHeader ?? '').split(/;\s*/)) {
    const at = entry.indexOf('=');
    if (at <= 0) continue;
    let value = entry.slice(at + 1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // as written
    }
    cookies.set(entry.slice(0, at), value);
  }
  return isEnabled(readConsent(cookies.get(CONSENT_COOKIE), cookies.get(ENABLED_COOKIE)), 'analytics');
}
