import * as z from 'zod/mini';
import { email, honeypot, optionalLine } from './fields';

export const checklistRequestSchema = z.object({
  email,
  name: optionalLine(120),
  website: honeypot,
});
