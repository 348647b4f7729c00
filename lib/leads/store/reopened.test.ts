import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, testPostgresUrl } from '@/tests/support/postgres';
import { openLeadStore } from './store';
import type { LeadStore } from './types';

// A store opened again, as a restarted server opens it, answers whatever its first work is (CONTRACT
// §17a): a call's change with a visitor mail (a Cal.com event, an outbox retry) took SQLite's one
// connection inside a transaction and then waited for it to load a key, and every later post with it.

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-reopened-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** The work, or a failure naming it once `ms` have passed: a hang is a failure, not a test timeout. */
function within<T>(work: Promise<T>, what: string, ms = 5_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const targets: [string, () => Promise<string>][] = [
  ['sqlite', () => Promise.resolve(`file:${path.join(folder, 'site.db')}`)],
];
if (testPostgresUrl) targets.push(['postgres', () => freshPostgresDatabase('leads_reopened_test')]);

describe.each(targets)('a %s store opened again', (_dialect, database) => {
  let url: string;
  let id: string;

  it('holds a call request made before the restart', async () => {
    url = await database();
    const before = await openLeadStore(url);
    const stored = await before.insertSubmission(
      {
        type: 'call',
        data: { name: 'Ola', email: 'ola@example.com', timeZone: 'Europe/Warsaw' },
        booking: { status: 'requested', start: '2030-01-07T09:00:00.000Z' },
      },
      [],
    );
    id = stored.id;
    await before.close();
  });

  it("takes a call's change with a visitor mail as its first work, and a post after it", async () => {
    let store: LeadStore | undefined;
    try {
      store = await openLeadStore(url);
      const changed = await within(
        store.changeBooking(id, (before) =>
          before.status === 'requested'
            ? {
                booking: { status: 'confirmed', start: '2030-01-07T09:00:00.000Z', uid: 'bk_first' },
                notify: ['webhook'],
                visitorMail: { message: 'call-confirmed', client: '203.0.113.9' },
              }
            : undefined,
        ),
        'the first change after a restart',
      );
      expect(changed?.status).toBe('confirmed');
      const next = await within(
        store.insertSubmission({ type: 'contact', data: { name: 'A', email: 'a@example.com', message: 'hi' } }, []),
        'the post after it',
      );
      expect((await store.getSubmission(next.id))?.type).toBe('contact');
      expect((await store.getSubmission(id))?.booking?.status).toBe('confirmed');
    } finally {
      await store?.close();
    }
  });
});
