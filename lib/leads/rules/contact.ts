import * as z from 'zod/mini';
import { email, honeypot, locale, line, optionalLine, text } from './fields';
import { optionalPhone, type PhoneCheck } from './phone';
import { RULE_WORDS, type RuleWords } from '@/lib/i18n/rules';

/** The contact form's rules; the phone check comes from whoever has the phone metadata at hand. */
export const contactSchemaFor = (validPhone: PhoneCheck, words: RuleWords = RULE_WORDS.en) =>
  z.object({
    name: line(words, words.name, 120),
    email: email(words),
    company: optionalLine(words, 160),
    telephone: optionalPhone(validPhone, words),
    service: optionalLine(words, 80),
    message: text(words, 10, 5000, words.message),
    website: honeypot,
    locale: locale(words),
  });
