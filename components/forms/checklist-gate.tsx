'use client';

import { useState } from 'react';
import { toast } from '@/lib/browser/toast';
import { format } from '@/lib/i18n/format';
import { formEndpoint } from '@/lib/leads/forms/endpoints';
import type { FormText } from './form-text';
import { FormFooter, NoScriptNotices, Thanks } from './field';
import { TextField } from './kind-input';
import { submitForm } from './submit';
import { useLeadForm } from './use-lead-form';
import styles from './form.module.css';

/** The e-mail gate: an address in, a signed 24-hour download link out. */
export function ChecklistGate({ slug, title, text }: { slug: string; title: string; text: FormText<'checklist'> }) {
  const t = text.form;
  const [downloadUrl, setDownloadUrl] = useState<string>();
  const action = formEndpoint('checklist', slug);
  const { errors, sending, onSubmit, preload } = useLeadForm({
    rules: () => import('@/lib/leads/forms/checklist'),
    validate: (form, { checklistRequestSchemaFor, fieldErrors }) => {
      const values = Object.fromEntries(new FormData(form));
      const checked = checklistRequestSchemaFor(text.rules).safeParse(values);
      return { values, errors: checked.success ? {} : fieldErrors(checked.error) };
    },
    send: (values) => submitForm(text.ui, action, JSON.stringify(values), { 'content-type': 'application/json' }),
    onSent: (body) => {
      if (typeof body.downloadUrl !== 'string') return;
      setDownloadUrl(body.downloadUrl);
      toast.success(t.toast);
      window.location.assign(body.downloadUrl);
    },
  });

  if (downloadUrl) {
    return (
      <Thanks title={t.sent}>
        <p>
          {t.fallback.split('{link}')[0]}
          <a href={downloadUrl}>{format(t.fallbackLink, { title })}</a>
          {t.fallback.split('{link}')[1]}
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
      aria-label={format(t.label, { title })}
    >
      <NoScriptNotices sent={t.sent} error={t.error} text={text} />
      <div className={styles.row}>
        <TextField
          id="checklist-email"
          kind="email"
          label={t.email}
          required
          optional={text.ui.optional}
          error={errors.email}
        />
        <TextField id="checklist-name" kind="name" label={t.name} optional={text.ui.optional} error={errors.name} />
      </div>
      <FormFooter text={text} submit={t.submit} sending={sending ? t.preparing : undefined} />
    </form>
  );
}
