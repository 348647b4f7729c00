import { getForm } from '@/lib/content/forms';
import { currentLocale } from '@/lib/i18n/current';
import { LOCALE_FACTS } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { consentWording } from '@/lib/leads/forms/consent';
import { formEndpoint } from '@/lib/leads/forms/endpoints';
import type { FormField } from '@/components/forms/fields-form';
import { LazyFieldsForm } from '@/components/forms/lazy-fields-form';
import { formBase } from '@/components/forms/form-text';
import { Section } from '@/components/ui/section';
import styles from './content.module.css';

/**
 * A form made in the web editor, where an entry names it (`form:` in a page, landing page, service or post):
 * its own words in the page's language, the site's form around them. A client part: never inside a
 * StaticPart.
 */
export async function EntryForm({ slug }: { slug: string | undefined }) {
  if (!slug) return null;
  const locale = await currentLocale();
  const form = getForm(locale, slug);
  // content:check names a form without a translation; the build refuses to publish a page without its form.
  if (!form)
    throw new Error(
      `content/forms/${slug}.${locale}.md is missing: the form has no ${LOCALE_FACTS[locale].name} words`,
    );
  const words = messagesFor(locale).forms.form;
  const text = formBase(locale, consentWording('form', locale, form));
  const fields = form.fields.map((field): FormField => ({
    name: field.name,
    kind: field.kind,
    required: field.required,
    label: field.label,
    ...(field.hint && { hint: field.hint }),
    ...(field.options && { options: field.options, placeholder: words.choose }),
  }));
  const id = `form-${slug}`;
  return (
    <Section id={id} title={form.title}>
      <div className={styles.formPanel}>
        <LazyFieldsForm
          action={formEndpoint('form', slug)}
          id={id}
          label={form.title}
          fields={fields}
          text={text}
          submit={form.submit}
          notices={{ sent: form.thanks, error: words.error, id }}
          done={{
            title: fields.some((field) => field.kind === 'name') ? text.ui.thankYou : words.thanks,
            paragraphs: [form.thanks],
            another: words.another,
            toast: words.toast,
          }}
        />
      </div>
    </Section>
  );
}
