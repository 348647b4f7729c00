import * as z from 'zod/mini';
import { email, honeypot, locale, line, optionalLine, text } from '@/lib/leads/rules/fields';
import { optionalPhone, type PhoneCheck } from '@/lib/leads/rules/phone';
import { RULE_WORDS, type RuleWords } from '@/lib/i18n/rules';
import { defineForm, VISITOR_MESSAGES } from './form';

/** The service a request for a DPA, an NDA or a security questionnaire names (CONTRACT §20). */
export const SECURITY_REVIEW = 'security-review';

/** The contact form's rules; the phone check comes from whoever has the phone metadata at hand. */
export const contactSchemaFor = (validPhone: PhoneCheck, words: RuleWords = RULE_WORDS.en) =>
  z.object({
    name: line(words, words.name, 120),
    email: email(words),
    company: optionalLine(words, 160),
    telephone: optionalPhone(validPhone, words),
    service: optionalLine(words, 80),
    message: text(words, 10, 5000, words.message),
    website: honeypot,
    locale: locale(words),
  });

export const contactForm = defineForm({
  type: 'contact',
  schema: (words, validPhone) => contactSchemaFor(validPhone, words),
  retention: 'RETENTION_DAYS_CONTACT',
  label: 'contact messages',
  subject: 'New enquiry',
  visitorMail: { message: VISITOR_MESSAGES.received },
  mailing: false,
  fields: ['name', 'email', 'company', 'telephone', 'service', 'message'],
});
