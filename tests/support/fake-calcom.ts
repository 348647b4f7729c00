import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { dayIn, daysBetween, zonedTime } from '@/lib/shared/time';

// A stand-in for Cal.com's API v2 on 127.0.0.1, as the site calls it (CONTRACT §17): one event type
// whose host works 9:00-12:00 and 14:00-17:00 on weekdays in Europe/Lisbon, 30-minute slots, days
// grouped in the time zone asked for, bookings held in memory. Tests switch it slow, failing or down.

export const FAKE_EVENT_TYPE_ID = 4242;
export const FAKE_API_KEY = 'cal_test_fake_key_123';
const HOST_ZONE = 'Europe/Lisbon';
const HOURS = [9, 9.5, 10, 10.5, 11, 11.5, 14, 14.5, 15, 15.5, 16, 16.5];

type FakeBooking = {
  uid: string;
  start: string;
  status: 'accepted' | 'cancelled';
  attendee: { name: string; email: string; timeZone: string; language: string };
  metadata: Record<string, unknown>;
};

type FakeRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };

export type FakeCalcom = {
  url: string;
  requests: FakeRequest[];
  bookings: FakeBooking[];
  /** How bookings are answered: at once, after `delayMs` (still made), or 500 without booking. */
  mode: { booking: 'ok' | 'slow' | 'fail'; slots: 'ok' | 'fail'; delayMs: number };
  /** Starts the host has given away outside the site (answered 409 when booked). */
  taken: Set<string>;
  close(): Promise<void>;
};

/** The host's free starts on the days from `from` to `to` as `timeZone` reads them, grouped by that zone's day. */
export function fakeSlots(from: string, to: string, timeZone: string, taken: Set<string>, now = Date.now()) {
  const slots: Record<string, { start: string }[]> = {};
  // A day in one zone can hold hours of the host's neighbouring days.
  const hostDays = daysBetween(shift(from, -1), shift(to, 1));
  for (const day of hostDays) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const hour of HOURS) {
      const at = zonedTime(HOST_ZONE, day, Math.floor(hour), (hour % 1) * 60);
      const local = dayIn(timeZone, at);
      if (local < from || local > to || at < now) continue;
      const start = new Date(at).toISOString();
      if (taken.has(start)) continue;
      (slots[local] ??= []).push({ start });
    }
  }
  return slots;
}

function shift(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

export async function startFakeCalcom(): Promise<FakeCalcom> {
  const fake: Omit<FakeCalcom, 'url' | 'close'> = {
    requests: [],
    bookings: [],
    mode: { booking: 'ok', slots: 'ok', delayMs: 9_000 },
    taken: new Set(),
  };
  const reply = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      fake.requests.push({
        method: request.method ?? '',
        path: url.pathname + url.search,
        headers: request.headers,
        body,
      });
      if (request.headers.authorization !== `Bearer ${FAKE_API_KEY}`)
        return reply(response, 401, { status: 'error', error: { message: 'Invalid API key' } });
      if (request.method === 'GET' && url.pathname === '/v2/slots') {
        if (fake.mode.slots === 'fail') return reply(response, 500, { status: 'error' });
        const query = url.searchParams;
        if (query.get('eventTypeId') !== String(FAKE_EVENT_TYPE_ID)) return reply(response, 404, { status: 'error' });
        const taken = new Set([
          ...fake.taken,
          ...fake.bookings.filter((b) => b.status === 'accepted').map((b) => b.start),
        ]);
        return reply(response, 200, {
          status: 'success',
          data: fakeSlots(query.get('start')!, query.get('end')!, query.get('timeZone') ?? 'UTC', taken),
        });
      }
      if (request.method === 'POST' && url.pathname === '/v2/bookings') {
        if (fake.mode.booking === 'fail') return reply(response, 500, { status: 'error' });
        const input = JSON.parse(body) as Omit<FakeBooking, 'uid' | 'status'>;
        const start = new Date(input.start).toISOString();
        if (fake.taken.has(start) || fake.bookings.some((b) => b.status === 'accepted' && b.start === start))
          return reply(response, 409, {
            status: 'error',
            error: { message: 'User either already has booking at this time or is not available' },
          });
        const booking: FakeBooking = {
          ...input,
          start,
          uid: `bk_${crypto.randomUUID().slice(0, 12)}`,
          status: 'accepted',
        };
        // A slow Cal.com still books: the answer comes late, or never reaches the site.
        fake.bookings.push(booking);
        const answer = () =>
          reply(response, 201, {
            status: 'success',
            data: { ...booking, id: fake.bookings.length, meetingUrl: `https://cal.example/video/${booking.uid}` },
          });
        if (fake.mode.booking === 'slow') setTimeout(answer, fake.mode.delayMs);
        else answer();
        return;
      }
      if (request.method === 'GET' && url.pathname === '/v2/bookings') {
        const email = url.searchParams.get('attendeeEmail');
        return reply(response, 200, {
          status: 'success',
          data: fake.bookings
            .filter((booking) => !email || booking.attendee.email === email)
            .map((booking) => ({
              ...booking,
              status: booking.status,
              meetingUrl: `https://cal.example/video/${booking.uid}`,
            })),
        });
      }
      const cancel = /^\/v2\/bookings\/([^/]+)\/cancel$/.exec(url.pathname);
      if (request.method === 'POST' && cancel) {
        const booking = fake.bookings.find((candidate) => candidate.uid === decodeURIComponent(cancel[1]!));
        if (!booking) return reply(response, 404, { status: 'error' });
        booking.status = 'cancelled';
        return reply(response, 200, { status: 'success', data: booking });
      }
      reply(response, 404, { status: 'error' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
