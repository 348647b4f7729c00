import * as z from 'zod/mini';
import { PHONE_MAX_LENGTH } from './limits';
import { maxLength, type RuleWords } from '@/lib/i18n/rules';

/**
 * How a phone number is judged; the server always passes the real check (lib/leads/rules/phone-check.ts),
 * which answers a valid number in E.164 (`+351211450290`), as it is then stored.
 */
export type PhoneCheck = (value: string) => boolean | string;

/** A valid number as its check writes it (E.164 on the server), or as typed where the check only says yes. */
const asChecked = (valid: PhoneCheck) =>
  z.transform((value: string) => {
    if (value === '') return value;
    const checked = valid(value);
    return typeof checked === 'string' ? checked : value;
  });

export const phone = (valid: PhoneCheck, words: RuleWords) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, words.phoneRequired),
      z.maxLength(PHONE_MAX_LENGTH, maxLength(words, PHONE_MAX_LENGTH)),
      z.refine((value) => Boolean(valid(value)), words.phoneInvalid),
    ),
    asChecked(valid),
  );

export const optionalPhone = (valid: PhoneCheck, words: RuleWords) =>
  z.optional(
    z.pipe(
      z.string().check(
        z.trim(),
        z.maxLength(PHONE_MAX_LENGTH, maxLength(words, PHONE_MAX_LENGTH)),
        z.refine((value) => value === '' || Boolean(valid(value)), words.phoneInvalid),
      ),
      asChecked(valid),
    ),
  );
