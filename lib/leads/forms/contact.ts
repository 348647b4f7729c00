import * as z from 'zod/mini';
import { honeypot, locale } from '@/lib/leads/rules/fields';
import { type FieldDef, fieldsSchema } from '@/lib/leads/rules/kinds';
import type { PhoneCheck } from '@/lib/leads/rules/phone';
import type { RuleWords } from '@/lib/i18n/rules';
import { defineForm, VISITOR_MESSAGES } from './form';

/** The service a request for a DPA, an NDA or a security questionnaire names (CONTRACT §20). */
export const SECURITY_REVIEW = 'security-review';
/** The service of an enquiry about something else. */
export const OTHER_SERVICE = 'other';

/** The contact form's fields: `service` offers our services (their slugs), a security review and something else. */
export const contactFields = (services: readonly string[]): FieldDef[] => [
  { name: 'name', kind: 'name', required: true },
  { name: 'email', kind: 'email', required: true },
  { name: 'company', kind: 'company' },
  { name: 'telephone', kind: 'phone' },
  { name: 'service', kind: 'select', options: [...services, SECURITY_REVIEW, OTHER_SERVICE] },
  { name: 'message', kind: 'textarea', required: true, min: { length: 10, message: (words) => words.message } },
];

/** The contact form's rules; the phone check comes from whoever has the phone metadata at hand. */
export const contactSchemaFor = (
  validPhone: PhoneCheck,
  words: RuleWords,
  fields: readonly FieldDef[] = contactFields([]),
) =>
  z.extend(fieldsSchema(fields, words, validPhone), {
    website: honeypot,
    locale: locale(words),
  });

export const contactForm = defineForm({
  type: 'contact',
  schema: (words, validPhone, fields?: readonly FieldDef[]) => contactSchemaFor(validPhone, words, fields),
  retention: 'RETENTION_DAYS_CONTACT',
  label: 'contact messages',
  visitorMail: { message: VISITOR_MESSAGES.received },
  mailing: false,
  fields: ['name', 'email', 'company', 'telephone', 'service', 'message'],
});
