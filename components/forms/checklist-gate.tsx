'use client';

import { useState } from 'react';
import { toast } from '@/lib/browser/toast';
import type { Locale } from '@/lib/i18n/locales';
import { ConsentNote, EmailField, Field, Honeypot, LocaleField, NoScriptNotices, Thanks } from './field';
import { submitForm } from './submit';
import { useLeadForm } from './use-lead-form';
import styles from './form.module.css';

/** The e-mail gate: an address in, a signed 24-hour download link out. */
export function ChecklistGate({ slug, title, locale }: { slug: string; title: string; locale: Locale }) {
  const [downloadUrl, setDownloadUrl] = useState<string>();
  const action = `/api/checklists/${slug}/requests`;
  const { errors, sending, onSubmit, preload } = useLeadForm({
    validate: (form, { checklistRequestSchema, fieldErrors }) => {
      const values = Object.fromEntries(new FormData(form));
      const checked = checklistRequestSchema.safeParse(values);
      return { values, errors: checked.success ? {} : fieldErrors(checked.error) };
    },
    send: (values) => submitForm(action, JSON.stringify(values), { 'content-type': 'application/json' }),
    onSent: (body) => {
      if (typeof body.downloadUrl !== 'string') return;
      setDownloadUrl(body.downloadUrl);
      toast.success('Your checklist is ready.');
      window.location.assign(body.downloadUrl);
    },
  });

  if (downloadUrl) {
    return (
      <Thanks title="Your download has started.">
        <p>
          If it did not, <a href={downloadUrl}>download “{title}” (PDF)</a>. The link works for 24 hours.
        </p>
      </Thanks>
    );
  }

  return (
    <form
      action={action}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={preload}
      className={styles.form}
      aria-label={`Get ${title}`}
    >
      <NoScriptNotices
        sent="Your download has started."
        error="Please enter a valid e-mail address to get the checklist."
      />
      <div className={styles.row}>
        <EmailField id="checklist-email" label="Work e-mail" error={errors.email} />
        <Field id="checklist-name" label="Name" optional error={errors.name}>
          {(aria) => <input {...aria} name="name" className={styles.input} autoComplete="name" maxLength={120} />}
        </Field>
      </div>
      <Honeypot />
      <LocaleField locale={locale} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? 'Preparing…' : 'Get the PDF'}
        </button>
        <ConsentNote form="checklist" />
      </div>
    </form>
  );
}
