'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLazyModule } from '@/components/ui/use-lazy-module';
import { useNear } from '@/components/ui/use-near';
import { PHONE_MAX_LENGTH } from '@/lib/leads/rules/limits';
import type { PhoneCheck } from '@/lib/leads/rules/phone';
import type { PhoneInputProps } from './phone-input';
import styles from './form.module.css';

const loadPhoneInput = () => import('./phone-input');

/**
 * A plain tel input until the field comes near the screen; then the full phone input (country
 * selector, formatting, validation metadata) loads and takes over with whatever was typed.
 */
export function PhoneField({
  onCheckReady,
  ...props
}: PhoneInputProps & { onCheckReady?: (check: PhoneCheck) => void }) {
  const anchor = useRef<HTMLDivElement>(null);
  const { near, reached } = useNear(anchor, '400px');
  const { module } = useLazyModule(loadPhoneInput, near);
  const Rich = module?.default;
  // The form checks numbers with the same metadata once it is here; until then the server does.
  useEffect(() => {
    if (module) onCheckReady?.(module.isValidPhone);
  }, [module, onCheckReady]);
  return (
    <div ref={anchor} onFocusCapture={reached}>
      {Rich ? (
        <Rich {...props} />
      ) : (
        <input
          id={props.id}
          name="telephone"
          type="tel"
          className={styles.input}
          placeholder={props.placeholder}
          maxLength={PHONE_MAX_LENGTH}
          autoComplete="tel"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          required={props.required}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
        />
      )}
    </div>
  );
}

/** A form's phone number, and the check to judge it with: the server's own once the metadata is here. */
export function usePhone() {
  const [value, setValue] = useState('');
  // Until the phone input's metadata arrives the server alone judges the number.
  const [check, setCheck] = useState<PhoneCheck>(() => () => true);
  const onCheckReady = useCallback((ready: PhoneCheck) => setCheck(() => ready), []);
  return { value, setValue, check, onCheckReady };
}
