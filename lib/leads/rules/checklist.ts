import * as z from 'zod/mini';
import { email, honeypot, locale, optionalLine } from './fields';
import { RULE_WORDS, type RuleWords } from '@/lib/i18n/rules';

export const checklistRequestSchemaFor = (words: RuleWords = RULE_WORDS.en) =>
  z.object({
    email: email(words),
    name: optionalLine(words, 120),
    website: honeypot,
    locale: locale(words),
  });
