import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { type Instance, signal, startInstance } from './instance';
import { DEFAULT_PORT, integrations } from './servers';
import { UNLIMITED_NOTICES } from '@/tests/support/notices';

// A server of the default build, with its own database and the local webhook receiver, killed
// with SIGKILL in the middle of a load and started again. Whatever got a 201 must survive.
const PORT = DEFAULT_PORT + 2;
const BASE = `http://127.0.0.1:${PORT}`;
const DATABASE = `data/durability-${process.pid}.db`;
// Enough that the kill lands mid-load, with every one of the eight senders' requests in flight.
const TOTAL = 300;
const KILL_AT = 120;
const CONCURRENCY = 8;

function startServer(): Promise<Instance> {
  return startInstance(PORT, {
    DATABASE_URL: `file:${DATABASE}`,
    LEADS_WEBHOOK_URL: integrations.webhook,
    ...UNLIMITED_NOTICES,
    LEADS_WEBHOOK_SECRET: integrations.webhookSecret,
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_ATTEMPTS_PER_MINUTE: '100000',
  });
}

test('no acknowledged submission is lost when the server is killed, and each is delivered', async () => {
  test.setTimeout(240_000);
  let server = await startServer();
  const acknowledged: string[] = [];
  let next = 0;
  let killedAt = 0;
  let restarted: Promise<void> | undefined;
  const started = Date.now();
  let firstPhaseEnd = 0;

  const worker = async () => {
    while (next < TOTAL) {
      const n = next++;
      if (n === KILL_AT && !killedAt) {
        // Mid-load, with requests in flight.
        killedAt = acknowledged.length;
        firstPhaseEnd = Date.now();
        signal(server, 'SIGKILL');
        restarted = (async () => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          server = await startServer();
        })();
      }
      if (restarted && n > KILL_AT) await restarted;
      try {
        const response = await fetch(`${BASE}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Load ${n}`,
            email: `load${n}@example.com`,
            message: `Durability test submission number ${n}.`,
          }),
        });
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
      } catch {
        // Refused or cut off by the kill: never acknowledged, so nothing was promised.
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const perSecond = killedAt / ((firstPhaseEnd - started) / 1000);

  try {
    expect(acknowledged.length).toBeGreaterThanOrEqual(TOTAL - 50);
    const db = new Database(DATABASE, { readonly: true });
    const stored = new Set((db.prepare('SELECT id FROM submissions').all() as { id: string }[]).map((row) => row.id));
    db.close();
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);

    // Delivery is at least once; duplicates (a kill between sending and recording) carry the same idempotency key.
    const mine = new Set(acknowledged);
    let deliveries: { id: string; key: string | null }[] = [];
    await expect
      .poll(
        async () => {
          const hooks = (await (await fetch(`${integrations.ingest}/hooks`)).json()) as {
            body: string;
            idempotencyKey: string | null;
          }[];
          deliveries = hooks
            .map((hook) => ({ id: JSON.parse(hook.body).id as string, key: hook.idempotencyKey }))
            .filter((hook) => mine.has(hook.id));
          return new Set(deliveries.map((delivery) => delivery.id)).size;
        },
        { timeout: 120_000, intervals: [1_000] },
      )
      .toBe(acknowledged.length);
    expect(deliveries.every((delivery) => delivery.key === delivery.id)).toBe(true);
    const duplicates = deliveries.length - acknowledged.length;
    console.log(
      `durability: ${TOTAL} attempts, ${acknowledged.length} acknowledged (${killedAt} before the kill), 0 lost, ` +
        `${duplicates} duplicate deliveries, ${perSecond.toFixed(0)} accepted submissions/s before the kill`,
    );
  } finally {
    signal(server, 'SIGKILL');
  }
});
