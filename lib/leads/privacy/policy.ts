import 'server-only';
import crypto from 'node:crypto';
import { getPage } from '@/lib/content/pages';
import type { RetentionPeriods } from '@/lib/leads/store/types';
import { fillPlaceholders, isoDate } from '@/lib/text';
import { formatPeriod } from './retention';
import { DELIVERED_KEPT_DAYS } from '@/lib/leads/outbox/outbox';
import { VISITOR_MAILS_PER_DAY } from '@/lib/leads/rules/limits';

export const PRIVACY_POLICY_SLUG = 'privacy-policy';

/** What the privacy policy promises that the server must keep: the periods and whether CVs are sealed. */
export type PolicyTerms = { retention: RetentionPeriods; cvEncryption: boolean };

const CV_SENTENCE = {
  sealed:
    'CVs are encrypted at rest (AES-256-GCM, a fresh nonce for each file) with a key kept apart from the database; the server does not start without it.',
  preview:
    'This copy of the site runs on a single machine for preview, where CVs are stored without encryption: do not send a real CV to it.',
};

/** What `{{…}}` in the privacy policy stands for: the terms the store enforces, from the same settings. */
function policyValues({ retention, cvEncryption }: PolicyTerms): Record<string, string> {
  return {
    'retention.contact': formatPeriod(retention.contact),
    'retention.application': formatPeriod(retention.application),
    'retention.checklist': formatPeriod(retention.checklist),
    'retention.unconfirmed': formatPeriod(retention.unconfirmed),
    'retention.notifications': formatPeriod(DELIVERED_KEPT_DAYS),
    'mail.perDay': String(VISITOR_MAILS_PER_DAY),
    'security.cv': cvEncryption ? CV_SENTENCE.sealed : CV_SENTENCE.preview,
  };
}

/** The policy's text as a visitor reads it, terms filled in. */
export function privacyPolicyBody(terms: PolicyTerms): string {
  const page = getPage(PRIVACY_POLICY_SLUG);
  return fillPlaceholders(page.body, policyValues(terms), `content/pages/${PRIVACY_POLICY_SLUG}.md`);
}

/**
 * The version a consent record names: the policy's date and a hash of the text as shown, so a changed
 * period or sentence is a new version even if an editor forgot the date.
 */
export function privacyPolicyVersion(terms: PolicyTerms): string {
  const page = getPage(PRIVACY_POLICY_SLUG);
  const hash = crypto.createHash('sha256').update(privacyPolicyBody(terms)).digest('hex').slice(0, 12);
  return `${page.updatedAt ? isoDate(page.updatedAt) : 'undated'}/${hash}`;
}
