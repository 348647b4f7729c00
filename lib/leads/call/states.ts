import 'server-only';
import { VISITOR_MESSAGES } from '@/lib/leads/forms/form';
import crypto from 'node:crypto';
import { type Notifier, RetryLater } from '@/lib/leads/outbox/outbox';
import { dayIn } from '@/lib/shared/time';
import type {
  Booking,
  BookingChange,
  BookingStatus,
  BookingTransition,
  CallPort,
  Channel,
  StoredSubmission,
  SubmissionPort,
} from '@/lib/leads/store/types';
import type { CallEvent } from './calcom';
import { type Booked, type BookingProvider, isProviderUnavailable, isSlotTaken } from './provider';
import { type SlotWindow, slotsByDay } from './slots';

// Every change of a call, in one place (CONTRACT §17, §17a). A change is a transition from the stored
// booking to the next, which the store applies in one transaction with what it tells the company and
// the visitor (compare and set: of two changes at once, one applies). A call is booked while the visitor
// waits (8 s at most) or by the outbox afterwards, never twice: before every retry the provider is asked
// for a booking made for this lead. After it, only events about its own uid move it, in order.

/** The outbox's first retry waits out the attempt made while the visitor waits, and a little more. */
export const BOOKING_RETRY_DELAY_MS = 30_000;

type CallStore = Pick<CallPort, 'changeBooking' | 'findByBookingUid'> & Pick<SubmissionPort, 'getSubmission'>;

export type BookingOutcome =
  | { status: 'confirmed'; start: string; meetingUrl?: string }
  | { status: 'slot-taken'; slots: string[] }
  | { status: 'requested' };

/** The attendee's details the provider needs, from a stored call request. */
function attendeeOf(submission: StoredSubmission) {
  const data = submission.data;
  return {
    leadId: submission.id,
    name: typeof data.name === 'string' ? data.name : '',
    email: submission.email ?? '',
    timeZone: typeof data.timeZone === 'string' ? data.timeZone : 'UTC',
    language: submission.language,
  };
}

/** Booked: the provider's uid, which stays the invitation's UID through every reschedule. */
const confirmed =
  (booked: Booked, notify: readonly Channel[]): BookingTransition =>
  (before) =>
    before.status === 'requested'
      ? {
          booking: {
            ...withoutStamp(before),
            status: 'confirmed',
            start: booked.start,
            uid: booked.uid,
            meetingUrl: booked.meetingUrl,
            icalUid: before.icalUid ?? booked.uid,
            sequence: before.sequence ?? 0,
          },
          notify,
          visitorMail: { message: VISITOR_MESSAGES.callConfirmed },
        }
      : undefined;

/** The slot went before we could book it: nobody is told, and the booking it counted is given back. */
const slotTaken: BookingTransition = (before) =>
  before.status === 'requested'
    ? { booking: { ...withoutStamp(before), status: 'slot-taken' }, notify: [], releaseCounts: true }
    : undefined;

/** The slot went while we retried (or the calendar was switched off): a person arranges a time. */
const needsAttention =
  (notify: readonly Channel[]): BookingTransition =>
  (before) =>
    before.status === 'requested'
      ? {
          booking: { ...withoutStamp(before), status: 'needs-attention' },
          notify,
          visitorMail: { message: VISITOR_MESSAGES.callRearrange },
          releaseCounts: true,
        }
      : undefined;

function withoutStamp({ updatedAt: _updatedAt, ...booking }: Booking): Omit<Booking, 'updatedAt'> {
  return booking;
}

/** The free slots of the day a slot falls on, in the visitor's zone: what a 409 offers instead. */
export async function slotsOfDay(window: SlotWindow | undefined, start: string, timeZone: string): Promise<string[]> {
  const day = dayIn(timeZone, Date.parse(start));
  try {
    const starts = window ? await window.refresh() : [];
    return (slotsByDay(starts, day, day, timeZone)[day] ?? []).filter((slot) => Date.parse(slot) !== Date.parse(start));
  } catch {
    return [];
  }
}

