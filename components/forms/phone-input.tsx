'use client';

import { useEffect, useState } from 'react';
import PhoneInput, { type Country, parsePhoneNumber } from 'react-phone-number-input/min';
import type { Labels } from 'react-phone-number-input';
import en from 'react-phone-number-input/locale/en';
import 'react-phone-number-input/style.css';
import { lookupCountry } from '@/lib/browser/country-lookup';
import { PHONE_MAX_LENGTH } from '@/lib/leads/rules/limits';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { loadPhoneLabels } from '@/lib/i18n/phone';

export { isValidPhone } from '@/lib/leads/rules/phone-check';
import styles from './form.module.css';

export type PhoneInputProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  locale: Locale;
  placeholder: string;
};

/** react-phone-number-input with per-country formatting, the site's own flags and a looked-up default country. */
export default function PhoneNumberInput({
  id,
  value,
  onChange,
  required,
  invalid,
  describedBy,
  locale,
  placeholder,
}: PhoneInputProps) {
  const [country, setCountry] = useState<Country>();
  const [labels, setLabels] = useState<Labels>(en);
  useEffect(() => {
    if (locale === DEFAULT_LOCALE) return;
    let active = true;
    void loadPhoneLabels(locale).then((loaded) => active && setLabels(loaded.default));
    return () => {
      active = false;
    };
  }, [locale]);
  // Whatever was typed into the plain field before this loaded: keep it, in the E.164 form this input expects.
  useEffect(() => {
    if (!value || /^\+\d+$/.test(value)) return;
    const parsed = parsePhoneNumber(value);
    if (parsed) onChange(parsed.number);
    // Only what was there when this took over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    let active = true;
    void lookupCountry(__COUNTRY_LOOKUP_URL__).then((found) => active && setCountry(found));
    return () => {
      active = false;
    };
  }, []);
  return (
    <PhoneInput
      id={id}
      name="telephone"
      className={styles.phone}
      placeholder={placeholder}
      maxLength={PHONE_MAX_LENGTH}
      autoComplete="tel"
      value={value && /^\+\d+$/.test(value) ? value : undefined}
      onChange={(next) => onChange(next ?? '')}
      defaultCountry={country}
      labels={labels}
      flagUrl="/flags/{XX}.svg"
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
