'use client';

import { useState } from 'react';
import type { FieldErrors } from '@/lib/leads/fields';
import { focusFirstError } from './field';
import type { SubmitResult } from './submit';

type Options<T> = {
  /** Field errors found in the browser; none means the values go to the server. */
  validate: (form: HTMLFormElement) => { values: T; errors: FieldErrors };
  send: (values: T) => Promise<SubmitResult>;
  onSent: (body: Record<string, unknown>, values: T, form: HTMLFormElement) => void;
};

/** The flow every lead form shares: check here, send, then show the server's verdict field by field. */
export function useLeadForm<T>({ validate, send, onSent }: Options<T>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validate(form);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return focusFirstError(form);
    setSending(true);
    const result = await send(checked.values);
    setSending(false);
    if (result.ok) return onSent(result.body, checked.values, form);
    setErrors(result.fields);
    focusFirstError(form);
  }

  return { errors, sending, onSubmit };
}
