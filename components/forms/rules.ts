// The forms' rules: the server's own schemas and messages. Loaded on demand (use-lead-form.ts), as
// zod is the largest part of a form's code and a visitor who only reads the page never needs it.
export { applicationSchemaFor, cvProblem } from '@/lib/leads/rules/application';
export { checklistRequestSchemaFor } from '@/lib/leads/rules/checklist';
export { contactSchemaFor } from '@/lib/leads/rules/contact';
export { fieldErrors } from '@/lib/leads/rules/fields';
export { RULE_WORDS } from '@/lib/i18n/rules';
