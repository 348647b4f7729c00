import * as z from 'zod/mini';
import { email, honeypot, line, optionalLine, text } from './fields';
import { optionalPhone } from './phone';

export const contactSchema = z.object({
  name: line('name', 120),
  email,
  company: optionalLine(160),
  telephone: optionalPhone(),
  service: optionalLine(80),
  message: text(10, 5000, 'Tell us a little more (at least 10 characters)'),
  website: honeypot,
});

export type ContactInput = z.infer<typeof contactSchema>;
