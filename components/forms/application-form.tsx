'use client';

import { useState } from 'react';
import type { FieldErrors } from '@/lib/leads/rules/fields';
import { CV_ACCEPT } from '@/lib/leads/rules/limits';
import { toast } from '@/lib/browser/toast';
import type { Locale } from '@/lib/i18n/locales';
import { ConsentNote, EmailField, Field, Honeypot, LocaleField, NoScriptNotices, Thanks } from './field';
import { PhoneField, usePhone } from './phone-field';
import { submitForm } from './submit';
import { useLeadForm } from './use-lead-form';
import styles from './form.module.css';

/** The job application: details, phone and a CV of at most 5 MB, sent as multipart form data. */
export function ApplicationForm({ slug, title, locale }: { slug: string; title: string; locale: Locale }) {
  const phone = usePhone();
  const [sent, setSent] = useState<string>();
  const action = `/api/careers/${slug}/applications`;
  const { errors, sending, onSubmit, preload } = useLeadForm({
    validate: (form, { applicationSchemaFor, cvProblem, CV_MESSAGES, fieldErrors }) => {
      const data = new FormData(form);
      data.set('telephone', phone.value);
      const checked = applicationSchemaFor(phone.check).safeParse(
        Object.fromEntries([...data.entries()].filter(([, value]) => typeof value === 'string')),
      );
      const found: FieldErrors = checked.success ? {} : fieldErrors(checked.error);
      const cv = data.get('cv');
      const problem = cvProblem(cv instanceof File ? cv : undefined);
      if (problem) found.cv = CV_MESSAGES[problem];
      return { values: data, errors: found };
    },
    send: (data) => submitForm(action, data),
    onSent: (_body, data) => {
      const name = data.get('name');
      setSent(typeof name === 'string' ? name.trim() : '');
      toast.success('Thank you: your application has reached the team.');
    },
  });

  if (sent) {
    return (
      <Thanks title={`Thank you, ${sent}.`}>
        <p>
          Your application for {title} has reached the hiring team. You will hear from us within five business days.
        </p>
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
      aria-label={`Apply for ${title}`}
    >
      <NoScriptNotices
        sent="Thank you: your application has reached the hiring team."
        error="Some fields need another look: name, a valid e-mail address, a phone number with its country code and a CV (PDF, DOC or DOCX, at most 5 MB) are required."
      />
      <div className={styles.row}>
        <Field id="apply-name" label="Name" error={errors.name}>
          {(aria) => (
            <input {...aria} name="name" className={styles.input} autoComplete="name" maxLength={120} required />
          )}
        </Field>
        <EmailField id="apply-email" label="E-mail" error={errors.email} />
      </div>
      <Field id="apply-telephone" label="Phone" error={errors.telephone}>
        {(aria) => (
          <PhoneField
            id={aria.id}
            value={phone.value}
            onChange={phone.setValue}
            onCheckReady={phone.onCheckReady}
            required
            invalid={Boolean(aria['aria-invalid'])}
            describedBy={aria['aria-describedby']}
          />
        )}
      </Field>
      <Field id="apply-cv" label="CV" hint="PDF, DOC or DOCX, at most 5 MB." error={errors.cv}>
        {(aria) => <input {...aria} name="cv" type="file" accept={CV_ACCEPT} className={styles.file} required />}
      </Field>
      <Field id="apply-message" label="A few lines about a project you are proud of" optional error={errors.message}>
        {(aria) => <textarea {...aria} name="message" className={styles.textarea} rows={5} maxLength={5000} />}
      </Field>
      <Honeypot />
      <LocaleField locale={locale} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? 'Sending…' : 'Send application'}
        </button>
        <ConsentNote form="application" />
      </div>
    </form>
  );
}
