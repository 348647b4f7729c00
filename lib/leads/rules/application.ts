import * as z from 'zod/mini';
import { email, honeypot, line, text } from './fields';
import { phone, type PhoneCheck } from './phone';

export const applicationSchemaFor = (validPhone: PhoneCheck) =>
  z.object({
    name: line('name', 120),
    email,
    telephone: phone(validPhone),
    message: z.optional(text(0, 5000, '')),
    website: honeypot,
  });
