import { isValidPhoneNumber } from 'libphonenumber-js/min';
import * as z from 'zod/mini';

export const PHONE_MAX_LENGTH = 25;
export const INVALID_PHONE_MESSAGE = 'Enter a valid phone number, including the country code';

/** Checked against per-country metadata, the same way the phone input checks it. */
export function isValidPhone(value: string): boolean {
  return value.length <= PHONE_MAX_LENGTH && isValidPhoneNumber(value.trim());
}

export const phone = (message = INVALID_PHONE_MESSAGE) =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'Enter your phone number'),
    z.maxLength(PHONE_MAX_LENGTH, `Use at most ${PHONE_MAX_LENGTH} characters`),
    z.refine(isValidPhone, message),
  );

export const optionalPhone = (message = INVALID_PHONE_MESSAGE) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(PHONE_MAX_LENGTH, `Use at most ${PHONE_MAX_LENGTH} characters`),
      z.refine((value) => value === '' || isValidPhone(value), message),
    ),
  );