/** A slot the last window did not offer: the visitor chooses again, as when it was just taken. */
export async function refuseSlot(
  store: CallStore,
  window: SlotWindow | undefined,
  submission: StoredSubmission,
): Promise<BookingOutcome> {
  const start = submission.booking?.start ?? submission.createdAt;
  await store.changeBooking(submission.id, slotTaken);
  return { status: 'slot-taken', slots: await slotsOfDay(window, start, attendeeOf(submission).timeZone) };
}

/**
 * Books a stored request's slot while the visitor waits. Slow or failing: it stays `requested` and the
 * outbox row queued with it books it later.
 */
export async function bookNow(
  store: CallStore,
  provider: BookingProvider,
  submission: StoredSubmission,
  notify: readonly Channel[],
  window?: SlotWindow,
): Promise<BookingOutcome> {
  const start = submission.booking?.start;
  if (!start) return { status: 'requested' };
  const attendee = attendeeOf(submission);
  try {
    const booked = await provider.book({ ...attendee, start });
    window?.remove(booked.start);
    if (await store.changeBooking(submission.id, confirmed(booked, notify)))
      return { status: 'confirmed', start: booked.start, meetingUrl: booked.meetingUrl };
  } catch (error) {
    if (isSlotTaken(error)) {
      window?.remove(start);
      await store.changeBooking(submission.id, slotTaken);
      return { status: 'slot-taken', slots: await slotsOfDay(window, start, attendee.timeZone) };
    }
    if (!isProviderUnavailable(error)) throw error;
    return { status: 'requested' };
  }
  // Changed meanwhile (another instance's outbox found the booking first).
  const now = await store.getSubmission(submission.id);
  return now?.booking?.status === 'confirmed' && now.booking.start
    ? { status: 'confirmed', start: now.booking.start, meetingUrl: now.booking.meetingUrl }
    : { status: 'requested' };
}

/** Wrong codes that end a verification (CONTRACT §23). */
const VERIFY_TRIES = 5;

/**
 * A verification that ends without a proof (its code ran out, or was mistyped five times): the request stays,
 * `requested`, a person arranges a time, and the company is told now; the counts it took are given back.
 */
const verificationEnded =
  (notify: readonly Channel[], now = new Date().toISOString()): BookingTransition =>
  (before) => {
    if (!before.verify || before.status !== 'requested') return undefined;
    if (before.verify.until > now && before.verify.tries < VERIFY_TRIES) return undefined;
    const { verify: _ended, ...rest } = withoutStamp(before);
    return { booking: rest, notify, releaseCounts: true };
  };

/** What typing a code did to a verification. */
export type Verification = 'proved' | 'wrong' | 'ended' | 'none';

/**
 * A code typed for a call waiting on one: the right one within its time proves the address (the slot is then
 * booked as any other); a wrong one counts, and the fifth ends the wait as the code's running out does.
 */
export async function verifyCall(
  store: CallStore,
  submission: StoredSubmission,
  code: string,
  notify: readonly Channel[],
): Promise<Verification> {
  const now = new Date().toISOString();
  let outcome: Verification = 'none';
  await store.changeBooking(submission.id, (before) => {
    const verify = before.verify;
    if (!verify || before.status !== 'requested') return undefined;
    if (verify.until <= now || verify.tries >= VERIFY_TRIES) {
      outcome = 'ended';
      return verificationEnded(notify, now)(before);
    }
    const right =
      code.length === verify.code.length && crypto.timingSafeEqual(Buffer.from(code), Buffer.from(verify.code));
    if (right) {
      outcome = 'proved';
      const { verify: _proved, ...rest } = withoutStamp(before);
      return { booking: { ...rest, autoBook: true }, notify: [] };
    }
    const tries = verify.tries + 1;
    outcome = tries >= VERIFY_TRIES ? 'ended' : 'wrong';
    return tries >= VERIFY_TRIES
      ? verificationEnded(notify, now)({ ...before, verify: { ...verify, tries } })
      : { booking: { ...withoutStamp(before), verify: { ...verify, tries } }, notify: [] };
  });
  return outcome;
}

