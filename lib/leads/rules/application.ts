import * as z from 'zod/mini';
import { email, honeypot, line, locale, text } from './fields';
import { CV_MAX_BYTES } from './limits';
import { phone, type PhoneCheck } from './phone';

export const applicationSchemaFor = (validPhone: PhoneCheck) =>
  z.object({
    name: line('name', 120),
    email,
    telephone: phone(validPhone),
    message: z.optional(text(0, 5000, '')),
    website: honeypot,
    locale,
  });

export const CV_MESSAGES = {
  missing: 'Attach your CV (PDF, DOC or DOCX)',
  tooLarge: 'Upload a file of at most 5 MB',
  wrongType: 'Upload your CV as a PDF, DOC or DOCX file',
} as const;

type CvProblem = keyof typeof CV_MESSAGES;

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
