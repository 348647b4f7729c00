import * as z from 'zod/mini';
import { honeypot, locale } from '@/lib/leads/rules/fields';
import { kindRule } from '@/lib/leads/rules/kinds';
import { CV_MAX_BYTES } from '@/lib/leads/rules/limits';
import type { PhoneCheck } from '@/lib/leads/rules/phone';
import type { RuleWords } from '@/lib/i18n/rules';
import { defineForm, VISITOR_MESSAGES } from './form';

export const applicationSchemaFor = (validPhone: PhoneCheck, words: RuleWords) =>
  z.object({
    name: kindRule({ kind: 'name', required: true }, words),
    email: kindRule({ kind: 'email', required: true }, words),
    telephone: kindRule({ kind: 'phone', required: true }, words, validPhone),
    message: kindRule({ kind: 'textarea' }, words),
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
  target: { field: 'job' },
  visitorMail: { message: VISITOR_MESSAGES.received },
  mailing: false,
  fields: ['name', 'email', 'telephone', 'message'],
});
