import type { FieldKind } from '@/lib/shared/field-kinds';

// Limits the forms render into their markup, kept apart from the schemas so a page can show a form
// without loading the validation code (components/forms/use-lead-form.ts loads that on first focus).

export const PHONE_MAX_LENGTH = 25;
/** What a call request may say it is about (CONTRACT §17). */
export const CALL_TOPIC_MAX = 2000;
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** At most this many mails to one address in 24 hours from all forms together. */
export const VISITOR_MAILS_PER_DAY = 3;

/** The longest value of each kind that has a length. */
export const KIND_LIMITS = {
  name: 120,
  email: 254,
  company: 160,
  phone: PHONE_MAX_LENGTH,
  text: 200,
  textarea: 4000,
} as const satisfies Partial<Record<FieldKind, number>>;

/** What a control of each kind is in HTML: its element, `type`, the browser's autofill and its limit. */
export const KIND_INPUTS: Record<
  FieldKind,
  { element: 'input' | 'textarea' | 'select'; type?: string; autoComplete?: string; maxLength?: number }
> = {
  name: { element: 'input', type: 'text', autoComplete: 'name', maxLength: KIND_LIMITS.name },
  email: { element: 'input', type: 'email', autoComplete: 'email', maxLength: KIND_LIMITS.email },
  company: { element: 'input', type: 'text', autoComplete: 'organization', maxLength: KIND_LIMITS.company },
  phone: { element: 'input', type: 'tel', autoComplete: 'tel', maxLength: KIND_LIMITS.phone },
  text: { element: 'input', type: 'text', maxLength: KIND_LIMITS.text },
  textarea: { element: 'textarea', maxLength: KIND_LIMITS.textarea },
  select: { element: 'select' },
  checkbox: { element: 'input', type: 'checkbox' },
};
