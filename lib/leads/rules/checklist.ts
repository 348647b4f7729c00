import * as z from 'zod/mini';
import { email, honeypot, locale, optionalLine } from './fields';

export const checklistRequestSchema = z.object({
  email,
  name: optionalLine(120),
  website: honeypot,
  locale,
});
