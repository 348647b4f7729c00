import * as z from 'zod/mini';
import { honeypot, locale } from '@/lib/leads/rules/fields';
import { kindRule } from '@/lib/leads/rules/kinds';
import type { RuleWords } from '@/lib/i18n/rules';
import { defineForm, VISITOR_MESSAGES } from './form';

export const checklistRequestSchemaFor = (words: RuleWords) =>
  z.object({
    email: kindRule({ kind: 'email', required: true }, words),
    name: kindRule({ kind: 'name' }, words),
    website: honeypot,
    locale: locale(words),
  });

/** A checklist download: its `target` is the checklist's slug; the visitor asked for the link, so it goes. */
export const checklistForm = defineForm({
  type: 'checklist',
  schema: (words) => checklistRequestSchemaFor(words),
  retention: 'RETENTION_DAYS_CHECKLIST',
  label: 'checklist requests',
  target: { field: 'checklist' },
  visitorMail: { message: VISITOR_MESSAGES.checklist, requested: true },
  mailing: true,
  fields: ['name', 'email'],
});
