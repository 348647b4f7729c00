'use client';

import { useState } from 'react';
import { toast } from '@/lib/browser/toast';
import { format } from '@/lib/i18n/format';
import type { FieldDef } from '@/lib/leads/rules/kinds';
import type { FormBase } from './form-text';
import { FormFooter, NoScriptNotices, Thanks } from './field';
import { FieldRows, KindField, type ShownField } from './kind-field';
import { PhoneField, usePhone } from './phone-field';
import { namedChoice, useAddressQuery } from './named-service';
import { submitForm } from './submit';
import { useLeadForm } from './use-lead-form';
import styles from './form.module.css';

/** A field with, where its rule asks for more than one character, how many and the message saying so. */
export type FormField = ShownField & { min?: { length: number; message: string } };

type Link = { href: string; label: string };

export type FieldsFormProps = {
  /** Where it posts, with or without JavaScript. */
  action: string;
  /** The start of its fields' ids, unique on the page. */
  id: string;
  /** Its accessible name. */
  label: string;
  fields: FormField[];
  text: FormBase;
  submit: string;
  /**
   * What a browser without JavaScript is told when it comes back (CSS shows the one its address names), and
   * the start of those notices' ids where another form on the page has the default ones.
   */
  notices: { sent: string; error: string; next?: Link; id?: string };
  /** What replaces it once sent: `{name}` in the title is the name typed, when the form asks for one. */
  done: { title: string; paragraphs: string[]; next?: Link; another: string; toast: string };
};

const ruleOf = (field: FormField): FieldDef => ({
  name: field.name,
  kind: field.kind,
  required: field.required,
  options: field.options?.map((option) => option.value),
  ...(field.min && { min: { length: field.min.length, message: () => field.min!.message } }),
});

/**
 * A lead form made of field kinds (lib/leads/rules/kinds.ts): the contact form and every form an editor
 * makes. Checked here with the server's own rules (loaded on first focus), posted as JSON, and a plain
 * form post without JavaScript.
 */
export function FieldsForm({ action, id, label, fields, text, submit, notices, done }: FieldsFormProps) {
  const phone = usePhone();
  const phoneField = fields.find((field) => field.kind === 'phone');
  const query = useAddressQuery();
  const [sent, setSent] = useState<string>();
  const { errors, sending, onSubmit, preload } = useLeadForm({
    rules: () => import('@/lib/leads/rules/kinds'),
    validate: (form, { fieldsSchema, fieldErrors }) => {
      const values: Record<string, unknown> = {
        ...Object.fromEntries(new FormData(form)),
        ...(phoneField && { [phoneField.name]: phone.value }),
      };
      const checked = fieldsSchema(fields.map(ruleOf), text.rules, phone.check).safeParse(values);
      return { values, errors: checked.success ? {} : fieldErrors(checked.error) };
    },
    send: (values) => submitForm(text.ui, action, JSON.stringify(values), { 'content-type': 'application/json' }),
    onSent: (_body, values, form) => {
      const named = fields.find((field) => field.kind === 'name');
      const name = named && values[named.name];
      setSent(typeof name === 'string' ? name.trim() : '');
      toast.success(done.toast);
      form.reset();
      phone.setValue('');
    },
  });

  if (sent !== undefined) {
    return (
      <Thanks title={format(done.title, { name: sent })}>
        {done.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {done.next && (
          <p>
            <a href={done.next.href}>{done.next.label}</a>
          </p>
        )}
        <button type="button" className={styles.secondary} onClick={() => setSent(undefined)}>
          {done.another}
        </button>
      </Thanks>
    );
  }

  const fieldOf = (field: FormField) => (
    <KindField
      key={field.name}
      id={`${id}-${field.name}`}
      field={field}
      error={errors[field.name]}
      optional={text.ui.optional}
      defaultValue={field.options ? namedChoice(query, field.name, field.options) || undefined : undefined}
      phone={
        field === phoneField
          ? (aria) => (
              <PhoneField
                id={aria.id}
                value={phone.value}
                onChange={phone.setValue}
                onCheckReady={phone.onCheckReady}
                required={field.required}
                invalid={Boolean(aria['aria-invalid'])}
                describedBy={aria['aria-describedby']}
                locale={text.locale}
                placeholder={text.ui.phonePlaceholder}
              />
            )
          : undefined
      }
    />
  );

  return (
    <form
      action={action}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={preload}
      className={styles.form}
      aria-label={label}
    >
      <NoScriptNotices sent={notices.sent} error={notices.error} text={text} next={notices.next} id={notices.id} />
      <FieldRows fields={fields} field={fieldOf} />
      <FormFooter text={text} submit={submit} sending={sending ? text.ui.sending : undefined} />
    </form>
  );
}
