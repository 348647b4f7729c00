// What every form's rules share: the field errors' shape and the messages. Loaded on demand with the
// form's own module (use-lead-form.ts), as zod is the largest part of a form's code and a visitor who
// only reads the page never needs it.
export { fieldErrors } from '@/lib/leads/rules/fields';
export { RULE_WORDS } from '@/lib/i18n/rules';
