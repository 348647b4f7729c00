'use client';

import { useState } from 'react';
import { toast } from '@/lib/browser/toast';
import { format } from '@/lib/i18n/format';
import { localePath } from '@/lib/i18n/paths';
import { formEndpoint } from '@/lib/leads/forms/endpoints';
import type { FormText } from './form-text';
import { CompanyField, EmailField, Field, FormFooter, NameField, NoScriptNotices, Thanks } from './field';
import { PhoneField, usePhone } from './phone-field';
import { submitForm } from './submit';
import { useLeadForm } from './use-lead-form';
import { useNamedService } from './named-service';
import styles from './form.module.css';

type Props = { services: { value: string; label: string }[]; text: FormText<'contact'> };

/** The contact form: checked here with the server's own schema, and working as a plain post without JavaScript. */
export function ContactForm({ services, text }: Props) {
  const t = text.form;
  const phone = usePhone();
  const preselected = useNamedService(services);
  const [sent, setSent] = useState<string>();
  const { errors, sending, onSubmit, preload } = useLeadForm({
    rules: () => import('@/lib/leads/forms/contact'),
    validate: (form, { contactSchemaFor, fieldErrors, RULE_WORDS }) => {
      const values: Record<string, unknown> = { ...Object.fromEntries(new FormData(form)), telephone: phone.value };
      const checked = contactSchemaFor(phone.check, RULE_WORDS[text.locale]).safeParse(values);
      return { values, errors: checked.success ? {} : fieldErrors(checked.error) };
    },
    send: (values) =>
      submitForm(text.ui, formEndpoint('contact'), JSON.stringify(values), { 'content-type': 'application/json' }),
    onSent: (_body, values, form) => {
      setSent(String(values.name).trim());
      toast.success(t.toast);
      form.reset();
      phone.setValue('');
    },
  });

  if (sent) {
    return (
      <Thanks title={format(text.ui.thankYou, { name: sent })}>
        <p>{t.reply}</p>
        <p>
          <a href={localePath(text.locale, '/book-a-call')}>{t.bookCall}</a>
        </p>
        <button type="button" className={styles.secondary} onClick={() => setSent(undefined)}>
          {t.another}
        </button>
      </Thanks>
    );
  }

  return (
    <form
      action={formEndpoint('contact')}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={preload}
      className={styles.form}
      aria-label={t.label}
    >
      <NoScriptNotices
        sent={t.sent}
        error={t.error}
        text={text}
        next={{ href: localePath(text.locale, '/book-a-call'), label: t.bookCall }}
      />
      <div className={styles.row}>
        <NameField id="contact-name" label={t.name} error={errors.name} />
        <EmailField id="contact-email" label={t.email} error={errors.email} />
      </div>
      <div className={styles.row}>
        <CompanyField id="contact-company" label={t.company} optional={text.ui.optional} error={errors.company} />
        <Field id="contact-telephone" label={t.phone} optional={text.ui.optional} error={errors.telephone}>
          {(aria) => (
            <PhoneField
              id={aria.id}
              value={phone.value}
              onChange={phone.setValue}
              onCheckReady={phone.onCheckReady}
              invalid={Boolean(aria['aria-invalid'])}
              describedBy={aria['aria-describedby']}
              locale={text.locale}
              placeholder={text.ui.phonePlaceholder}
            />
          )}
        </Field>
      </div>
      <Field id="contact-service" label={t.service} optional={text.ui.optional} error={errors.service}>
        {(aria) => (
          <select {...aria} key={preselected} name="service" className={styles.input} defaultValue={preselected}>
            <option value="">{t.chooseService}</option>
            {services.map((service) => (
              <option key={service.value} value={service.value}>
                {service.label}
              </option>
            ))}
            <option value="other">{t.other}</option>
          </select>
        )}
      </Field>
      <Field id="contact-message" label={t.message} hint={t.messageHint} error={errors.message}>
        {(aria) => <textarea {...aria} name="message" className={styles.textarea} rows={6} maxLength={5000} required />}
      </Field>
      <FormFooter text={text} submit={t.submit} sending={sending ? text.ui.sending : undefined} />
    </form>
  );
}
