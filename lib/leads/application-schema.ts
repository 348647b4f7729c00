import * as z from 'zod/mini';
import { email, honeypot, line, text } from './fields';
import { phone } from './phone';

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const applicationSchema = z.object({
  name: line('name', 120),
  email,
  telephone: phone(),
  message: z.optional(text(0, 5000, '')),
  website: honeypot,
});

export type ApplicationInput = z.infer<typeof applicationSchema>;
