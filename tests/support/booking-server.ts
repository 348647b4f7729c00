import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Instance, signal, startInstance } from '@/tests/e2e/instance';
import { FAKE_API_KEY, FAKE_EVENT_TYPE_ID, type FakeCalcom, startFakeCalcom } from './fake-calcom';
import { startSmtpSink } from './smtp-sink';
import { sqliteRows } from './sqlite-rows';
import { UNLIMITED_NOTICES } from './notices';

// A `next start` of the default build with Cal.com switched on at run time, against a fake Cal.com API
// v2, a real SMTP server and a webhook receiver: what the booking tests run against.

export const CALCOM_WEBHOOK_SECRET = 'e2e-calcom-webhook-secret';

/** Cal.com's X-Cal-Signature-256, computed here as Cal.com does: the hex HMAC-SHA256 of the raw body. */
export const calcomSignature = (body: string, secret = CALCOM_WEBHOOK_SECRET) =>
  crypto.createHmac('sha256', secret).update(body).digest('hex');

/** A date `days` ahead, as Lisbon reads it, moved to a weekday. */
export function weekday(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  while (at.getUTCDay() === 0 || at.getUTCDay() === 6) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}
/** Where the company's own mail about leads goes. */
export const COMPANY_MAILBOX = 'sales@brightloom.test';

export type BookingServer = {
  server: Instance;
  fake: FakeCalcom;
  sink: Awaited<ReturnType<typeof startSmtpSink>>;
  /** What the company's webhook received. */
  crm: Record<string, unknown>[];
  database: string;
  /** The same server, stopped with SIGTERM and started again on the same database and settings; `whileDown` runs between. */
  restart(whileDown?: () => void): Promise<void>;
  close(): Promise<void>;
  rows<T>(statement: string, ...params: unknown[]): T[];
  /** A visitor's call requests, their bookings and data read back. */
  callsOf(email: string): { id: string; booking: Record<string, string>; data: Record<string, unknown> }[];
  /** Posts a Cal.com event signed as Cal.com signs it (or with `signature`). */
  event(body: string | object, signature?: string): Promise<Response>;
};

export async function startBookingServer(port: number, name: string, env: Record<string, string> = {}) {
  const database = `data/e2e-${name}-${process.pid}.db`;
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${database}${suffix}`, { force: true });
  const fake = await startFakeCalcom();
  const sink = await startSmtpSink();
  const crm: Record<string, unknown>[] = [];
  const receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      crm.push(JSON.parse(body) as Record<string, unknown>);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const settings = {
    DATABASE_URL: `file:${database}`,
    SMTP_URL: sink.url,
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
    BOOKING_PROVIDER: 'calcom',
    CALCOM_API_URL: fake.url,
    CALCOM_API_KEY: FAKE_API_KEY,
    CALCOM_EVENT_TYPE_ID: String(FAKE_EVENT_TYPE_ID),
    CALCOM_WEBHOOK_SECRET,
    ...UNLIMITED_NOTICES,
    ...env,
  };
  const booking: BookingServer = {
    server: await startInstance(port, settings),
    fake,
    sink,
    crm,
    database,
    async restart(whileDown) {
      signal(booking.server, 'SIGTERM');
      await booking.server.exited;
      whileDown?.();
      booking.server = await startInstance(port, settings);
    },
    async close() {
      signal(booking.server, 'SIGTERM');
      await booking.server.exited;
      await Promise.all([sink.close(), fake.close(), new Promise((resolve) => receiver.close(resolve))]);
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${database}${suffix}`, { force: true });
    },
    rows: <T>(statement: string, ...params: unknown[]) => sqliteRows<T>(database, statement, ...params),
    callsOf(email) {
      return booking
        .rows<{ id: string; booking: string | null; data: string }>(
          "SELECT id, booking, data FROM submissions WHERE type = 'call' AND email = ? ORDER BY created_at",
          email,
        )
        .map((row) => ({
          id: row.id,
          booking: JSON.parse(row.booking ?? 'null') as Record<string, string>,
          data: JSON.parse(row.data) as Record<string, unknown>,
        }));
    },
    event(body, signature) {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      return fetch(`${booking.server.base}/api/bookings/events`, {
        method: 'POST',
        body: text,
        headers: {
          'content-type': 'application/json',
          'x-cal-signature-256': signature ?? calcomSignature(text),
        },
      });
    },
  };
  return booking;
}
