import 'server-only';
import { dayIn } from '@/lib/shared/time';
import { type BookingProvider, isProviderUnavailable, ProviderUnavailable, type Slots } from './provider';

// One window of free slots for the whole horizon (CONTRACT §17a): asked of the calendar at most once a
// minute, and never twice within 30 s whatever asks (visitors' queries, a 409's fresh slots), so however
// many queries arrive the calendar sees at most two a minute. Every query is answered from it, and a
// slot may be booked only if the last window offered it.

/** The days the page offers: today and the next thirteen, as the visitor's zone reads them. */
const SLOT_HORIZON_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A window answers for this long. */
const FRESH_MS = 60_000;
/** No two asks closer than this. */
const SPACING_MS = 30_000;
/** A window this old still answers while the calendar cannot be reached. */
const STALE_MS = 10 * 60_000;

export type SlotWindow = {
  /** The free starts of the horizon (ISO, UTC, sorted); throws ProviderUnavailable. */
  starts(): Promise<readonly string[]>;
  /** The same, asked again unless the last ask was under 30 s ago (a slot was just found taken). */
  refresh(): Promise<readonly string[]>;
  /** Whether the last window offered this start. */
  offers(start: string): Promise<boolean>;
  /** A start booked through the site: no longer offered until the next window. */
  remove(start: string): void;
};

/** The days (`from`..`to`, as `timeZone` reads them) a query may ask about: the horizon and a day either side. */
export function horizonIn(timeZone: string, now = Date.now()): { first: string; last: string } {
  return { first: dayIn(timeZone, now - DAY_MS), last: dayIn(timeZone, now + (SLOT_HORIZON_DAYS + 1) * DAY_MS) };
}

/** A window's starts grouped by the day `timeZone` reads each on, from `from` to `to` inclusive. */
export function slotsByDay(starts: readonly string[], from: string, to: string, timeZone: string): Slots {
  const slots: Slots = {};
  for (const start of starts) {
    const day = dayIn(timeZone, Date.parse(start));
    if (day >= from && day <= to) (slots[day] ??= []).push(start);
  }
  return slots;
}

const iso = (start: string) => new Date(start).toISOString();

export function slotWindow(provider: BookingProvider, clock: () => number = Date.now): SlotWindow {
  let window: { starts: string[]; at: number } | undefined;
  let askedAt = Number.NEGATIVE_INFINITY;
  let asking: Promise<string[]> | undefined;

  /** The last window while it may still answer; otherwise the calendar's failure. */
  const fallback = (error: unknown): string[] => {
    if (window && clock() - window.at < STALE_MS) return window.starts;
    throw isProviderUnavailable(error) ? error : new ProviderUnavailable('the calendar failed');
  };

  function ask(): Promise<string[]> {
    const now = clock();
    askedAt = now;
    // The whole horizon in UTC, with a day's margin on each side for the visitors' zones.
    const range = { from: dayIn('UTC', now - DAY_MS), to: dayIn('UTC', now + (SLOT_HORIZON_DAYS + 1) * DAY_MS) };
    asking = provider
      .slots({ ...range, timeZone: 'UTC' })
      .then((slots) => {
        const starts = [...new Set(Object.values(slots).flat().map(iso))].filter((start) => Date.parse(start) > now);
        window = { starts: starts.sort(), at: clock() };
        return window.starts;
      }, fallback)
      .finally(() => (asking = undefined));
    return asking;
  }

  // Synchronous up to its first await: two callers at once share one ask.
  async function load(force: boolean): Promise<string[]> {
    if (asking) return asking;
    const now = clock();
    if (window && !force && now - window.at < FRESH_MS) return window.starts;
    if (now - askedAt < SPACING_MS) return fallback(new ProviderUnavailable('the calendar was asked moments ago'));
    return ask();
  }

  return {
    starts: () => load(false),
    refresh: () => load(true),
    async offers(start) {
      const wanted = Date.parse(start);
      return (await load(false)).some((offered) => Date.parse(offered) === wanted);
    },
    remove(start) {
      if (window) window.starts = window.starts.filter((offered) => Date.parse(offered) !== Date.parse(start));
    },
  };
}
