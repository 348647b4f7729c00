'use client';

import { useState } from 'react';
import { toast } from '@/lib/browser/toast';
import type { Locale } from '@/lib/i18n/locales';
import { ConsentNote, EmailField, Field, Honeypot, LocaleField, NoScriptNotices, Thanks } from './field';
import { PhoneField, usePhone } from './phone-field';
import { submitForm } from './submit';
import { useLeadForm } from './use-lead-form';
import styles from './form.module.css';

type Props = { services: { value: string; label: string }[]; locale: Locale };

/** The contact form: checked here with the server's own schema, and working as a plain post without JavaScript. */
export function ContactForm({ services, locale }: Props) {
  const phone = usePhone();
  const [sent, setSent] = useState<string>();
  const { errors, sending, onSubmit, preload } = useLeadForm({
    validate: (form, { contactSchemaFor, fieldErrors }) => {
      const values: Record<string, unknown> = { ...Object.fromEntries(new FormData(form)), telephone: phone.value };
      const checked = contactSchemaFor(phone.check).safeParse(values);
      return { values, errors: checked.success ? {} : fieldErrors(checked.error) };
    },
    send: (values) => submitForm('/api/contact', JSON.stringify(values), { 'content-type': 'application/json' }),
    onSent: (_body, values, form) => {
      setSent(String(values.name).trim());
      toast.success('Thank you: your message has reached us.');
      form.reset();
      phone.setValue('');
    },
  });

  if (sent) {
    return (
      <Thanks title={`Thank you, ${sent}.`}>
        <p>A senior engineer will read your message and reply within one business day.</p>
        <button type="button" className={styles.secondary} onClick={() => setSent(undefined)}>
          Send another message
        </button>
      </Thanks>
    );
  }

  return (
    <form
      action="/api/contact"
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={preload}
      className={styles.form}
      aria-label="Contact form"
    >
      <NoScriptNotices
        sent="Thank you: your message has reached us. We reply within one business day."
        error="Some fields need another look: your name, a valid e-mail address and a message of at least 10 characters are required."
      />
      <div className={styles.row}>
        <Field id="contact-name" label="Name" error={errors.name}>
          {(aria) => (
            <input {...aria} name="name" className={styles.input} autoComplete="name" maxLength={120} required />
          )}
        </Field>
        <EmailField id="contact-email" label="Work e-mail" error={errors.email} />
      </div>
      <div className={styles.row}>
        <Field id="contact-company" label="Company" optional error={errors.company}>
          {(aria) => (
            <input {...aria} name="company" className={styles.input} autoComplete="organization" maxLength={160} />
          )}
        </Field>
        <Field id="contact-telephone" label="Phone" optional error={errors.telephone}>
          {(aria) => (
            <PhoneField
              id={aria.id}
              value={phone.value}
              onChange={phone.setValue}
              onCheckReady={phone.onCheckReady}
              invalid={Boolean(aria['aria-invalid'])}
              describedBy={aria['aria-describedby']}
            />
          )}
        </Field>
      </div>
      <Field id="contact-service" label="What can we help with?" optional error={errors.service}>
        {(aria) => (
          <select {...aria} name="service" className={styles.input} defaultValue="">
            <option value="">Choose a service</option>
            {services.map((service) => (
              <option key={service.value} value={service.value}>
                {service.label}
              </option>
            ))}
            <option value="other">Something else</option>
          </select>
        )}
      </Field>
      <Field
        id="contact-message"
        label="Your message"
        hint="What are you building, what is the timeline, and what team do you have today?"
        error={errors.message}
      >
        {(aria) => <textarea {...aria} name="message" className={styles.textarea} rows={6} maxLength={5000} required />}
      </Field>
      <Honeypot />
      <LocaleField locale={locale} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </button>
        <ConsentNote form="contact" />
      </div>
    </form>
  );
}
