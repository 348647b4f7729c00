'use client';

import { useCallback, useState } from 'react';
import { contactSchemaFor } from '@/lib/leads/contact-schema';
import { type FieldErrors, fieldErrors } from '@/lib/leads/fields';
import { toast } from '@/lib/toast';
import type { PhoneCheck } from '@/lib/leads/phone-rules';
import { Field, focusFirstError, Honeypot, NoScriptNotices } from './field';
import { PhoneField } from './phone-field';
import { submitForm } from './submit';
import styles from './form.module.css';

type Props = { services: { value: string; label: string }[] };

/** The contact form: checked here with the server's own schema, and working as a plain post without JavaScript. */
export function ContactForm({ services }: Props) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [telephone, setTelephone] = useState('');
  // Until the phone input's metadata arrives the server alone judges the number.
  const [phoneCheck, setPhoneCheck] = useState<PhoneCheck>(() => () => true);
  const onCheckReady = useCallback((check: PhoneCheck) => setPhoneCheck(() => check), []);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string>();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = { ...Object.fromEntries(new FormData(form)), telephone };
    const checked = contactSchemaFor(phoneCheck).safeParse(values);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      focusFirstError(form);
      return;
    }
    setErrors({});
    setSending(true);
    const result = await submitForm('/api/contact', JSON.stringify(values), { 'content-type': 'application/json' });
    setSending(false);
    if (result.ok) {
      setSent(checked.data.name);
      toast.success('Thank you: your message has reached us.');
      form.reset();
      setTelephone('');
    } else {
      setErrors(result.fields);
      focusFirstError(form);
    }
  }

  if (sent) {
    return (
      <div className={styles.thanks} role="status" tabIndex={-1} ref={(element) => element?.focus()}>
        <h3>Thank you, {sent}.</h3>
        <p>A senior engineer will read your message and reply within one business day.</p>
        <button type="button" className={styles.secondary} onClick={() => setSent(undefined)}>
          Send another message
        </button>
      </div>
    );
  }

  return (
    <form action="/api/contact" method="post" noValidate onSubmit={onSubmit} className={styles.form} aria-label="Contact form">
      <NoScriptNotices sent="Thank you: your message has reached us. We reply within one business day." error="Some fields need another look: your name, a valid e-mail address and a message of at least 10 characters are required." />
      <div className={styles.row}>
        <Field id="contact-name" label="Name" error={errors.name}>
          {(aria) => <input {...aria} name="name" className={styles.input} autoComplete="name" maxLength={120} required />}
        </Field>
        <Field id="contact-email" label="Work e-mail" error={errors.email}>
          {(aria) => <input {...aria} name="email" type="email" className={styles.input} autoComplete="email" maxLength={254} required />}
        </Field>
      </div>
      <div className={styles.row}>
        <Field id="contact-company" label="Company" optional error={errors.company}>
          {(aria) => <input {...aria} name="company" className={styles.input} autoComplete="organization" maxLength={160} />}
        </Field>
        <Field id="contact-telephone" label="Phone" optional error={errors.telephone}>
          {(aria) => <PhoneField id={aria.id} value={telephone} onChange={setTelephone} onCheckReady={onCheckReady} invalid={Boolean(aria['aria-invalid'])} describedBy={aria['aria-describedby']} />}
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
      <Field id="contact-message" label="Your message" hint="What are you building, what is the timeline, and what team do you have today?" error={errors.message}>
        {(aria) => <textarea {...aria} name="message" className={styles.textarea} rows={6} maxLength={5000} required />}
      </Field>
      <Honeypot />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </button>
        <p className={styles.privacy}>
          We use your details only to answer you. See our <a href="/privacy-policy">privacy policy</a>.
        </p>
      </div>
    </form>
  );
}
