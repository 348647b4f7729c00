import * as z from 'zod/mini';
import { email, honeypot, locale, optionalLine } from './fields';

/** The pages that carry the newsletter form: where a browser without JavaScript is sent back to. */
const NEWSLETTER_PAGE = /^\/blog(?:\/[a-z0-9-]+){0,4}$/;

export const newsletterSchema = z.object({
  email,
  name: optionalLine(120),
  website: honeypot,
  locale,
  page: z.optional(z.string().check(z.regex(NEWSLETTER_PAGE, 'Not a page of the blog'))),
});
