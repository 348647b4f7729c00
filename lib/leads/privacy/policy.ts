import 'server-only';
import crypto from 'node:crypto';
import { DEFAULT_LOCALE, type Locale, LOCALES } from '@/lib/i18n/locales';
import type { RetentionPeriods } from '@/lib/leads/store/types';
import { fillPlaceholders, isoDate } from '@/lib/text';
import { formatPeriod } from '@/lib/i18n/periods';
import { wordsOf } from '@/lib/i18n/words';
import { DELIVERED_KEPT_DAYS } from '@/lib/leads/outbox/outbox';
import { VISITOR_MAILS_PER_DAY } from '@/lib/leads/rules/limits';
import { FORM_ROWS, privacyPolicyPage } from './policy-rows';
import { getAllForms } from '@/lib/content/forms';
import { format } from '@/lib/i18n/format';

/**
 * What the privacy policy promises that the server must keep: the periods, whether CVs are sealed, and
 * the database, whose way of erasing the policy describes.
 */
export type PolicyTerms = {
  retention: RetentionPeriods;
  cvEncryption: boolean;
  store: 'sqlite' | 'postgres';
  /** The calendar calls are booked in, named among the recipients; null (or absent in older records): none. */
  calendar?: 'calcom' | null;
};

/** A table cell's text: a `|` would end the cell, a line break the table. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|');

/**
 * The policy's row for each form made in the web editor, in the policy's language: its title and fields, its
 * purpose, its basis and its period, from the entries the site is built with (no row is written by hand).
 */
function formRows(locale: Locale): string {
  const words = wordsOf(locale, 'privacy');
  return getAllForms(locale)
    .map((form) => {
      const what = `${form.title}: ${form.fields.map((field) => field.label).join(', ')}`;
      const kept = format(words.formKept, { period: formatPeriod(form.retentionDays, locale) });
      return `| ${cell(what)} | ${cell(form.purpose)} | ${cell(words.formBasis)} | ${cell(kept)} |`;
    })
    .join('\n');
}

/** What `{{…}}` in the privacy policy stands for: the terms the store enforces, from the same settings. */
function policyValues(
  { retention, cvEncryption, store, calendar }: PolicyTerms,
  locale: Locale,
): Record<string, string> {
  const period = (days: number) => formatPeriod(days, locale);
  const words = wordsOf(locale, 'privacy');
  return {
    ...Object.fromEntries(Object.entries(retention).map(([kind, days]) => [`retention.${kind}`, period(days)])),
    'retention.notifications': period(DELIVERED_KEPT_DAYS),
    'mail.perDay': String(VISITOR_MAILS_PER_DAY),
    'security.cv': words[cvEncryption ? 'sealed' : 'preview'],
    'erasure.store': store === 'sqlite' ? words.erasureSqlite : words.erasurePostgres,
    'suppression.hash': words.hash,
    'processors.calendar': calendar === 'calcom' ? words.calcom : '',
    [FORM_ROWS]: formRows(locale),
  };
}

/** The policy's text as a visitor reads it in a language, terms filled in: the same numbers in every one. */
export function privacyPolicyBody(terms: PolicyTerms, locale: Locale = DEFAULT_LOCALE): string {
  const page = privacyPolicyPage(locale);
  if (!page) throw new Error(`the privacy policy has no ${locale} translation`);
  return fillPlaceholders(page.body, policyValues(terms, locale), page.file);
}

/** The languages the privacy policy is written in. */
export function policyLanguages(): Locale[] {
  return LOCALES.filter((locale) => privacyPolicyPage(locale) !== undefined);
}

/**
 * The version a consent record names: the policy's date and a hash of the text as shown, so a changed
 * period or sentence is a new version even if an editor forgot the date.
 */
export function privacyPolicyVersion(terms: PolicyTerms, locale: Locale = DEFAULT_LOCALE): string {
  const page = privacyPolicyPage(locale);
  const hash = crypto.createHash('sha256').update(privacyPolicyBody(terms, locale)).digest('hex').slice(0, 12);
  return `${page?.updatedAt ? isoDate(page.updatedAt) : 'undated'}/${locale}/${hash}`;
}
