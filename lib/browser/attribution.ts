import { CONSENT_COOKIE, ENABLED_COOKIE, isEnabled, readConsent } from '@/lib/shared/consent';
import { VISIT_KEY, type Visit, visitOf } from '@/lib/leads/rules/visit';
import { safeDecode } from '@/lib/text';

// The first page of the visit and where it came from: noted in memory when a page starts, kept in
// sessionStorage only once the visitor has agreed to analytics, and sent with a form only then.
// Reads the consent cookies itself, so every page's start-up carries no cookie library.

let firstSeen: Visit | undefined;

function cookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  // Another app on the domain may write any cookie: a bad escape reads as written, never throws.
  return match ? safeDecode(match.slice(name.length + 1)) : undefined;
}

const consented = () => isEnabled(readConsent(cookie(CONSENT_COOKIE), cookie(ENABLED_COOKIE)), 'analytics');

/** Called once per page load, before anything navigates. */
export function noteVisit(): void {
  firstSeen ??= visitOf(location.href, document.referrer);
  if (consented()) keep();
}

function keep(): Visit | undefined {
  try {
    const stored = sessionStorage.getItem(VISIT_KEY);
    if (stored) return JSON.parse(stored) as Visit;
    if (firstSeen) sessionStorage.setItem(VISIT_KEY, JSON.stringify(firstSeen));
  } catch {
    // Storage refused (private mode): the memory still serves this page load.
  }
  return firstSeen;
}

/**
 * Consent given now: the first page this script saw is the landing, kept from here on, not the page
 * the next load starts on (CONTRACT §17a).
 */
export function rememberVisit(): void {
  keep();
}

/** Withdrawn consent: nothing of the visit stays. */
export function forgetVisit(): void {
  try {
    sessionStorage.removeItem(VISIT_KEY);
  } catch {
    // nothing stored
  }
}

/** What a form sends of where it came from: its page always, the visit with consent only. */
export function attribution(): Record<string, unknown> {
  const page = { page: location.pathname };
  if (!consented()) return page;
  const visit = keep();
  return visit ? { ...page, landing: visit.landing, ...(visit.referrer && { referrer: visit.referrer }) } : page;
}
