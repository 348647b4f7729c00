import * as z from 'zod/mini';
import { email, honeypot, line, locale, text } from '@/lib/leads/rules/fields';
import { CV_MAX_BYTES } from '@/lib/leads/rules/limits';
import { phone, type PhoneCheck } from '@/lib/leads/rules/phone';
import { RULE_WORDS, type RuleWords } from '@/lib/i18n/rules';
import { defineForm, VISITOR_MESSAGES } from './form';

export const applicationSchemaFor = (validPhone: PhoneCheck, words: RuleWords = RULE_WORDS.en) =>
  z.object({
    name: line(words, words.name, 120),
    email: email(words),
    telephone: phone(validPhone, words),
    message: z.optional(text(words, 0, 5000, '')),
    website: honeypot,
    locale: locale(words),
  });

type CvProblem = keyof RuleWords['cv'];

/**
 * What the browser and the server both check of an attached CV. The browser can only go by the
 * name; the server passes `isCv` to judge the bytes instead.
 */
export function cvProblem(
  file: { name: string; size: number } | undefined,
  isCv: (file: { name: string }) => boolean = (candidate) => /\.(pdf|docx?)$/i.test(candidate.name),
): CvProblem | undefined {
  if (!file || file.size === 0) return 'missing';
  if (file.size > CV_MAX_BYTES) return 'tooLarge';
  return isCv(file) ? undefined : 'wrongType';
}

/** A job application: its `target` is the job's slug, and its CV is stored with it. */
export const applicationForm = defineForm({
  type: 'application',
  schema: (words, validPhone) => applicationSchemaFor(validPhone, words),
  retention: 'RETENTION_DAYS_APPLICATION',
  label: 'job applications (with CVs)',
  subject: 'New application',
  target: { field: 'job', label: 'Job' },
  visitorMail: { message: VISITOR_MESSAGES.received },
  mailing: false,
  fields: ['name', 'email', 'telephone', 'message'],
});
