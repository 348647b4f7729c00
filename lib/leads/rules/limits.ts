// Limits the forms render into their markup, kept apart from the schemas so a page can show a form
// without loading the validation code (components/forms/use-lead-form.ts loads that on first focus).

export const PHONE_MAX_LENGTH = 25;
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** At most this many mails to one address in 24 hours from all forms together. */
export const VISITOR_MAILS_PER_DAY = 3;
