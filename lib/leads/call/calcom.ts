import 'server-only';
import crypto from 'node:crypto';
import { z } from 'zod';
import {
  type Booked,
  type BookingProvider,
  type BookingRequest,
  ProviderUnavailable,
  type Slots,
  SlotTaken,
} from './provider';

// Cal.com, the whole adapter: its API v2 as CONTRACT §17 calls it (every request carries the API key and
// the version header its endpoint documents; the booker's page, script, frame and cookies are never
// used), and its webhooks, verified and read into the site's own CallEvent (§17a).

export type CalcomOptions = { apiUrl: string; apiKey: string; eventTypeId: number; timeoutMs?: number };

const VERSIONS = { slots: '2024-09-04', bookings: '2026-02-25', list: '2026-05-01', cancel: '2024-08-13' } as const;

/** A booking as Cal.com describes it (the fields we read). */
type CalcomBooking = {
  uid?: unknown;
  start?: unknown;
  startTime?: unknown;
  status?: unknown;
  meetingUrl?: unknown;
  location?: unknown;
  metadata?: { leadId?: unknown } | null;
};

/** A meeting link: https, and nothing that could end a header or an iCalendar line. */

const isUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 2048 && /^https:\/\/[^\s\u0000-\u001f\u007f"<>\\]+$/.test(value);

function toBooked(booking: CalcomBooking): Booked | undefined {
  const start = typeof booking.start === 'string' ? booking.start : booking.startTime;
  if (typeof booking.uid !== 'string' || typeof start !== 'string') return undefined;
  const meetingUrl = isUrl(booking.meetingUrl)
    ? booking.meetingUrl
    : isUrl(booking.location)
      ? booking.location
      : undefined;
  return { uid: booking.uid, start: new Date(start).toISOString(), ...(meetingUrl && { meetingUrl }) };
}

/** A booking's statuses at Cal.com that hold no call. */
const ENDED = ['cancelled', 'rejected'];

/** Cal.com's words when a slot is gone: 409, or a 400 that names availability. */
const TAKEN = /availab|already (been )?booked|no_available_users|slot/i;

export function calcomProvider({ apiUrl, apiKey, eventTypeId, timeoutMs = 8000 }: CalcomOptions): BookingProvider {
  async function call(path: string, version: string, init: RequestInit & { signal?: AbortSignal } = {}) {
    const signals = [AbortSignal.timeout(timeoutMs), ...(init.signal ? [init.signal] : [])];
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${apiKey}`,
          'cal-api-version': version,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        signal: AbortSignal.any(signals),
      });
    } catch (error) {
      throw new ProviderUnavailable(`Cal.com did not answer (${error instanceof Error ? error.name : 'error'})`);
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 500 || response.status === 429)
      throw new ProviderUnavailable(`Cal.com answered ${response.status}`);
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      throw new ProviderUnavailable(`Cal.com answered ${response.status} with a body that is not JSON`);
    }
    return { status: response.status, body: body as { data?: unknown; error?: unknown; message?: unknown }, text };
  }

  /** The lead's bookings, matched by the lead id we gave each (`metadata.leadId`): a reschedule's too. */
  async function stateOfLead({ leadId, email }: { leadId: string; email: string }, signal?: AbortSignal) {
    const query = new URLSearchParams({ attendeeEmail: email, eventTypeIds: String(eventTypeId) });
    const { status, body } = await call(`/v2/bookings?${query}`, VERSIONS.list, { signal });
    if (status !== 200 || !Array.isArray(body.data)) throw new ProviderUnavailable(`Cal.com answered ${status}`);
    const ours = (body.data as CalcomBooking[]).filter((booking) => booking.metadata?.leadId === leadId);
    const live = ours.find((booking) => !ENDED.includes(String(booking.status)));
    const booked = live && toBooked(live);
    return booked ? { live: booked, ended: false } : { ended: ours.length > 0 };
  }

  return {
    async slots({ from, to, timeZone }, signal) {
      const query = new URLSearchParams({ eventTypeId: String(eventTypeId), start: from, end: to, timeZone });
      const { status, body } = await call(`/v2/slots?${query}`, VERSIONS.slots, { signal });
      if (status !== 200 || !body.data || typeof body.data !== 'object')
        throw new ProviderUnavailable(`Cal.com answered ${status} for slots`);
      const slots: Slots = {};
      for (const [day, entries] of Object.entries(body.data as Record<string, unknown>)) {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !Array.isArray(entries)) continue;
        const starts = (entries as unknown[])
          .map((entry): unknown => (entry && typeof entry === 'object' ? (entry as { start?: unknown }).start : entry))
          .filter((start): start is string => typeof start === 'string' && !Number.isNaN(Date.parse(start)));
        if (starts.length > 0) slots[day] = starts;
      }
      return slots;
    },

    async book(request: BookingRequest, signal) {
      const { status, body, text } = await call('/v2/bookings', VERSIONS.bookings, {
        method: 'POST',
        signal,
        body: JSON.stringify({
          start: new Date(request.start).toISOString(),
          eventTypeId,
          attendee: {
            name: request.name,
            email: request.email,
            timeZone: request.timeZone,
            language: request.language,
          },
          metadata: { leadId: request.leadId },
        }),
      });
      if (status === 409 || (status === 400 && TAKEN.test(text))) throw new SlotTaken(`Cal.com answered ${status}`);
      const booked = status < 300 ? toBooked(body.data ?? {}) : undefined;
      if (!booked) throw new ProviderUnavailable(`Cal.com answered ${status} to a booking`);
      return booked;
    },

    findByLead(lead, signal) {
      return stateOfLead(lead, signal).then((state) => state.live);
    },

    stateOfLead: (lead, signal) => stateOfLead(lead, signal),

    async cancel(uid, reason, signal) {
      const { status } = await call(`/v2/bookings/${encodeURIComponent(uid)}/cancel`, VERSIONS.cancel, {
        method: 'POST',
        signal,
        body: JSON.stringify({ cancellationReason: reason }),
      });
      // Already cancelled or gone: the erasure's aim is met.
      if (status >= 400 && status !== 404 && status !== 409 && status !== 400)
        throw new ProviderUnavailable(`Cal.com answered ${status} to a cancellation`);
    },
  };
}

/** What a calendar's webhook says happened to one of its bookings, in the site's terms. */
export type CallEvent = {
  kind: 'created' | 'rescheduled' | 'cancelled';
  /** The booking's uid; after a reschedule, the new booking's. */
  uid: string;
  /** A reschedule: the uid of the booking it replaces (Cal.com's rescheduleUid). */
  previousUid?: string;
  /** Our lead's id, where the booking carries it. */
  leadId?: string;
  start?: string;
  meetingUrl?: string;
  /** When the calendar made the change (its updatedAt, else the event's createdAt). */
  at?: string;
};

export type WebhookReading = { event: CallEvent } | { ignored: string } | { refused: 400 | 401; error: string };

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

const KINDS = {
  BOOKING_CREATED: 'created',
  BOOKING_RESCHEDULED: 'rescheduled',
  BOOKING_CANCELLED: 'cancelled',
} as const;

/** A short text with nothing a database or a log line cannot hold. */

const token = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^\u0000-\u001f\u007f]+$/);
const instant = z
  .string()
  .max(64)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'not a time')
  .transform((value) => new Date(value).toISOString());
const link = z
  .unknown()
  .transform((value) => (isUrl(value) ? value : undefined))
  .optional();

const calcomEvent = z.object({
  triggerEvent: z.enum(['BOOKING_CREATED', 'BOOKING_RESCHEDULED', 'BOOKING_CANCELLED']),
  createdAt: instant.optional(),
  payload: z.object({
    uid: token,
    rescheduleUid: token.nullish(),
    startTime: instant.optional(),
    updatedAt: instant.nullish(),
    metadata: z.object({ leadId: token.optional() }).passthrough().nullish(),
    videoCallData: z.object({ url: link }).passthrough().nullish(),
    metadataVideoCallUrl: link,
    location: link,
  }),
});

/**
 * A webhook's raw body, as Cal.com signs it: unsigned or wrongly signed is 401; a signed body that is not
 * a well-formed booking event is 400 (never a 500); another trigger is ignored; else the event.
 */
export function readCalcomWebhook(body: Uint8Array, signature: string | null, secret: string): WebhookReading {
  if (!signatureMatches(body, signature, secret)) return { refused: 401, error: 'The signature does not match' };
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return { refused: 400, error: 'The event is not JSON' };
  }
  const trigger = (json as { triggerEvent?: unknown } | null)?.triggerEvent;
  if (json && typeof json === 'object' && typeof trigger === 'string' && !(trigger in KINDS))
    return { ignored: `a ${trigger.slice(0, 40)} event` };
  const parsed = calcomEvent.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'the event';
    return { refused: 400, error: `The event is not a booking event Cal.com sends (${where})` };
  }
  const { triggerEvent, createdAt, payload } = parsed.data;
  const kind = KINDS[triggerEvent];
  if (kind !== 'cancelled' && !payload.startTime)
    return { refused: 400, error: 'The event names no start time (payload.startTime)' };
  if (kind === 'rescheduled' && !payload.rescheduleUid)
    return { refused: 400, error: 'The reschedule names no booking it replaces (payload.rescheduleUid)' };
  const meetingUrl = payload.videoCallData?.url ?? payload.metadataVideoCallUrl ?? payload.location;
  const at = payload.updatedAt ?? createdAt;
  return {
    event: {
      kind,
      uid: payload.uid,
      ...(payload.rescheduleUid && { previousUid: payload.rescheduleUid }),
      ...(payload.metadata?.leadId && { leadId: payload.metadata.leadId }),
      ...(payload.startTime && { start: payload.startTime }),
      ...(meetingUrl && { meetingUrl }),
      ...(at && { at }),
    },
  };
}
