import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callSchemaFor } from '@/lib/leads/forms/call';
import { fieldErrors } from '@/lib/leads/rules/fields';
import { RULE_WORDS } from '@/lib/i18n/words';
import { inviteIcs } from '@/lib/leads/mail/invite';
import { openLeadStore } from '@/lib/leads/store/store';
import type { LeadStore } from '@/lib/leads/store/types';
import {
  FAKE_API_KEY,
  FAKE_EVENT_TYPE_ID,
  type FakeCalcom,
  fakeSlots,
  startFakeCalcom,
} from '@/tests/support/fake-calcom';
import { applyCallEvent, bookingNotifier, bookNow, cancelCallsOf, reconcileUpcoming } from './states';
import type { CallEvent } from './calcom';
import { calcomProvider } from './calcom';
import { slotWindow } from './slots';
import { ProviderUnavailable } from './provider';
import { dayIn, isTimeZone, wallClockIn, zonedTime } from '@/lib/shared/time';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('time zones', () => {
  it('reads a DST week in Lisbon and Warsaw the way their clocks do', () => {
    // Both change on 29 March 2026 at 01:00 UTC: Lisbon UTC+0 -> +1, Warsaw +1 -> +2.
    expect(new Date(zonedTime('Europe/Lisbon', '2026-03-27', 9)).toISOString()).toBe('2026-03-27T09:00:00.000Z');
    expect(new Date(zonedTime('Europe/Lisbon', '2026-03-30', 9)).toISOString()).toBe('2026-03-30T08:00:00.000Z');
    expect(new Date(zonedTime('Europe/Warsaw', '2026-03-27', 10)).toISOString()).toBe('2026-03-27T09:00:00.000Z');
    expect(new Date(zonedTime('Europe/Warsaw', '2026-03-30', 10)).toISOString()).toBe('2026-03-30T08:00:00.000Z');
    // And back on 25 October.
    expect(new Date(zonedTime('Europe/Lisbon', '2026-10-26', 9)).toISOString()).toBe('2026-10-26T09:00:00.000Z');
    // 22:30 UTC on the 24th is already the 25th in Warsaw, still the 24th in Lisbon.
    expect(dayIn('Europe/Warsaw', Date.parse('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
    expect(dayIn('Europe/Lisbon', Date.parse('2026-10-24T22:30:00Z'))).toBe('2026-10-24');
    expect(isTimeZone('Europe/Lisbon')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('<script>')).toBe(false);
    // The wall clock the company's mail and webhook state, on either side of the change.
    expect(wallClockIn('Europe/Warsaw', Date.parse('2026-10-24T22:30:00Z'))).toBe('2026-10-25T00:30');
    expect(wallClockIn('Europe/Warsaw', Date.parse('2026-10-26T09:00:00Z'))).toBe('2026-10-26T10:00');
  });

  it("groups the host's Lisbon hours by the visitor's days across the change", () => {
    const now = Date.parse('2026-03-20T00:00:00Z');
    const lisbon = fakeSlots('2026-03-27', '2026-03-30', 'Europe/Lisbon', new Set(), now);
    const warsaw = fakeSlots('2026-03-27', '2026-03-30', 'Europe/Warsaw', new Set(), now);
    const hours = (slots: Record<string, { start: string }[]>, day: string, zone: string) =>
      slots[day]!.map(({ start }) =>
        new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: zone }).format(
          new Date(start),
        ),
      );
    // The same host hours on Friday and Monday: 9:00 in Lisbon, 10:00 in Warsaw, whatever the offset.
    expect(hours(lisbon, '2026-03-27', 'Europe/Lisbon')[0]).toBe('09:00');
    expect(hours(lisbon, '2026-03-30', 'Europe/Lisbon')[0]).toBe('09:00');
    expect(hours(warsaw, '2026-03-27', 'Europe/Warsaw')[0]).toBe('10:00');
    expect(hours(warsaw, '2026-03-30', 'Europe/Warsaw')[0]).toBe('10:00');
    expect(Object.keys(lisbon)).toEqual(['2026-03-27', '2026-03-30']);
  });
});

describe('the call schema', () => {
  const now = Date.parse('2026-11-27T10:00:00Z');
  const schema = callSchemaFor(RULE_WORDS.en, () => now);
  const base = { name: 'Ana', email: 'ana@example.com', timeZone: 'Europe/Lisbon' };
  const errors = (input: Record<string, unknown>) => {
    const result = schema.safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  };

  it('takes preferred times as a list, as text or as the rows of the form without JavaScript', () => {
    const list = schema.safeParse({
      ...base,
      windows: [{ date: '2026-12-01', part: 'morning' }, '2026-12-02 afternoon'],
    });
    expect(list.success && list.data.windows).toEqual([
      { date: '2026-12-01', part: 'morning' },
      { date: '2026-12-02', part: 'afternoon' },
    ]);
    const rows = schema.safeParse({
      ...base,
      window1Date: '2026-12-03',
      window1Part: 'afternoon',
      window2Date: '',
      window2Part: '',
    });
    expect(rows.success && rows.data.windows).toEqual([{ date: '2026-12-03', part: 'afternoon' }]);
    expect(rows.success && Object.keys(rows.data)).not.toContain('window1Date');
    const written = schema.safeParse({
      ...base,
      windows: [{ date: '2026-12-04', period: 'morning' }, 'afternoon 2026-12-07'],
    });
    expect(written.success && written.data.windows).toEqual([
      { date: '2026-12-04', part: 'morning' },
      { date: '2026-12-07', part: 'afternoon' },
    ]);
  });

  it('refuses past, far, malformed, repeated or too many times, an unknown zone and a past slot', () => {
    const refuse = (input: Record<string, unknown>, field: string) =>
      expect(errors({ ...base, ...input }), JSON.stringify(input)).toHaveProperty(field);
    refuse({ windows: [] }, 'windows');
    refuse({ windows: ['2026-11-26 morning'] }, 'windows');
    refuse({ windows: ['2027-02-27 morning'] }, 'windows');
    refuse({ windows: ['2026-02-30 morning'] }, 'windows');
    refuse({ windows: ['2026-12-01 evening'] }, 'windows');
    refuse({ windows: ['2026-12-01 morning', '2026-12-01 morning'] }, 'windows');
    refuse(
      { windows: ['2026-12-01 morning', '2026-12-02 morning', '2026-12-03 morning', '2026-12-04 morning'] },
      'windows',
    );
    refuse({ window1Date: '2026-12-01' }, 'windows');
    refuse({ timeZone: 'Europe/Atlantis', windows: ['2026-12-01 morning'] }, 'timeZone');
    refuse({ slot: '2026-11-27T09:00:00Z' }, 'slot');
    refuse({ slot: 'tomorrow at nine' }, 'slot');
    refuse({ windows: ['2026-12-01 morning'], topic: 'x'.repeat(2001) }, 'topic');
    refuse({ windows: ['2026-12-01 morning'], service: '../../etc' }, 'service');
    expect(errors({ ...base, slot: '2026-12-01T09:00:00.000Z' })).toEqual({});
  });

  it("reads today in the visitor's zone: late on the 27th in Lisbon is already the 28th in Warsaw", () => {
    const late = callSchemaFor(RULE_WORDS.en, () => Date.parse('2026-11-27T23:30:00Z'));
    expect(late.safeParse({ ...base, windows: ['2026-11-27 afternoon'] }).success).toBe(true);
    expect(late.safeParse({ ...base, timeZone: 'Europe/Warsaw', windows: ['2026-11-27 afternoon'] }).success).toBe(
      false,
    );
  });
});

describe('the calendar invitation', () => {
  it('is a METHOD:REQUEST event in UTC with the provider uid, folded and escaped', () => {
    const ics = inviteIcs({
      uid: 'bk_123',
      start: '2026-12-01T09:00:00.000Z',
      minutes: 30,
      summary: 'Rozmowa wstępna z Brightloom',
      description: 'Line one; with, commas\nand a second line that is long enough to be folded at seventy-five octets',
      organizer: { name: 'Brightloom', email: 'hello@brightloom.dev' },
      attendee: 'ana@example.com',
      now: Date.parse('2026-11-27T10:00:00Z'),
    });
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain('UID:bk_123\r\n');
    expect(ics).toContain('DTSTART:20261201T090000Z\r\n');
    expect(ics).toContain('DTEND:20261201T093000Z\r\n');
    expect(ics).toContain('Line one\\; with\\, commas\\nand');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

describe('Cal.com through its API v2', () => {
  let fake: FakeCalcom;
  let store: LeadStore;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-'));
  const provider = () =>
    calcomProvider({ apiUrl: fake.url, apiKey: FAKE_API_KEY, eventTypeId: FAKE_EVENT_TYPE_ID, timeoutMs: 500 });
  /** A weekday slot a week from now, 10:00 in Lisbon. */
  const slot = () => {
    let day = dayIn('Europe/Lisbon', Date.now() + 7 * DAY);
    while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()))
      day = dayIn('Europe/Lisbon', Date.parse(`${day}T12:00:00Z`) + DAY);
    return new Date(zonedTime('Europe/Lisbon', day, 10)).toISOString();
  };
  const request = async (start: string, email = `p${Math.random()}@example.com`) =>
    store.insertSubmission(
      {
        type: 'call',
        data: { name: 'Ana', email, timeZone: 'Europe/Warsaw', slot: start },
        language: 'pl',
        // As the store admits a slot within the limits: the site books it, now or through the outbox.
        booking: { status: 'requested', start, autoBook: true },
      },
      [],
    );

  beforeAll(async () => {
    fake = await startFakeCalcom();
    store = await openLeadStore(`file:${path.join(folder, 'site.db')}`);
  });
  afterEach(() => {
    fake.mode.booking = 'ok';
    fake.mode.slots = 'ok';
    fake.mode.delayMs = 9_000;
  });
  afterAll(async () => {
    await store.close();
    await fake.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('asks for slots with the key and the version each endpoint documents', async () => {
    const day = dayIn('Europe/Warsaw', Date.parse(slot()));
    const slots = await provider().slots({ from: day, to: day, timeZone: 'Europe/Warsaw' });
    expect(slots[day]).toContain(slot());
    const asked = fake.requests.at(-1)!;
    expect(asked.headers.authorization).toBe(`Bearer ${FAKE_API_KEY}`);
    expect(asked.headers['cal-api-version']).toBe('2024-09-04');
    expect(asked.path).toContain(`eventTypeId=${FAKE_EVENT_TYPE_ID}`);
    fake.mode.slots = 'fail';
    await expect(provider().slots({ from: day, to: day, timeZone: 'UTC' })).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('books once while the visitor waits, and a taken slot is a 409 with the other times of that day', async () => {
    const start = slot();
    const first = await request(start);
    expect(await bookNow(store, provider(), first, ['webhook'])).toMatchObject({ status: 'confirmed', start });
    const sent = JSON.parse(fake.requests.at(-1)!.body) as Record<string, unknown>;
    expect(fake.requests.at(-1)!.headers['cal-api-version']).toBe('2026-02-25');
    expect(sent).toMatchObject({
      start,
      eventTypeId: FAKE_EVENT_TYPE_ID,
      attendee: { name: 'Ana', timeZone: 'Europe/Warsaw', language: 'pl' },
      metadata: { leadId: first.id },
    });
    expect((await store.getSubmission(first.id))?.booking).toMatchObject({
      status: 'confirmed',
      uid: expect.stringMatching(/^bk_/),
    });
    const second = await request(start);
    const taken = await bookNow(store, provider(), second, ['webhook'], slotWindow(provider()));
    expect(taken.status).toBe('slot-taken');
    expect(taken.status === 'slot-taken' && taken.slots.length).toBeGreaterThan(0);
    expect(taken.status === 'slot-taken' && taken.slots).not.toContain(start);
    expect((await store.getSubmission(second.id))?.booking?.status).toBe('slot-taken');
  });

  it('never books twice: a Cal.com that answers after the timeout is found, not booked again', async () => {
    fake.mode.booking = 'slow';
    fake.mode.delayMs = 1_500;
    const start = new Date(Date.parse(slot()) + HOUR).toISOString();
    const lead = await request(start);
    expect(await bookNow(store, provider(), lead, [])).toEqual({ status: 'requested' });
    fake.mode.booking = 'ok';
    const notifier = bookingNotifier(store, provider(), () => ['webhook']);
    const again = (await store.getSubmission(lead.id))!;
    await notifier.send(again, undefined, new AbortController().signal, undefined as never);
    await notifier.send(again, undefined, new AbortController().signal, undefined as never);
    expect(fake.bookings.filter((booking) => booking.metadata.leadId === lead.id)).toHaveLength(1);
    expect((await store.getSubmission(lead.id))?.booking?.status).toBe('confirmed');
  });

  it('books later what a failing Cal.com could not take, and a slot gone by then needs a person', async () => {
    fake.mode.booking = 'fail';
    const start = new Date(Date.parse(slot()) + 4 * HOUR).toISOString();
    const lead = await request(start);
    expect(await bookNow(store, provider(), lead, [])).toEqual({ status: 'requested' });
    const notifier = bookingNotifier(store, provider(), () => ['webhook']);
    await expect(
      notifier.send((await store.getSubmission(lead.id))!, undefined, new AbortController().signal, undefined as never),
    ).rejects.toBeInstanceOf(ProviderUnavailable);
    fake.mode.booking = 'ok';
    fake.taken.add(start);
    await notifier.send(
      (await store.getSubmission(lead.id))!,
      undefined,
      new AbortController().signal,
      undefined as never,
    );
    expect((await store.getSubmission(lead.id))?.booking?.status).toBe('needs-attention');
    fake.taken.delete(start);
    // Nothing was booked at the calendar for it: a person arranges the time.
    expect(fake.bookings.filter((booking) => booking.metadata.leadId === lead.id)).toEqual([]);
  });

  it('hands a request to a person when the calendar was switched off before it could be booked', async () => {
    const start = new Date(Date.parse(slot()) + 6 * HOUR).toISOString();
    const lead = await request(start);
    await bookingNotifier(store, undefined, () => ['webhook']).send(
      lead,
      undefined,
      new AbortController().signal,
      undefined as never,
    );
    expect((await store.getSubmission(lead.id))?.booking?.status).toBe('needs-attention');
  });

  describe('Cal.com is the truth (CONTRACT §23)', () => {
    /** A call booked through the site, as it stands after bookNow. */
    const booked = async (hours: number) => {
      const lead = await request(new Date(Date.parse(slot()) + hours * HOUR).toISOString());
      await bookNow(store, provider(), lead, []);
      return (await store.getSubmission(lead.id))!;
    };
    /** Moves a booking at Cal.com as its own page does: the old one ends, a new uid holds the new time. */
    const moveAtCalcom = (uid: string, start: string) => {
      const old = fake.bookings.find((booking) => booking.uid === uid)!;
      old.status = 'cancelled';
      const moved = {
        ...old,
        uid: `bk_moved_${Math.random().toString(36).slice(2, 10)}`,
        start,
        status: 'accepted' as const,
      };
      fake.bookings.push(moved);
      return moved.uid;
    };
    const event = (kind: CallEvent['kind'], fields: Partial<CallEvent>): CallEvent => ({
      kind,
      uid: 'bk_x',
      ...fields,
    });

    it('applies a reschedule whose predecessor never came: asked of Cal.com by the lead id, set once', async () => {
      const call = await booked(20);
      const first = moveAtCalcom(call.booking!.uid!, new Date(Date.parse(call.booking!.start!) + HOUR).toISOString());
      const start = new Date(Date.parse(call.booking!.start!) + 2 * HOUR).toISOString();
      const second = moveAtCalcom(first, start);
      // The second move's event arrives; the first's never does: its rescheduleUid is unknown to the site.
      const early = event('rescheduled', { uid: second, previousUid: first, leadId: call.id, start });
      expect(await applyCallEvent(store, early, ['webhook'], provider())).toEqual({ status: 'rescheduled' });
      expect((await store.getSubmission(call.id))!.booking).toMatchObject({
        status: 'rescheduled',
        uid: second,
        start,
      });
      // The late first event changes nothing now: the call is where Cal.com has it.
      const late = event('rescheduled', { uid: first, previousUid: call.booking!.uid!, leadId: call.id, start: 'x' });
      expect((await applyCallEvent(store, { ...late, start }, ['webhook'], provider())).status).not.toBe('rescheduled');
      expect((await store.getSubmission(call.id))!.booking!.uid).toBe(second);
    });

    it("refuses a reschedule onto another call's uid, and a stamp from the future counts as its arrival", async () => {
      const mine = await booked(30);
      const theirs = await booked(31);
      const onto = event('rescheduled', { uid: theirs.booking!.uid!, previousUid: mine.booking!.uid!, start: slot() });
      expect(await applyCallEvent(store, onto, [], provider())).toMatchObject({ status: 'ignored' });
      expect((await store.getSubmission(mine.id))!.booking!.uid).toBe(mine.booking!.uid);
      const later = new Date(Date.parse(mine.booking!.start!) + HOUR).toISOString();
      const uid = moveAtCalcom(mine.booking!.uid!, later);
      const future = { uid, previousUid: mine.booking!.uid!, start: later, at: '2099-01-01T00:00:00.000Z' };
      expect(await applyCallEvent(store, event('rescheduled', future), [], provider())).toEqual({
        status: 'rescheduled',
      });
      expect((await store.getSubmission(mine.id))!.booking!.eventAt! < '2099').toBe(true);
      // So a cancellation after it still applies.
      fake.bookings.find((booking) => booking.uid === uid)!.status = 'cancelled';
      expect(await applyCallEvent(store, event('cancelled', { uid }), [], provider())).toEqual({ status: 'cancelled' });
    });

    it('puts every upcoming call right within the hour: a lost cancellation, a lost move; then changes nothing', async () => {
      const lost = await booked(40);
      const moved = await booked(41);
      fake.bookings.find((booking) => booking.uid === lost.booking!.uid)!.status = 'cancelled';
      const start = new Date(Date.parse(moved.booking!.start!) + 3 * HOUR).toISOString();
      const uid = moveAtCalcom(moved.booking!.uid!, start);
      const result = await reconcileUpcoming(store, provider(), ['webhook']);
      expect(result.changed).toBeGreaterThanOrEqual(2);
      expect((await store.getSubmission(lost.id))!.booking!.status).toBe('cancelled');
      expect((await store.getSubmission(moved.id))!.booking).toMatchObject({ status: 'rescheduled', uid, start });
      expect((await reconcileUpcoming(store, provider(), ['webhook'])).changed).toBe(0);
      // The visitor and the company heard of each change once.
      const rows = (await store.claimDue(500, 60_000)).filter((item) => item.submissionId === moved.id);
      expect(rows.filter((item) => item.message === 'call-rescheduled')).toHaveLength(1);
      expect(rows.filter((item) => item.message === 'call:rescheduled')).toHaveLength(1);
      for (const item of rows) await store.releaseLease(item);
    });

    it('an erasure cancels only what Cal.com still holds, and mails no second cancellation', async () => {
      const call = await booked(50);
      fake.bookings.find((booking) => booking.uid === call.booking!.uid)!.status = 'cancelled';
      const { cancelled, failed } = await cancelCallsOf([call], provider());
      expect(cancelled).toEqual([]);
      expect(failed).toEqual([]);
    });
  });

  it('cancels a booking by its uid', async () => {
    const start = new Date(Date.parse(slot()) + 5 * HOUR).toISOString();
    const booked = await provider().book({
      leadId: 'x',
      start,
      name: 'A',
      email: 'a@example.com',
      timeZone: 'UTC',
      language: 'en',
    });
    await provider().cancel(booked.uid, 'erased');
    expect(fake.bookings.find((booking) => booking.uid === booked.uid)?.status).toBe('cancelled');
    expect(fake.requests.at(-1)!.path).toBe(`/v2/bookings/${booked.uid}/cancel`);
  });
});
