import { describe, expect, it } from 'vitest';
import { isDay } from './time';

describe('isDay', () => {
  it('takes a day on the calendar, written YYYY-MM-DD', () => {
    expect(isDay('2026-12-07')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
  });

  it('refuses, without throwing, a month or a day that is not on the calendar (CONTRACT §23)', () => {
    for (const day of ['2026-13-01', '2026-12-32', '2027-02-30', '2026-02-29', '2026-00-10', '2026-1-01', 20261207])
      expect(isDay(day), String(day)).toBe(false);
  });
});
