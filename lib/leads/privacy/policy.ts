import 'server-only';
import crypto from 'node:crypto';
import { getPage } from '@/lib/content/pages';
import type { RetentionPeriods } from '@/lib/leads/store/types';
import { fillPlaceholders, isoDate } from '@/lib/text';
import { formatPeriod } from './retention';
import { DELIVERED_KEPT_DAYS } from '@/lib/leads/outbox/outbox';
import { VISITOR_MAILS_PER_DAY } from '@/lib/leads/rules/limits';

export const PRIVACY_POLICY_SLUG = 'privacy-policy';

/** What `{{…}}` in the privacy policy stands for: the periods the store enforces, from the same settings. */
function policyValues(periods: RetentionPeriods): Record<string, string> {
  return {
    'retention.contact': formatPeriod(periods.contact),
    'retention.application': formatPeriod(periods.application),
    'retention.checklist': formatPeriod(periods.checklist),
    'retention.unconfirmed': formatPeriod(periods.unconfirmed),
    'retention.notifications': formatPeriod(DELIVERED_KEPT_DAYS),
    'mail.perDay': String(VISITOR_MAILS_PER_DAY),
  };
}

/** The policy's text as a visitor reads it, periods filled in. */
export function privacyPolicyBody(periods: RetentionPeriods): string {
  const page = getPage(PRIVACY_POLICY_SLUG);
  return fillPlaceholders(page.body, policyValues(periods), `content/pages/${PRIVACY_POLICY_SLUG}.md`);
}

const versions = new Map<string, string>();

/**
 * The version a consent record names: the policy's date and a hash of the text as shown, so a changed
 * period or sentence is a new version even if an editor forgot the date.
 */
export function privacyPolicyVersion(periods: RetentionPeriods): string {
  const key = JSON.stringify(periods);
  let version = versions.get(key);
  if (!version) {
    const page = getPage(PRIVACY_POLICY_SLUG);
    const hash = crypto.createHash('sha256').update(privacyPolicyBody(periods)).digest('hex').slice(0, 12);
    version = `${page.updatedAt ? isoDate(page.updatedAt) : 'undated'}/${hash}`;
    versions.set(key, version);
  }
  return version;
}
