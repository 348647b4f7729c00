import type { PeriodWords } from './en';

export const pl: PeriodWords = {
  day: { one: 'dzień', few: 'dni', many: 'dni', other: 'dnia' },
  year: { one: 'rok', few: 'lata', many: 'lat', other: 'roku' },
  month: { one: 'miesiąc', few: 'miesiące', many: 'miesięcy', other: 'miesiąca' },
  about: 'około',
};
