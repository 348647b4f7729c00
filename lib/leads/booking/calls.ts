import 'server-only';
import { VISITOR_MESSAGES } from '@/lib/leads/forms/form';
import type { Notifier } from '@/lib/leads/outbox/outbox';
import type { CallPort, Channel, StoredSubmission, SubmissionPort } from '@/lib/leads/store/types';
import { dayIn } from './time';
import { type Booked, type BookingProvider, ProviderUnavailable, SlotTaken } from './provider';

// What happens to a call request with a slot: booked while the visitor waits (8 s at most), or by the
// outbox afterwards, and never twice: before every retry the provider is asked for a booking made for
// this lead, and a request leaves `requested` only once (the store compares and sets).

/** The outbox's first retry waits out the attempt made while the visitor waits, and a little more. */
export const BOOKING_RETRY_DELAY_MS = 30_000;

type CallStore = CallPort & Pick<SubmissionPort, 'getSubmission'>;

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

/** Marks a request booked, with its notifications; false when another path got there first. */
function confirm(store: CallStore, submission: StoredSubmission, booked: Booked, notify: readonly Channel[]) {
  return store.changeBooking(submission.id, {
    booking: { status: 'confirmed', start: booked.start, uid: booked.uid, meetingUrl: booked.meetingUrl },
    from: ['requested'],
    notify,
    visitorMail: { message: VISITOR_MESSAGES.callConfirmed },
  });
}

/** The free slots of the day a slot falls on, in the visitor's zone: what a 409 offers instead. */
async function slotsOfDay(provider: BookingProvider, start: string, timeZone: string): Promise<string[]> {
  const day = dayIn(timeZone, Date.parse(start));
  try {
    const slots = await provider.slots({ from: day, to: day, timeZone });
    return (slots[day] ?? []).filter((slot) => Date.parse(slot) !== Date.parse(start));
  } catch {
    return [];
  }
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
): Promise<BookingOutcome> {
  const start = submission.booking?.start;
  if (!start) return { status: 'requested' };
  const attendee = attendeeOf(submission);
  try {
    const booked = await provider.book({ ...attendee, start });
    if (await confirm(store, submission, booked, notify))
      return { status: 'confirmed', start: booked.start, meetingUrl: booked.meetingUrl };
  } catch (error) {
    if (error instanceof SlotTaken) {
      await store.changeBooking(submission.id, {
        booking: { status: 'slot-taken', start },
        from: ['requested'],
        notify: [],
      });
      return { status: 'slot-taken', slots: await slotsOfDay(provider, start, attendee.timeZone) };
    }
    if (!(error instanceof ProviderUnavailable)) throw error;
    return { status: 'requested' };
  }
  // Cal.com's webhook confirmed it while we waited for the answer.
  const now = await store.getSubmission(submission.id);
  return now?.booking?.status === 'confirmed' && now.booking.start
    ? { status: 'confirmed', start: now.booking.start, meetingUrl: now.booking.meetingUrl }
    : { status: 'requested' };
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
      const needsAttention = () =>
        store.changeBooking(submission.id, {
          booking: { status: 'needs-attention', start: booking.start },
          from: ['requested'],
          notify: notify(),
          visitorMail: { message: VISITOR_MESSAGES.callRearrange },
        });
      // The calendar was switched off since: a person arranges the time, and the company is told.
      if (!provider) {
        await needsAttention();
        return 'sent';
      }
      const attendee = attendeeOf(submission);
      const found = await provider.findByLead(attendee);
      if (found) {
        await confirm(store, submission, found, notify());
        return 'sent';
      }
      if (Date.parse(booking.start) - Date.now() < TOO_LATE_MS) {
        await needsAttention();
        return 'sent';
      }
      try {
        await confirm(store, submission, await provider.book({ ...attendee, start: booking.start }), notify());
      } catch (error) {
        if (!(error instanceof SlotTaken)) throw error;
        // Taken by the very booking whose answer was lost is not taken.
        const ours = await provider.findByLead(attendee);
        if (ours) await confirm(store, submission, ours, notify());
        else await needsAttention();
      }
      return 'sent';
    },
  };
}

/**
 * An erasure reaches the calendar too: the person's upcoming booked calls are cancelled at the provider
 * (CONTRACT §17). Answers how many were, and the uids the provider would not cancel.
 */
export async function cancelUpcomingCalls(
  submissions: readonly StoredSubmission[],
  provider: BookingProvider | undefined,
  now = Date.now(),
): Promise<{ cancelled: number; failed: string[] }> {
  const upcoming = submissions.filter(
    (submission) =>
      submission.type === 'call' &&
      submission.booking?.uid &&
      submission.booking.start &&
      Date.parse(submission.booking.start) > now &&
      (submission.booking.status === 'confirmed' || submission.booking.status === 'rescheduled'),
  );
  const result = { cancelled: 0, failed: [] as string[] };
  if (!provider) return { ...result, failed: upcoming.map((submission) => submission.booking!.uid!) };
  for (const submission of upcoming) {
    const uid = submission.booking!.uid!;
    try {
      await provider.cancel(uid, 'The attendee asked us to erase their data.');
      result.cancelled += 1;
    } catch {
      result.failed.push(uid);
    }
  }
  return result;
}
