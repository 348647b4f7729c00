import 'server-only';
import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { env } from '@/lib/env';
import { VISITOR_MESSAGES } from '@/lib/leads/forms/form';
import { ProviderUnavailable, type Slots } from '@/lib/leads/booking/provider';
import { daysBetween, isDay, isTimeZone } from '@/lib/leads/booking/time';
import { bookingProvider, configuredChannels, getLeadStore, wakeOutbox } from '@/lib/leads/server';
import type { BookingStatus, StoredSubmission } from '@/lib/leads/store/types';
import { withoutAddresses } from '@/lib/leads/store/outbox-queue';
import { DROPPED_ANSWER, json, readLimited } from './http';

/** The longest range one slots query may ask for. */
const MAX_RANGE_DAYS = 31;

/** Each query's answer for a minute: a page's visitors share it, and Cal.com is asked at most once a minute per range. */
const cache = new LRUCache<string, Slots>({ max: 500, ttl: 60_000 });

/** GET /api/bookings/slots?from=YYYY-MM-DD&to=YYYY-MM-DD&timeZone=Area/City (CONTRACT §17). */
export async function handleSlots(request: Request): Promise<Response> {
  const provider = bookingProvider();
  if (!provider) return json(404, { error: 'Calls are requested, not booked, here: no calendar is configured' });
  const query = new URL(request.url).searchParams;
  const from = query.get('from');
  const to = query.get('to');
  const timeZone = query.get('timeZone');
  const fields: Record<string, string> = {};
  if (!isDay(from)) fields.from = 'must be a date written YYYY-MM-DD';
  if (!isDay(to)) fields.to = 'must be a date written YYYY-MM-DD';
  if (!isTimeZone(timeZone)) fields.timeZone = 'must be an IANA time zone such as Europe/Lisbon';
  // Over 31 days is refused: from the 1st to the 1st of the next month is the longest range.
  if (isDay(from) && isDay(to) && (to < from || daysBetween(from, to).length - 1 > MAX_RANGE_DAYS))
    fields.to = `must be on or after from, at most ${MAX_RANGE_DAYS} days later`;
  if (Object.keys(fields).length > 0 || !from || !to || !timeZone)
    return json(400, { error: 'Please check the query', fields });
  const key = `${from}|${to}|${timeZone}`;
  let slots = cache.get(key);
  if (!slots) {
    try {
      slots = await provider.slots({ from, to, timeZone });
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      console.error(`bookings: ${error.message}`);
      return json(503, { error: 'The calendar cannot be reached just now' }, { 'retry-after': '60' });
    }
    cache.set(key, slots);
  }
  return json(200, { timeZone, slots }, { 'cache-control': 'private, max-age=60' });
}

/** Cal.com's signature of a webhook: hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. */
function calcomSignature(body: Uint8Array | string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(body).digest('hex');
}

function signatureMatches(body: Uint8Array, header: string | null, secret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(calcomSignature(body, secret), 'hex');
  const given = Buffer.from(header.trim().replace(/^sha256=/, ''), 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

type CalcomEvent = {
  triggerEvent?: unknown;
  payload?: {
    uid?: unknown;
    rescheduleUid?: unknown;
    fromReschedule?: unknown;
    startTime?: unknown;
    metadata?: { leadId?: unknown } | null;
    videoCallData?: { url?: unknown } | null;
    metadataVideoCallUrl?: unknown;
    location?: unknown;
  };
};

const STATUS_OF: Record<string, BookingStatus> = {
  BOOKING_CREATED: 'confirmed',
  BOOKING_RESCHEDULED: 'rescheduled',
  BOOKING_CANCELLED: 'cancelled',
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const httpsUrl = (value: unknown) => (typeof value === 'string' && /^https:\/\//.test(value) ? value : undefined);

/**
 * POST /api/bookings/events: Cal.com's webhooks. Signed or refused (401); each change moves the request
 * it names (by our lead id, else by Cal.com's uid) once, and the company's webhook is told. A repeat, or
 * an event about a booking we do not know, changes nothing and is answered 200.
 */
export async function handleBookingEvents(request: Request): Promise<Response> {
  const secret = env.CALCOM_WEBHOOK_SECRET;
  if (!secret || env.BOOKING_PROVIDER !== 'calcom') return json(404, { error: 'No calendar is configured' });
  // At most 256 KB: Cal.com's payloads are a few KB.
  const body = await readLimited(request, 256 * 1024);
  if (body === 'too-large') return json(413, { error: 'The event is too large' });
  if (body === 'dropped') return json(DROPPED_ANSWER.status, { error: DROPPED_ANSWER.error });
  if (!signatureMatches(body, request.headers.get('x-cal-signature-256'), secret))
    return json(401, { error: 'The signature does not match' });
  let event: CalcomEvent;
  try {
    event = JSON.parse(new TextDecoder().decode(body)) as CalcomEvent;
  } catch {
    return json(400, { error: 'The event is not JSON' });
  }
  const status = typeof event.triggerEvent === 'string' ? STATUS_OF[event.triggerEvent] : undefined;
  const payload = event.payload ?? {};
  const uid = text(payload.uid);
  if (!status || !uid) return json(200, { status: 'ignored' });
  const store = await getLeadStore();
  const leadId = text(payload.metadata?.leadId);
  const candidates = [
    leadId && (await store.getSubmission(leadId)),
    await store.findByBookingUid(uid),
    ...[text(payload.rescheduleUid), text(payload.fromReschedule)].map(
      async (previous) => previous && store.findByBookingUid(previous),
    ),
  ];
  let call: StoredSubmission | undefined;
  for (const candidate of candidates) {
    const found = await candidate;
    if (found && found.type === 'call' && found.booking) {
      call = found;
      break;
    }
  }
  if (!call?.booking) return json(200, { status: 'ignored' });
  const start = text(payload.startTime) ? new Date(payload.startTime as string).toISOString() : call.booking.start;
  const meetingUrl =
    httpsUrl(payload.videoCallData?.url) ??
    httpsUrl(payload.metadataVideoCallUrl) ??
    httpsUrl(payload.location) ??
    call.booking.meetingUrl;
  const before = call.booking;
  if (before.status === status && before.uid === uid && before.start === start)
    return json(200, { status: 'unchanged' });
  // A cancelled call stays cancelled; a late "created" never undoes a later change.
  const from: readonly BookingStatus[] =
    status === 'confirmed'
      ? ['requested', 'needs-attention', 'slot-taken']
      : ['requested', 'confirmed', 'rescheduled', 'needs-attention'];
  try {
    const changed = await store.changeBooking(call.id, {
      booking: { status, start, uid, meetingUrl },
      from,
      notify: configuredChannels(),
      // The visitor hears of a new time from us (Cal.com's own attendee mail is switched off).
      visitorMail:
        status === 'cancelled' || (status === 'confirmed' && before.status === 'confirmed')
          ? undefined
          : { message: VISITOR_MESSAGES.callConfirmed },
    });
    if (changed) wakeOutbox();
    return json(200, { status: changed ? status : 'unchanged' });
  } catch (error) {
    console.error(`bookings: ${withoutAddresses(error instanceof Error ? error.message : String(error))}`);
    return json(503, { error: 'Try again' }, { 'retry-after': '30' });
  }
}