/** A slot this close to its start is no longer worth booking blind: the company arranges a time. */
const TOO_LATE_MS = 10 * 60 * 1000;

/**
 * The outbox's channel for requests the provider could not take at once. Each attempt first asks the
 * provider for a booking made for this lead (the earlier answer may have been lost), then books; a
 * slot gone by then makes the request `needs-attention` and the company is told.
 */
export function bookingNotifier(
  store: CallStore,
  provider: BookingProvider | undefined,
  notify: () => readonly Channel[],
): Notifier {
  return {
    channel: 'booking',
    async send(submission) {
      const booking = submission.booking;
      if (!booking || booking.status !== 'requested' || !booking.start) return 'sent';
      // Waiting for its code: ended once the code runs out, else looked at again then.
      if (booking.verify) {
        const left = Date.parse(booking.verify.until) - Date.now();
        if (left > 0) throw new RetryLater('the visitor has a code to type', left + 1_000);
        await store.changeBooking(submission.id, verificationEnded(notify()));
        return 'sent';
      }
      // Only what the site took on to book (within its limits, or proved by a code) is booked here.
      if (!booking.autoBook) return 'sent';
      // The calendar was switched off since: a person arranges the time, and the company is told.
      if (!provider) {
        await store.changeBooking(submission.id, needsAttention(notify()));
        return 'sent';
      }
      const attendee = attendeeOf(submission);
      const found = await provider.findByLead(attendee);
      if (found) {
        await store.changeBooking(submission.id, confirmed(found, notify()));
        return 'sent';
      }
      if (Date.parse(booking.start) - Date.now() < TOO_LATE_MS) {
        await store.changeBooking(submission.id, needsAttention(notify()));
        return 'sent';
      }
      try {
        const booked = await provider.book({ ...attendee, start: booking.start });
        await store.changeBooking(submission.id, confirmed(booked, notify()));
      } catch (error) {
        if (!isSlotTaken(error)) throw error;
        // Taken by the very booking whose answer was lost is not taken.
        const ours = await provider.findByLead(attendee);
        await store.changeBooking(submission.id, ours ? confirmed(ours, notify()) : needsAttention(notify()));
      }
      return 'sent';
    },
  };
}

/** The states a call the calendar holds can be in. */
const LIVE: readonly BookingStatus[] = ['confirmed', 'rescheduled'];

/** The change stamped `eventAt`: the invitation's UID kept from the first booking, its SEQUENCE raised. */
function stamped(before: Booking, eventAt: string) {
  return {
    ...withoutStamp(before),
    eventAt,
    icalUid: before.icalUid ?? before.uid,
    sequence: (before.sequence ?? 0) + 1,
  };
}

/** The call moved to where the calendar holds it now, the visitor told (an event's reschedule, a reconciliation). */
function movedTo(
  before: Booking,
  eventAt: string,
  to: { start: string; uid: string; meetingUrl?: string },
  notify: readonly Channel[],
): BookingChange {
  return {
    booking: {
      ...stamped(before, eventAt),
      status: 'rescheduled',
      start: to.start,
      uid: to.uid,
      meetingUrl: to.meetingUrl ?? before.meetingUrl,
    },
    notify,
    visitorMail: { message: VISITOR_MESSAGES.callRescheduled },
  };
}

/** The call ended by the calendar, the visitor told. */
function cancelledAt(before: Booking, eventAt: string, notify: readonly Channel[]): BookingChange {
  return {
    booking: { ...stamped(before, eventAt), status: 'cancelled' },
    notify,
    visitorMail: { message: VISITOR_MESSAGES.callCancelled },
  };
}

/**
 * What a calendar's event does to the call holding its uid (CONTRACT §17a): a reschedule moves it (the
 * new uid kept from then on, the invitation's UID kept, its SEQUENCE raised), a cancellation ends it. An
 * event older than the last applied change, a repeat, or one about another booking changes nothing.
 */
