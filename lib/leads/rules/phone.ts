import * as z from 'zod/mini';
import { PHONE_MAX_LENGTH } from './limits';

const INVALID_PHONE_MESSAGE = 'Enter a valid phone number, including the country code';

/** How a phone number is judged; the server always passes the real check (lib/leads/rules/phone-check.ts). */
export type PhoneCheck = (value: string) => boolean;

export const phone = (valid: PhoneCheck, message = INVALID_PHONE_MESSAGE) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter your phone number'),
      z.maxLength(PHONE_MAX_LENGTH, `Use at most ${PHONE_MAX_LENGTH} characters`),
      z.refine(valid, message),
    );

export const optionalPhone = (valid: PhoneCheck, message = INVALID_PHONE_MESSAGE) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(PHONE_MAX_LENGTH, `Use at most ${PHONE_MAX_LENGTH} characters`),
      z.refine((value) => value === '' || valid(value), message),
    ),
  );
