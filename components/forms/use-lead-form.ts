'use client';

import { useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '@/lib/leads/rules/fields';
import { focusFirstError } from './field';
import type { SubmitResult } from './submit';

type Shared = typeof import('./rules');

type Options<T, R> = {
  /** The form's own module in lib/leads/forms/, loaded with the rules every form shares. */
  rules: () => Promise<R>;
  /** Field errors found in the browser, with the server's rules; none means the values go to the server. */
  validate: (form: HTMLFormElement, rules: R & Shared) => { values: T; errors: FieldErrors };
  send: (values: T) => Promise<SubmitResult>;
  onSent: (body: Record<string, unknown>, values: T, form: HTMLFormElement) => void;
};

/**
 * The flow every lead form shares: check here, send, then show the server's verdict field by field.
 * The rules load when the form first takes focus (`preload`), so they are in by the time it is sent.
 */
export function useLeadForm<T, R>({ rules, validate, send, onSent }: Options<T, R>) {
  const loadRules = async () => {
    // The proof of work starts with the rules, so it is solved by the time the form is sent.
    void import('@/lib/browser/proof').then(({ startProof }) => startProof());
    const [own, { fieldErrors }] = await Promise.all([rules(), import('./rules')]);
    return { ...own, fieldErrors };
  };
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  // Each rejected attempt moves focus to the first invalid field, once the errors are on the page.
  const [rejected, setRejected] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);
  // One submission at a time, from the first click: the rules may still be loading, and the
  // button is only disabled once sending starts.
  const busy = useRef(false);
  useEffect(() => {
    if (rejected > 0 && formRef.current) focusFirstError(formRef.current);
  }, [rejected]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await check(event.currentTarget);
    } finally {
      busy.current = false;
    }
  }

  async function check(form: HTMLFormElement) {
    formRef.current = form;
    const checked = validate(form, await loadRules());
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return setRejected((count) => count + 1);
    setSending(true);
    const result = await send(checked.values);
    setSending(false);
    if (result.ok) return onSent(result.body, checked.values, form);
    setErrors(result.fields);
    setRejected((count) => count + 1);
  }

  const preload = () => void loadRules();
  return { errors, sending, onSubmit, preload };
}
