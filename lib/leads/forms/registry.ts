// The one list of lead forms. Every per-form table (stored types, retention and its settings, the
// privacy policy's periods, the company's e-mail, the webhook, the export, unsubscribing) is derived
// from it: a new form is its module and a line here.
import { applicationForm } from './application';
import { briefForm } from './brief';
import { callForm } from './call';
import { checklistForm } from './checklist';
import { contactForm } from './contact';
import type { RetentionVariable } from '@/lib/env';
import { newsletterForm } from './newsletter';
import { editorForm } from './editor-form';

const FORMS = [contactForm, applicationForm, checklistForm, newsletterForm, callForm, briefForm, editorForm] as const;

type Form = (typeof FORMS)[number];
export type SubmissionType = Form['type'];
export const SUBMISSION_TYPES: readonly SubmissionType[] = FORMS.map((form) => form.type);

export function isSubmissionType(value: unknown): value is SubmissionType {
  return typeof value === 'string' && (SUBMISSION_TYPES as readonly string[]).includes(value);
}

export function formOf(type: SubmissionType): Form {
  return FORMS.find((form) => form.type === type)!;
}

type Retained = Extract<Form, { retention: RetentionVariable }>;
/** The forms kept for a period a setting gives (subscriptions until withdrawn, an editor's form as it says). */
export type RetainedType = Retained['type'];
export const RETAINED_FORMS = FORMS.filter(
  (form): form is Retained => form.retention !== null && form.retention !== 'own',
);

/** The forms an unsubscribe ends: those that may mail the visitor again. */
export const MAILING_TYPES: readonly SubmissionType[] = FORMS.filter((form) => form.mailing).map((form) => form.type);

/** Every form's fields, each once, in the registry's order: the export's columns. */
export const FORM_FIELDS: readonly string[] = [...new Set(FORMS.flatMap((form) => form.fields))];
