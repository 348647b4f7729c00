import 'server-only';
import { type FormEntry, getForm } from '@/lib/content/forms';
import { pagesShowingForm } from '@/lib/content/form-pages';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { editorForm } from '@/lib/leads/forms/editor-form';
import type { FieldDef } from '@/lib/leads/rules/kinds';
import { consentFor, failure, handle, saveSubmission } from './form-post';
import { FORM_BODY_LIMIT } from './http';

// POST /api/forms/{slug}: a form made in the web editor (CONTRACT §21), taken like every other form (§8, §12,
// §14, §17, §17b) with the rules of its fields as the entry has them now, and stored with the address its
// e-mail field holds, the period and the consent wording it states.

/** A form's fields as its rules read them: names, kinds, what is required and each select's values. */
function fieldDefsOf(form: FormEntry): FieldDef[] {
  return form.fields.map((field) => ({
    name: field.name,
    kind: field.kind,
    required: field.required,
    ...(field.options && { options: field.options.map((option) => option.value) }),
  }));
}

export function handleEditorForm(request: Request, slug: string): Promise<Response> | Response {
  const form = getForm(DEFAULT_LOCALE, slug);
  if (!form) return failure(404, 'There is no such form');
  const shownOn = pagesShowingForm(slug);
  const email = form.fields.find((field) => field.kind === 'email')!.name;
  return handle(request, {
    form: editorForm,
    endpoint: `${editorForm.type}:${slug}`,
    notices: `form-${slug}`,
    kinds: ['json', 'form'],
    limit: FORM_BODY_LIMIT,
    // Without JavaScript, back to the page it was sent from, where it shows this form.
    page: (_values, referer) => (referer && shownOn.includes(referer) ? referer : (shownOn[0] ?? '/')),
    fields: () => fieldDefsOf(form),
    save: saveSubmission(editorForm, slug, ({ data, language }) => ({
      email: typeof data[email] === 'string' ? data[email] : undefined,
      retentionDays: form.retentionDays,
      consent: consentFor(editorForm.type, language, getForm(language, slug) ?? form),
    })),
  });
}
