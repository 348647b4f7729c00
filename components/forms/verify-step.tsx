'use client';

import { useEffect, useRef, useState } from 'react';
import { format } from '@/lib/i18n/format';
import { toast } from '@/lib/browser/toast';
import type { FormText } from './form-text';
import { Field, LocaleField } from './field';
import styles from './form.module.css';

/** What became of the call once its code was typed. */
export type Verified =
  | { status: 'confirmed'; start: string; meetingUrl?: string }
  /** Proved, while the calendar is slow: booked shortly. */
  | { status: 'pending' }
  /** The code ran out or was mistyped too often: a person arranges a time. */
  | { status: 'ended' }
  | { status: 'taken' };

type Props = {
  text: FormText<'call'>;
  id: string;
  /** The time being held, as the visitor reads it. */
  time: string;
  onDone: (verified: Verified) => void;
};

/**
 * The call's verify step (CONTRACT §23): past the day's first bookings, the slot is booked once its person types
 * the code mailed to them. A real form (it posts without a script too), focused with its heading when it appears,
 * each answer said where the field is.
 */
export function VerifyStep({ text, id, time, onDone }: Props) {
  const t = text.form;
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  // Each refusal: focus on the field, its message read with it.
  const [refused, setRefused] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (refused > 0) field.current?.focus();
  }, [refused]);
  const refuse = (message: string) => {
    setError(message);
    setRefused((count) => count + 1);
  };
  const action = `/api/bookings/${encodeURIComponent(id)}/verify`;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('code');
    const code = typeof typed === 'string' ? typed.trim() : '';
    if (!/^\d{6}$/.test(code)) return refuse(text.rules.code);
    setSending(true);
    let response: Response | undefined;
    try {
      response = await fetch(action, {
        method: 'POST',
        body: JSON.stringify({ code, locale: text.locale }),
        headers: { 'content-type': 'application/json', accept: 'application/json' },
      });
    } catch {
      toast.error(text.ui.offline);
    }
    setSending(false);
    if (!response) return;
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown> & {
      fields?: Record<string, string>;
    };
    if (response.status === 201 && typeof answer.start === 'string')
      return onDone({
        status: 'confirmed',
        start: answer.start,
        meetingUrl: typeof answer.meetingUrl === 'string' ? answer.meetingUrl : undefined,
      });
    if (response.status === 202) return onDone({ status: answer.error ? 'ended' : 'pending' });
    if (response.status === 409) return onDone({ status: 'taken' });
    if (response.status === 400) return refuse(answer.fields?.code ?? t.verifyWrong);
    toast.error(response.status === 429 ? text.ui.tooMany : text.ui.failed);
  }

  return (
    <form
      action={action}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
      aria-labelledby="verify-heading"
    >
      <h3 id="verify-heading" tabIndex={-1} ref={heading} className={styles.stepHeading}>
        {t.verifyHeading}
      </h3>
      <p id="verify-text">{format(t.verifyText, { time })}</p>
      <Field id="verify-code" label={t.verifyCode} error={error}>
        {(aria) => (
          <input
            {...aria}
            ref={field}
            aria-describedby={[aria['aria-describedby'], 'verify-text'].filter(Boolean).join(' ')}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            className={`${styles.input} ${styles.code}`}
          />
        )}
      </Field>
      <LocaleField locale={text.locale} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? text.ui.sending : t.verifySubmit}
        </button>
      </div>
    </form>
  );
}
