import { messagesFor } from '@/lib/i18n/messages';
import { consentWording } from '@/lib/leads/forms/consent';
import { FIELD_KINDS } from '@/lib/shared/field-kinds';
import { FormFooter } from '@/components/forms/field';
import { formBase } from '@/components/forms/form-text';
import { FieldRows, KindField, type ShownField } from '@/components/forms/kind-field';
import { Section } from '@/components/ui/section';
import content from '@/components/sections/content.module.css';
import forms from '@/components/forms/form.module.css';
import { choice, number, records, text } from './entry-data';
import { template } from './frame';

/**
 * A form made in the web editor as the pages that name it draw it (components/sections/entry-form.tsx): its
 * title, its fields by kind with their labels, hints and choices, its button and the consent line beside it.
 */
export const FormPreview = template(({ data, locale }) => {
  const words = messagesFor(locale).forms.form;
  const fields = records(data.fields).map((field, index): ShownField => ({
    name: text(field.name) || `field-${index + 1}`,
    kind: choice(field.kind, FIELD_KINDS),
    required: field.required === true,
    label: text(field.label),
    hint: text(field.hint) || undefined,
    options: records(field.options).map((option) => ({ value: text(option.value), label: text(option.label) })),
    placeholder: words.choose,
  }));
  const base = formBase(
    locale,
    consentWording('form', locale, { purpose: text(data.purpose), retentionDays: number(data.retentionDays) }),
  );
  return (
    <Section id="form-preview" title={text(data.title)}>
      <div className={content.formPanel}>
        <form className={forms.form} aria-label={text(data.title)} onSubmit={(event) => event.preventDefault()}>
          <FieldRows
            fields={fields}
            field={(field) => (
              <KindField key={field.name} id={`preview-${field.name}`} field={field} optional={base.ui.optional} />
            )}
          />
          <FormFooter text={base} submit={text(data.submit)} />
        </form>
      </div>
    </Section>
  );
});
