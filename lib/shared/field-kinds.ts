// The kinds of field a form is made of (CONTRACT §21), and what an editor may name a field and a choice:
// facts the content's schema and the leads' rules both state, so they live below both.

export const FIELD_KINDS = ['name', 'email', 'company', 'phone', 'text', 'textarea', 'select', 'checkbox'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** A field's name as a form posts it: lower case, and none of the names the site itself sends. */
export const FIELD_NAME = /^[a-z][a-z0-9_]{0,30}$/;
export const RESERVED_FIELD_NAMES: readonly string[] = ['website', 'page', 'landing', 'referrer', 'locale', 'altcha'];
/** A choice's value, as stored and exported. */
export const OPTION_VALUE = /^[a-z0-9-]{1,40}$/;
