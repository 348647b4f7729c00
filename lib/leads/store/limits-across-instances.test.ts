import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { VISITOR_MESSAGES as MESSAGES } from '@/lib/leads/forms/form';
import { openLeadStore } from '@/lib/leads/store/store';
import type { LeadStore } from '@/lib/leads/store/types';
import { freshPostgresDatabase, postgresDatabaseUrl, testPostgresUrl } from '@/tests/support/postgres';

// The limits hold across instances sharing one Postgres, and through its outages.
const RECEIVED = { message: MESSAGES.received };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!testPostgresUrl)('postgres: limits across instances and outages', () => {
  it('holds the site ceiling across two instances posting at once, deferring the rest', async () => {
    const name = 'site_ceiling_test';
    await freshPostgresDatabase(name);
    const [a, b] = await Promise.all([
      openLeadStore(postgresDatabaseUrl(name), { visitorMailPerHour: 5 }),
      openLeadStore(postgresDatabaseUrl(name), { visitorMailPerHour: 5 }),
    ]);
    try {
      const outcomes = await Promise.all(
        Array.from({ length: 24 }, (_, index) =>
          (index % 2 ? a : b).insertSubmission(
            { type: 'contact', data: { email: `visitor${index}@example.com` } },
            ['webhook'],
            RECEIVED,
          ),
        ),
      );
      const queued = outcomes.filter((outcome) => outcome.visitorMail === 'queued').length;
      expect(queued).toBe(5);
      expect(outcomes.filter((outcome) => outcome.visitorMail === 'deferred')).toHaveLength(19);
      // Past the ceiling the post is still stored, the company still notified, the visitor's mail waits.
      expect(await a.countPending()).toBe(24 + 24);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('gives a suppressed mailbox one asked-for mail a week and 3 mails a day, under bursts on two instances', async () => {
    const name = 'site_parallel_cap_test';
    await freshPostgresDatabase(name);
    const [a, b] = await Promise.all([
      openLeadStore(postgresDatabaseUrl(name)),
      openLeadStore(postgresDatabaseUrl(name)),
    ]);
    const ask = (store: LeadStore, email: string) =>
      store.insertSubmission({ type: 'checklist', target: 'x', data: { email } }, [], {
        message: MESSAGES.checklist,
        requested: true,
      });
    try {
      for (let burst = 0; burst < 4; burst += 1) {
        const suppressed = `suppressed-${burst}@example.com`;
        await a.suppress(suppressed, 'unsubscribe');
        const outcomes = await Promise.all(Array.from({ length: 8 }, (_, index) => ask(index % 2 ? a : b, suppressed)));
        const sent = outcomes.filter((outcome) => outcome.visitorMail === 'queued');
        expect(sent, `burst ${burst}: one asked-for mail to a suppressed mailbox`).toHaveLength(1);
        const capped = await Promise.all(
          Array.from({ length: 8 }, (_, index) => ask(index % 2 ? a : b, `capped-${burst}@example.com`)),
        );
        expect(
          capped.filter((outcome) => outcome.visitorMail === 'queued'),
          `burst ${burst}: 3 a day`,
        ).toHaveLength(3);
      }
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('fails the first post during a database outage, and takes the next one after it', async () => {
    const name = 'site_outage_test';
    await freshPostgresDatabase(name);
    const upstream = new URL(postgresDatabaseUrl(name));
    const sockets = new Set<net.Socket>();
    let up = true;
    // A TCP door to the real Postgres that the test can close and open, as an outage does.
    const proxy = net.createServer((client) => {
      if (!up) return client.destroy();
      const server = net.connect(Number(upstream.port || 5432), upstream.hostname);
      sockets.add(client).add(server);
      client.pipe(server).pipe(client);
      const close = () => {
        client.destroy();
        server.destroy();
      };
      client.on('error', close).on('close', close);
      server.on('error', close).on('close', close);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const through = new URL(upstream);
    through.host = `127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
    const store = await openLeadStore(through.toString());
    try {
      up = false;
      for (const socket of sockets) socket.destroy();
      await sleep(50);
      await expect(
        store.insertSubmission({ type: 'contact', data: { email: 'first@example.com' } }, [], RECEIVED),
      ).rejects.toThrow();
      up = true;
      const next = await store.insertSubmission({ type: 'contact', data: { email: 'next@example.com' } }, [], RECEIVED);
      expect(next.visitorMail).toBe('queued');
    } finally {
      await store.close();
      proxy.close();
    }
  });
});
