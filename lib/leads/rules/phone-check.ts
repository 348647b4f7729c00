import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { PHONE_MAX_LENGTH } from '@/lib/leads/rules/limits';

/** Checked against per-country metadata, the same way the phone input checks it. */
export function isValidPhone(value: string): boolean {
  return value.length <= PHONE_MAX_LENGTH && isValidPhoneNumber(value.trim());
}

/** The server's check: a valid number written in E.164, as it is stored (CONTRACT §21), or false. */
export function checkPhone(value: string): string | false {
  if (!isValidPhone(value)) return false;
  try {
    return parsePhoneNumberWithError(value.trim()).number;
  } catch {
    return false;
  }
}
