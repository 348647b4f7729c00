import * as z from 'zod/mini';
import { email, honeypot, locale, line, optionalLine, text } from './fields';
import { optionalPhone, type PhoneCheck } from './phone';

/** The contact form's rules; the phone check comes from whoever has the phone metadata at hand. */
export const contactSchemaFor = (validPhone: PhoneCheck) =>
  z.object({
    name: line('name', 120),
    email,
    company: optionalLine(160),
    telephone: optionalPhone(validPhone),
    service: optionalLine(80),
    message: text(10, 5000, 'Tell us a little more (at least 10 characters)'),
    website: honeypot,
    locale,
  });
