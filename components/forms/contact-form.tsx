import { localePath } from '@/lib/i18n/paths';
import { formEndpoint } from '@/lib/leads/forms/endpoints';
import { contactFields, OTHER_SERVICE } from '@/lib/leads/forms/contact';
import { RULE_WORDS } from '@/lib/i18n/words';
import type { FormText } from './form-text';
import { type FormField, FieldsForm } from './fields-form';

type Props = { services: { value: string; label: string }[]; text: FormText<'contact'> };

/** The contact form: its field kinds (lib/leads/forms/contact.ts) in the page's words. */
export function ContactForm({ services, text }: Props) {
  const t = text.form;
  const words = RULE_WORDS[text.locale];
  const shown: Record<string, Partial<FormField>> = {
    name: { label: t.name },
    email: { label: t.email },
    company: { label: t.company },
    telephone: { label: t.phone },
    service: {
      label: t.service,
      placeholder: t.chooseService,
      options: [...services, { value: OTHER_SERVICE, label: t.other }],
    },
    message: { label: t.message, hint: t.messageHint },
  };
  // The rules' own options are the server's (every service slug); the page offers its catalogue.
  const fields = contactFields([]).map((field): FormField => ({
    name: field.name,
    kind: field.kind,
    required: field.required,
    label: '',
    ...(field.min && { min: { length: field.min.length, message: field.min.message(words) } }),
    ...shown[field.name],
  }));
  const bookCall = { href: localePath(text.locale, '/book-a-call'), label: t.bookCall };
  return (
    <FieldsForm
      action={formEndpoint('contact')}
      id="contact"
      label={t.label}
      fields={fields}
      text={text}
      submit={t.submit}
      notices={{ sent: t.sent, error: t.error, next: bookCall }}
      done={{ title: text.ui.thankYou, paragraphs: [t.reply], next: bookCall, another: t.another, toast: t.toast }}
    />
  );
}