function eventTransition(event: CallEvent, notify: readonly Channel[], receivedAt = new Date()): BookingTransition {
  // A stamp from the future would freeze the call against every later event: it counts as the moment it came.
  const arrived = receivedAt.toISOString();
  const at = event.at && event.at < arrived ? event.at : arrived;
  return (before) => {
    if (before.eventAt && at < before.eventAt) return undefined;
    if (event.kind === 'rescheduled') {
      if (before.status === 'cancelled' || !event.start) return undefined;
      if (before.uid === event.uid && before.start === event.start) return undefined;
      if (before.uid !== event.previousUid && before.uid !== event.uid) return undefined;
      return movedTo(before, at, { start: event.start, uid: event.uid, meetingUrl: event.meetingUrl }, notify);
    }
    if (event.kind === 'cancelled') {
      if (before.uid !== event.uid || !LIVE.includes(before.status)) return undefined;
      return cancelledAt(before, at, notify);
    }
    // Created: the booking we made and already hold; only a meeting link it lacked is taken, quietly.
    if (before.uid !== event.uid || !event.meetingUrl || before.meetingUrl) return undefined;
    const icalUid = before.icalUid ?? before.uid;
    return { booking: { ...withoutStamp(before), eventAt: at, icalUid, meetingUrl: event.meetingUrl }, notify: [] };
  };
}

export type EventResult = { status: BookingStatus | 'unchanged' } | { status: 'ignored'; why: string };

/**
 * Applies a calendar's event to the call it is about, found by uid (the lead id, when given, must agree). An
 * event the site cannot place (a reschedule of a uid it does not know, for a lead id that is one of its calls;
 * an event about a uid its call has moved on from) makes it ask the calendar what it holds for that call now,
 * and apply that (CONTRACT §23). A reschedule whose new uid another call holds changes nothing.
 */
export async function applyCallEvent(
  store: CallStore,
  event: CallEvent,
  notify: readonly Channel[],
  provider?: BookingProvider,
): Promise<EventResult> {
  const call =
    (event.previousUid && (await store.findByBookingUid(event.previousUid))) ||
    (await store.findByBookingUid(event.uid));
  if (call && event.leadId && event.leadId !== call.id)
    return { status: 'ignored', why: 'its lead id names another call' };
  const holder = event.kind === 'rescheduled' ? await store.findByBookingUid(event.uid) : undefined;
  if (call && holder && holder.id !== call.id) return { status: 'ignored', why: 'its new uid is another call’s' };
  if (!call?.booking || call.type !== 'call') {
    // Not ours by uid: a reschedule of ours by lead id all the same (one whose predecessor never came)?
    const named = event.kind === 'rescheduled' && event.leadId ? await store.getSubmission(event.leadId) : undefined;
    if (!named?.booking || named.type !== 'call' || !provider)
      return { status: 'ignored', why: 'no call of ours holds this uid' };
    return reconcileCall(store, provider, named, notify);
  }
  const next = await store.changeBooking(call.id, eventTransition(event, notify));
  if (next) return { status: next.status };
  // Nothing changed: a repeat, an old event, or one about a uid the call has moved on from, which the calendar settles.
  const movedOn = call.booking.uid !== event.uid && call.booking.uid !== event.previousUid;
  return movedOn && provider ? reconcileCall(store, provider, call, notify) : { status: 'unchanged' };
}

/**
 * A call set to what the calendar holds for it now (CONTRACT §23): its live booking's time, uid and link (the
 * visitor told of the move), or cancelled when every booking made for it is. Told to the visitor and the
 * company once: a call already as the calendar holds it changes nothing. A uid another call holds changes nothing.
 */
async function reconcileCall(
  store: CallStore,
  provider: BookingProvider,
  call: StoredSubmission,
  notify: readonly Channel[],
): Promise<EventResult> {
  const booking = call.booking;
  if (!booking?.uid || !LIVE.includes(booking.status)) return { status: 'unchanged' };
  const state = await provider.stateOfLead(attendeeOf(call));
  const { live } = state;
  if (live) {
    if (live.uid === booking.uid && live.start === booking.start) return { status: 'unchanged' };
    const holder = await store.findByBookingUid(live.uid);
    if (holder && holder.id !== call.id) return { status: 'ignored', why: 'its live uid is another call’s' };
  } else if (!state.ended) return { status: 'unchanged' };
  const next = await store.changeBooking(call.id, (before) => {
    if (!before.uid || !LIVE.includes(before.status)) return undefined;
    const now = new Date().toISOString();
    if (!live) return cancelledAt(before, now, notify);
    if (live.uid === before.uid && live.start === before.start) return undefined;
    return movedTo(before, now, live, notify);
  });
  return { status: next ? next.status : 'unchanged' };
}

