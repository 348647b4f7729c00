import 'server-only';
import {
  type Booked,
  type BookingProvider,
  type BookingRequest,
  ProviderUnavailable,
  type Slots,
  SlotTaken,
} from './provider';

// Cal.com's API v2, as CONTRACT §17 calls it: every request carries the API key and the version header
// its endpoint documents; the booker's page, script, frame and cookies are never used.

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

const isUrl = (value: unknown): value is string => typeof value === 'string' && /^https:\/\//.test(value);

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

    async findByLead({ leadId, email }, signal) {
      const query = new URLSearchParams({ attendeeEmail: email, eventTypeIds: String(eventTypeId) });
      const { status, body } = await call(`/v2/bookings?${query}`, VERSIONS.list, { signal });
      if (status !== 200 || !Array.isArray(body.data)) throw new ProviderUnavailable(`Cal.com answered ${status}`);
      const match = (body.data as CalcomBooking[]).find(
        (booking) => booking.metadata?.leadId === leadId && booking.status !== 'cancelled',
      );
      return match && toBooked(match);
    },

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
