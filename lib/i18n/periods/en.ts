import type { Plural } from '../format';

/** The units a period is written in (the privacy policy's "730 days (2 years)"), by plural category. */
export type PeriodWords = { day: Plural; year: Plural; month: Plural; about: string };

export const en: PeriodWords = {
  day: { one: 'day', other: 'days' },
  year: { one: 'year', other: 'years' },
  month: { one: 'month', other: 'months' },
  about: 'about',
};
