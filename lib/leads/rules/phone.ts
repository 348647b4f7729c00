import * as z from 'zod/mini';
import { PHONE_MAX_LENGTH } from './limits';
import { maxLength, type RuleWords } from '@/lib/i18n/rules';

/** How a phone number is judged; the server always passes the real check (lib/leads/rules/phone-check.ts). */
export type PhoneCheck = (value: string) => boolean;

export const phone = (valid: PhoneCheck, words: RuleWords) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, words.phoneRequired),
      z.maxLength(PHONE_MAX_LENGTH, maxLength(words, PHONE_MAX_LENGTH)),
      z.refine(valid, words.phoneInvalid),
    );

export const optionalPhone = (valid: PhoneCheck, words: RuleWords) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(PHONE_MAX_LENGTH, maxLength(words, PHONE_MAX_LENGTH)),
      z.refine((value) => value === '' || valid(value), words.phoneInvalid),
    ),
  );
