import type { PeriodWords } from './en';

export const pt: PeriodWords = {
  day: { one: 'dia', other: 'dias' },
  year: { one: 'ano', other: 'anos' },
  month: { one: 'mês', other: 'meses' },
  about: 'cerca de',
};
