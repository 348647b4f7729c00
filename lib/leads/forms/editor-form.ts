import * as z from 'zod/mini';
import { honeypot, locale } from '@/lib/leads/rules/fields';
import { type FieldDef, fieldsSchema } from '@/lib/leads/rules/kinds';
import { defineForm, VISITOR_MESSAGES } from './form';

// Every form made in the web editor (CONTRACT §21, content/forms): one stored type, `form`, whose target is
// the form's slug. Its fields are the entry's, read by its route (lib/leads/endpoints/editor-forms.ts); the
// rest of what a lead gets (consent record, notices, retention, rights) is the same as every other form's.

export const editorForm = defineForm({
  type: 'form',
  // Every such form has a required e-mail field (content/forms' schema); its entry gives the rest.
  schema: (words, validPhone, fields: readonly FieldDef[] = [{ name: 'email', kind: 'email', required: true }]) =>
    z.extend(fieldsSchema(fields, words, validPhone), { website: honeypot, locale: locale(words) }),
  retention: 'own',
  label: 'leads of forms made in the web editor',
  target: { field: 'form', envelope: true },
  visitorMail: { message: VISITOR_MESSAGES.formReceived },
  mailing: false,
  // Each form's own fields are its entry's: the export lists them by name.
  fields: [],
});
