import * as z from 'zod/mini';
import { email, honeypot, line, text } from './fields';
import { phone, type PhoneCheck } from './phone-rules';

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const applicationSchemaFor = (validPhone: PhoneCheck) =>
  z.object({
    name: line('name', 120),
    email,
    telephone: phone(validPhone),
    message: z.optional(text(0, 5000, '')),
    website: honeypot,
  });
