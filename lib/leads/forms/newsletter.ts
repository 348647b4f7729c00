import * as z from 'zod/mini';
import { honeypot, locale } from '@/lib/leads/rules/fields';
import { kindRule } from '@/lib/leads/rules/kinds';
import type { RuleWords } from '@/lib/i18n/rules';
import { TRANSLATIONS } from '@/lib/i18n/locales';
import { defineForm, VISITOR_MESSAGES } from './form';

/** The pages that carry the newsletter form: where a browser without JavaScript is sent back to. */
const NEWSLETTER_PAGE = new RegExp(`^(?:/(?:${TRANSLATIONS.join('|')}))?/blog(?:/[a-z0-9-]+){0,4}$`);

/** Whether `path` is a page with the newsletter form, so a browser may be sent back to it. */
export const isNewsletterPage = (path: unknown): path is string =>
  typeof path === 'string' && NEWSLETTER_PAGE.test(path);

const newsletterSchemaFor = (words: RuleWords) =>
  z.object({
    email: kindRule({ kind: 'email', required: true }, words),
    name: kindRule({ kind: 'name' }, words),
    website: honeypot,
    locale: locale(words),
    page: z.optional(z.string().check(z.regex(NEWSLETTER_PAGE, words.notBlogPage))),
  });

/** A subscription (double opt-in): kept until withdrawn, and notified once confirmed. */
export const newsletterForm = defineForm({
  type: 'newsletter',
  schema: (words) => newsletterSchemaFor(words),
  retention: null,
  label: 'newsletter subscriptions',
  visitorMail: { message: VISITOR_MESSAGES.confirmSubscription, requested: true },
  mailing: true,
  fields: ['name', 'email'],
});
