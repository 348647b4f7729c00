import Cookies from 'js-cookie';
import { forgetVisit, rememberVisit } from './attribution';
import {
  CONSENT_COOKIE,
  cookieDomains,
  ENABLED_COOKIE,
  isAnalyticsCookie,
  type ConsentState,
  type OptionalId,
  readConsent,
  writeConsent,
} from '@/lib/shared/consent';

// The browser side of consent: cookies through js-cookie, and a subscription for React.
const listeners = new Set<() => void>();
let snapshot: ConsentState | undefined;
let snapshotKey = '';

export function getConsent(): ConsentState {
  const consent = Cookies.get(CONSENT_COOKIE);
  const enabled = Cookies.get(ENABLED_COOKIE);
  const key = `${consent}|${enabled}`;
  // useSyncExternalStore needs the same object while nothing changed.
  if (!snapshot || key !== snapshotKey) {
    snapshot = readConsent(consent, enabled);
    snapshotKey = key;
  }
  return snapshot;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveConsent(optional: readonly OptionalId[]): void {
  const attributes = { expires: 365, path: '/', sameSite: 'lax' as const, secure: location.protocol === 'https:' };
  for (const [name, value] of Object.entries(writeConsent(optional))) Cookies.set(name, value, attributes);
  if (!optional.includes('analytics')) {
    deleteAnalyticsCookies();
    forgetVisit();
  } else rememberVisit();
  for (const listener of listeners) listener();
}

/** Withdrawal: remove every analytics cookie this page can reach, on the host and its parents. */
function deleteAnalyticsCookies(): void {
  for (const name of Object.keys(Cookies.get()).filter(isAnalyticsCookie)) {
    Cookies.remove(name, { path: '/' });
    for (const domain of cookieDomains(location.hostname)) Cookies.remove(name, { path: '/', domain });
  }
}
