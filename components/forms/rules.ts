// The forms' rules: the server's own schemas and messages. Loaded on demand (use-lead-form.ts), as
// zod is the largest part of a form's code and a visitor who only reads the page never needs it.
export { applicationSchemaFor } from '@/lib/leads/application-schema';
export { checklistRequestSchema } from '@/lib/leads/checklist-schema';
export { contactSchemaFor } from '@/lib/leads/contact-schema';
export { fieldErrors } from '@/lib/leads/fields';
