import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { PHONE_MAX_LENGTH } from '@/lib/leads/rules/limits';

/** Checked against per-country metadata, the same way the phone input checks it. */
export function isValidPhone(value: string): boolean {
  return value.length <= PHONE_MAX_LENGTH && isValidPhoneNumber(value.trim());
}
