import type { ConsentWords } from '@/lib/i18n/chunks';
import { localePath } from '@/lib/i18n/paths';
import { contactFields } from '@/lib/leads/forms/contact';
import type { Words } from '@/lib/i18n/words';
import { ConsentBannerView } from '@/components/layout/consent-banner';
import { FormFooter } from '@/components/forms/field';
import { formBase } from '@/components/forms/form-text';
import { FieldRows, KindField, type ShownField } from '@/components/forms/kind-field';
import { Section } from '@/components/ui/section';
import content from '@/components/sections/content.module.css';
import forms from '@/components/forms/form.module.css';
import { template } from './frame';

// The Words collection's pane where a word's place helps: the cookie banner and a form's labels, drawn
// by the site's own parts from the words as they are typed, in the language being edited.

/** The banner as a first visit sees it (the page shows it while no choice is stored). */
export const ConsentWordsPreview = template(({ data, locale }) => (
  <div ref={(element) => element?.ownerDocument.documentElement.setAttribute('data-consent-ask', '')}>
    <ConsentBannerView words={data as ConsentWords} policy={localePath(locale, '/privacy-policy')} />
  </div>
));

/** The contact form with the labels, hints and button being typed, and the words every form shares. */
export const FormWordsPreview = template(({ data, locale }) => {
  const words = data as Words['forms'];
  const contact = words.contact;
  const shown: Record<string, Partial<ShownField>> = {
    name: { label: contact.name },
    email: { label: contact.email },
    company: { label: contact.company },
    telephone: { label: contact.phone },
    service: { label: contact.service, placeholder: contact.chooseService, options: [] },
    message: { label: contact.message, hint: contact.messageHint },
  };
  const base = formBase(locale, contact.consent);
  return (
    <Section id="form-preview" title={contact.label}>
      <div className={content.formPanel}>
        <form className={forms.form} aria-label={contact.label} onSubmit={(event) => event.preventDefault()}>
          <FieldRows
            fields={contactFields([]).map((field): ShownField => ({
              name: field.name,
              kind: field.kind,
              required: field.required,
              label: '',
              ...shown[field.name],
            }))}
            field={(field) => (
              <KindField key={field.name} id={`preview-${field.name}`} field={field} optional={words.optional} />
            )}
          />
          <FormFooter text={{ ...base, ui: words }} submit={contact.submit} />
        </form>
      </div>
    </Section>
  );
});
