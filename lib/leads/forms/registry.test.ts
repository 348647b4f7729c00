import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { RULE_WORDS, wordsOf } from '@/lib/i18n/words';
import { formText } from '@/components/forms/form-text';
import { parseEnv } from '@/lib/env';
import { retentionPeriods, RETENTION_LABELS } from '@/lib/leads/privacy/retention';
import { toCsv } from '@/lib/leads/store/export';
import { emailText } from '@/lib/leads/outbox/email';
import { webhookPayload } from '@/lib/leads/outbox/outbox';
import { isValidPhone } from '@/lib/leads/rules/phone-check';
import type { StoredSubmission } from '@/lib/leads/store/types';
import { consentText } from './consent';
import { formEndpoint } from './endpoints';
import { formsWithoutRoute } from './routes';
import { FORM_FIELDS, formOf, isSubmissionType, MAILING_TYPES, RETAINED_FORMS, SUBMISSION_TYPES } from './registry';
import { RETENTION_SETTINGS } from '@/lib/env';

// The registry is the one list of forms: each table the store, the outbox, retention and the export
// read is derived from it, and each form has what those tables need, in every language.

const stored = (type: (typeof SUBMISSION_TYPES)[number]): StoredSubmission => ({
  id: 'id-1',
  type,
  target: 'some-slug',
  createdAt: '2026-11-27T10:00:00.000Z',
  spam: false,
  data: { name: 'Ada', email: 'ada@example.com' },
  file: null,
  email: 'ada@example.com',
  consent: null,
  confirmedAt: null,
  language: 'en',
  booking: null,
});

describe('the form registry', () => {
  it('gives each form the address of its route, with its entry where the route has a slug', () => {
    expect(formsWithoutRoute()).toEqual([]);
    expect(formEndpoint('contact')).toBe('/api/contact');
    expect(formEndpoint('application', 'senior-backend-engineer-go')).toBe(
      '/api/careers/senior-backend-engineer-go/applications',
    );
    expect(formEndpoint('checklist', 'cloud-cost-review')).toBe('/api/checklists/cloud-cost-review/requests');
  });

  it('lists each form once, by a type the export and the CLI accept', () => {
    expect(new Set(SUBMISSION_TYPES).size).toBe(SUBMISSION_TYPES.length);
    for (const type of SUBMISSION_TYPES) expect(isSubmissionType(type)).toBe(true);
    expect(isSubmissionType('no-such-form')).toBe(false);
    expect(isSubmissionType(undefined)).toBe(false);
  });

  it.each(LOCALES)('gives every form its words, its consent and a schema in %s', (locale) => {
    for (const type of SUBMISSION_TYPES) {
      const words = messagesFor(locale).forms[type];
      expect(words.label, `${locale} ${type}`).toBeTruthy();
      expect(words.submit, `${locale} ${type}`).toBeTruthy();
      expect(consentText(type, locale)).toContain(RULE_WORDS[locale].privacySentence.link);
      const schema = formOf(type).schema(RULE_WORDS[locale], isValidPhone);
      const refused = schema.safeParse({ email: 'not an address' });
      expect(refused.success).toBe(false);
    }
  });

  it("hands a form's page its own words and the shared ones, never another form's", () => {
    for (const type of SUBMISSION_TYPES) {
      const text = formText('en', type);
      expect(text.form).toBe(messagesFor('en').forms[type]);
      expect(text.consent).toBe(messagesFor('en').forms[type].consent);
      for (const other of SUBMISSION_TYPES) expect(text.ui).not.toHaveProperty(other);
      expect(text.ui.sending).toBe(messagesFor('en').forms.sending);
    }
  });

  it('derives retention: each form with a period names a setting lib/env.ts validates, with its default', () => {
    const env = parseEnv({});
    const periods = retentionPeriods(env);
    for (const form of RETAINED_FORMS) {
      expect(form.retention in RETENTION_SETTINGS).toBe(true);
      expect(periods[form.type]).toBe(RETENTION_SETTINGS[form.retention]);
      expect(RETENTION_LABELS[form.type]).toBe(form.label);
    }
    // A subscription is kept until withdrawn; only its unconfirmed sign-up has a period.
    expect(Object.keys(periods).sort()).toEqual([...RETAINED_FORMS.map((form) => form.type), 'unconfirmed'].sort());
  });

  it("derives the company's mail, the webhook and the export from each form", () => {
    const [header] = toCsv([]).split('\n');
    for (const type of SUBMISSION_TYPES) {
      const form = formOf(type);
      expect(emailText(stored(type))).toContain(`${wordsOf('en', 'company').subjects[type]} from the website`);
      for (const field of form.fields) expect(header!.split(',')).toContain(field);
      const payload = webhookPayload(stored(type)) as Record<string, unknown> & { data: Record<string, unknown> };
      // A form made in the web editor names its slug beside the type (CONTRACT §21), every other form in its data.
      const envelope = 'target' in form && 'envelope' in form.target;
      expect((envelope ? payload : payload.data)['target' in form ? form.target.field : 'target']).toBe('some-slug');
    }
    expect(FORM_FIELDS).toEqual([...new Set(FORM_FIELDS)]);
    expect(MAILING_TYPES).toEqual(expect.arrayContaining(['newsletter', 'checklist']));
  });
});
