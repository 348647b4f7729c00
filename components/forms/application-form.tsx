'use client';

import { useState } from 'react';
import type { FieldErrors } from '@/lib/leads/rules/fields';
import { CV_ACCEPT } from '@/lib/leads/rules/limits';
import { toast } from '@/lib/browser/toast';
import { format } from '@/lib/i18n/format';
import { formEndpoint } from '@/lib/leads/forms/endpoints';
import type { FormText } from './form-text';
import { Field, FormFooter, NoScriptNotices, Thanks } from './field';
import { TextField } from './kind-input';
import { PhoneField, usePhone } from './phone-field';
import { submitForm } from './submit';
import { useLeadForm } from './use-lead-form';
import styles from './form.module.css';

/** The job application: details, phone and a CV of at most 5 MB, sent as multipart form data. */
export function ApplicationForm({ slug, title, text }: { slug: string; title: string; text: FormText<'application'> }) {
  const t = text.form;
  const phone = usePhone();
  const [sent, setSent] = useState<string>();
  const action = formEndpoint('application', slug);
  const { errors, sending, onSubmit, preload } = useLeadForm({
    rules: () => import('@/lib/leads/forms/application'),
    validate: (form, { applicationSchemaFor, cvProblem, fieldErrors }) => {
      const words = text.rules;
      const data = new FormData(form);
      data.set('telephone', phone.value);
      const checked = applicationSchemaFor(phone.check, words).safeParse(
        Object.fromEntries([...data.entries()].filter(([, value]) => typeof value === 'string')),
      );
      const found: FieldErrors = checked.success ? {} : fieldErrors(checked.error);
      const cv = data.get('cv');
      const problem = cvProblem(cv instanceof File ? cv : undefined);
      if (problem) found.cv = words.cv[problem];
      return { values: data, errors: found };
    },
    send: (data) => submitForm(text.ui, action, data),
    onSent: (_body, data) => {
      const name = data.get('name');
      setSent(typeof name === 'string' ? name.trim() : '');
      toast.success(t.toast);
    },
  });

  if (sent) {
    return (
      <Thanks title={format(text.ui.thankYou, { name: sent })}>
        <p>{format(t.thanks, { title })}</p>
      </Thanks>
    );
  }

  return (
    <form
      action={action}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onFocus={preload}
      className={styles.form}
      aria-label={format(t.label, { title })}
    >
      <NoScriptNotices sent={t.sent} error={t.error} text={text} />
      <div className={styles.row}>
        <TextField
          id="apply-name"
          kind="name"
          label={t.name}
          required
          optional={text.ui.optional}
          error={errors.name}
        />
        <TextField
          id="apply-email"
          kind="email"
          label={t.email}
          required
          optional={text.ui.optional}
          error={errors.email}
        />
      </div>
      <Field id="apply-telephone" label={t.phone} error={errors.telephone}>
        {(aria) => (
          <PhoneField
            id={aria.id}
            value={phone.value}
            onChange={phone.setValue}
            onCheckReady={phone.onCheckReady}
            required
            invalid={Boolean(aria['aria-invalid'])}
            describedBy={aria['aria-describedby']}
            locale={text.locale}
            placeholder={text.ui.phonePlaceholder}
          />
        )}
      </Field>
      <Field id="apply-cv" label={t.cv} hint={t.cvHint} error={errors.cv}>
        {(aria) => <input {...aria} name="cv" type="file" accept={CV_ACCEPT} className={styles.file} required />}
      </Field>
      <TextField
        id="apply-message"
        kind="textarea"
        name="message"
        label={t.message}
        optional={text.ui.optional}
        error={errors.message}
      />
      <FormFooter text={text} submit={t.submit} sending={sending ? text.ui.sending : undefined} />
    </form>
  );
}
