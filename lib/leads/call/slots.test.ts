import { describe, expect, it } from 'vitest';
import { type BookingProvider, ProviderUnavailable, type Slots } from './provider';
import { horizonIn, slotsByDay, slotWindow } from './slots';

// The one window of slots (CONTRACT §17a), on a clock the test moves: however many queries arrive, the
// calendar is asked at most twice a minute.

function countingCalendar(answer: () => Slots | Error) {
  const asked: { from: string; to: string; timeZone: string }[] = [];
  const provider: BookingProvider = {
    slots: async (range) => {
      asked.push(range);
      const result = answer();
      if (result instanceof Error) throw result;
      return result;
    },
    book: () => Promise.reject(new Error('not here')),
    findByLead: () => Promise.resolve(undefined),
    stateOfLead: () => Promise.resolve({ ended: false }),
    cancel: () => Promise.resolve(),
  };
  return { provider, asked };
}

const NOW = Date.parse('2026-12-01T08:00:00Z');
const SLOTS: Slots = {
  '2026-12-01': ['2026-12-01T09:00:00Z', '2026-12-01T23:30:00Z'],
  '2026-12-02': ['2026-12-02T09:00:00.000Z'],
};

describe('the window of slots', () => {
  it('asks the calendar at most twice a minute, for the whole horizon in UTC, whatever asks', async () => {
    let now = NOW;
    const { provider, asked } = countingCalendar(() => SLOTS);
    const window = slotWindow(provider, () => now);
    // Three hundred queries and ten refreshes over one minute.
    for (let second = 0; second < 60; second += 1) {
      now = NOW + second * 1000;
      await Promise.all([window.starts(), window.starts(), window.starts(), window.starts(), window.starts()]);
      if (second % 6 === 0) await window.refresh();
    }
    expect(asked.length).toBeLessThanOrEqual(2);
    expect(asked[0]).toEqual({ from: '2026-11-30', to: '2026-12-16', timeZone: 'UTC' });
    expect(await window.starts()).toEqual([
      '2026-12-01T09:00:00.000Z',
      '2026-12-01T23:30:00.000Z',
      '2026-12-02T09:00:00.000Z',
    ]);
  });

  it('serves the last window while the calendar is down, then says it cannot be reached', async () => {
    let now = NOW;
    let down = false;
    const { provider } = countingCalendar(() => (down ? new ProviderUnavailable('down') : SLOTS));
    const window = slotWindow(provider, () => now);
    expect(await window.offers('2026-12-02T09:00:00Z')).toBe(true);
    expect(await window.offers('2026-12-02T09:07:00Z')).toBe(false);
    down = true;
    now += 5 * 60_000;
    expect(await window.starts()).toHaveLength(3);
    now += 6 * 60_000;
    await expect(window.starts()).rejects.toBeInstanceOf(ProviderUnavailable);
    window.remove('2026-12-01T09:00:00Z');
  });

  it('groups the window by the days a zone reads, within the horizon', () => {
    const starts = ['2026-12-01T09:00:00.000Z', '2026-12-01T23:30:00.000Z'];
    expect(slotsByDay(starts, '2026-12-01', '2026-12-02', 'Europe/Warsaw')).toEqual({
      '2026-12-01': ['2026-12-01T09:00:00.000Z'],
      '2026-12-02': ['2026-12-01T23:30:00.000Z'],
    });
    expect(horizonIn('Pacific/Auckland', NOW)).toEqual({ first: '2026-11-30', last: '2026-12-16' });
  });
});