/** Every upcoming call the site holds as booked, reconciled with the calendar; answers how many changed. */
export async function reconcileUpcoming(
  store: CallStore & Pick<SubmissionPort, 'listSubmissions'>,
  provider: BookingProvider,
  notify: readonly Channel[],
  now = Date.now(),
): Promise<{ checked: number; changed: number; failed: number }> {
  const calls = (await store.listSubmissions({ type: 'call' })).filter(
    (call) =>
      call.booking?.uid &&
      LIVE.includes(call.booking.status) &&
      call.booking.start &&
      Date.parse(call.booking.start) > now,
  );
  let changed = 0;
  let failed = 0;
  for (const call of calls) {
    try {
      const result = await reconcileCall(store, provider, call, notify);
      if (result.status !== 'unchanged' && result.status !== 'ignored') changed += 1;
    } catch (error) {
      if (!isProviderUnavailable(error)) throw error;
      failed += 1;
    }
  }
  return { checked: calls.length, changed, failed };
}

/** A call cancelled at the calendar because its person asked to be erased, as it stood then. */
export type ErasedCall = { submission: StoredSubmission; uid: string };

/**
 * An erasure reaches the calendar too (CONTRACT §17a): every upcoming booking the provider holds for the
 * person's call requests is cancelled, the ones we know by uid and the ones it made but whose answer we
 * never had (asked by lead id). Answers the calls cancelled, as the visitor's cancellation needs them,
 * and what could not be.
 */
export async function cancelCallsOf(
  submissions: readonly StoredSubmission[],
  provider: BookingProvider | undefined,
  now = Date.now(),
): Promise<{ cancelled: ErasedCall[]; failed: string[] }> {
  const calls = submissions.filter((submission) => submission.type === 'call' && submission.booking);
  const upcoming = (start: string | undefined) => start !== undefined && Date.parse(start) > now;
  const targets = new Map<string, ErasedCall>();
  const failed: string[] = [];
  for (const submission of calls) {
    const booking = submission.booking!;
    const known = booking.uid && LIVE.includes(booking.status) && upcoming(booking.start) ? booking.uid : undefined;
    if (!provider) {
      if (known) targets.set(known, { submission, uid: known });
      continue;
    }
    // What Cal.com holds now decides: a booking it already cancelled is neither cancelled again nor mailed twice.
    try {
      const found = await provider.findByLead(attendeeOf(submission));
      if (found && upcoming(found.start) && !targets.has(found.uid))
        targets.set(found.uid, {
          submission: { ...submission, booking: { ...booking, ...found, status: 'confirmed' } },
          uid: found.uid,
        });
    } catch {
      failed.push(`the bookings of request ${submission.id}`);
    }
  }
  if (!provider) return { cancelled: [], failed: [...targets.keys(), ...failed] };
  const cancelled: ErasedCall[] = [];
  for (const target of targets.values()) {
    try {
      await provider.cancel(target.uid, 'The attendee asked us to erase their data.');
      cancelled.push(target);
    } catch {
      failed.push(target.uid);
    }
  }
  return { cancelled, failed };
}

/** The call as its cancellation mail describes it: cancelled, its invitation's UID kept, SEQUENCE raised. */
export function asCancelled(submission: StoredSubmission): StoredSubmission {
  const booking = submission.booking!;
  return {
    ...submission,
    booking: {
      ...booking,
      status: 'cancelled',
      icalUid: booking.icalUid ?? booking.uid,
      sequence: (booking.sequence ?? 0) + 1,
    },
  };
}
