import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { OUTBOX_LEASE_MIN_SECONDS } from '@/lib/env';
import { freshPostgresDatabase, postgresDatabaseUrl, testPostgresUrl } from '@/tests/support/postgres';
import { startSmtpSink } from '@/tests/support/smtp-sink';
import { type Instance, signal, startInstance } from './instance';
import { DEFAULT_PORT } from './servers';
import { UNLIMITED_NOTICES } from '@/tests/support/notices';

// Two `next start` instances of the default build on one real Postgres, behind the proxy rule
// (TRUST_PROXY=1), with a real webhook receiver and SMTP server on loopback. They are signalled for
// real: SIGTERM in the middle of sends, SIGKILL in the middle of sends. What was acknowledged must be
// delivered, and what was delivered twice is counted.
test.skip(!testPostgresUrl, 'needs TEST_POSTGRES_URL (a Postgres the test may create a database on)');
test.describe.configure({ mode: 'serial' });

const PORTS = [DEFAULT_PORT + 5, DEFAULT_PORT + 6, DEFAULT_PORT + 7] as const;
const LIMIT = 10;
const COMPANY_MAILBOX = 'leads@brightloom.dev';
const ATTEMPTS = 60;
const database = `site_instances_${process.pid}`;
const databaseUrl = () => postgresDatabaseUrl(database);

/** Answers each delivery after a pause, so that signals land while sends are in flight. */
function startReceiver(delayMs: number) {
  const deliveries: { id: string; instance: string }[] = [];
  const open = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const instance = (request.url ?? '').split('/').pop() ?? '';
    const chunks: Buffer[] = [];
    // A sender killed mid-request resets its connection; the delivery then simply never happened.
    request.on('error', () => undefined);
    response.on('error', () => undefined);
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      open.set(instance, (open.get(instance) ?? 0) + 1);
      setTimeout(() => {
        open.set(instance, (open.get(instance) ?? 1) - 1);
        deliveries.push({ id: (JSON.parse(Buffer.concat(chunks).toString()) as { id: string }).id, instance });
        response.writeHead(204).end();
      }, delayMs);
    });
  });
  server.listen(0, '127.0.0.1');
  return {
    listening: once(server, 'listening'),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    deliveries,
    inFlight: (instance: string) => open.get(instance) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function admin<T extends pg.QueryResultRow>(url: string, statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(statement)).rows;
  } finally {
    await client.end();
  }
}

const receiver = startReceiver(400);
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const instances: Partial<Record<'a' | 'b', Instance>> = {};

function start(name: 'a' | 'b'): Promise<Instance> {
  return startInstance(name === 'a' ? PORTS[0] : PORTS[1], {
    DATABASE_URL: databaseUrl(),
    TRUST_PROXY: '1',
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    RATE_LIMIT_ATTEMPTS_PER_MINUTE: String(ATTEMPTS),
    LEADS_WEBHOOK_URL: `${receiver.url()}/${name}`,
    SMTP_URL: sink.url,
    ...UNLIMITED_NOTICES,
    LEADS_EMAIL_TO: COMPANY_MAILBOX,
    // The load below comes from one /24 (100.64.0.x): here every visitor gets their confirmation.
    VISITOR_MAIL_PER_NETWORK_HOUR: '10000',
    // A killed instance's sends go out again once their lease has run out: seconds here, not half a minute.
    OUTBOX_LEASE_SECONDS: String(OUTBOX_LEASE_MIN_SECONDS),
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await freshPostgresDatabase(database);
  sink = await startSmtpSink({ stallMs: () => 300 });
  await receiver.listening;
  // One after the other: both run the migrations at start, which must also be safe at once.
  [instances.a, instances.b] = await Promise.all([start('a'), start('b')]);
});

test.afterAll(async () => {
  for (const instance of Object.values(instances)) if (instance) signal(instance, 'SIGKILL');
  await Promise.all([receiver.close(), sink?.close()]);
  await admin(testPostgresUrl!, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
});

type Post = { status: number; id?: string; retryAfter: string | null };

/** A post through "the proxy": the instance named, or the other one when that one refuses connections. */
async function post(order: Instance[], forwardedFor: string, body: unknown): Promise<Post> {
  for (const instance of order) {
    try {
      const response = await fetch(`${instance.base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as { id?: string };
      return { status: response.status, id: answer.id, retryAfter: response.headers.get('retry-after') };
    } catch {
      // connection refused or cut: try the next instance, as nginx does
    }
  }
  return { status: 0, retryAfter: null };
}

const lead = (n: number | string) => ({
  name: `Lead ${n}`,
  email: `lead${n}@example.com`,
  message: `Submission ${n} from the instances test.`,
});
const both = () => [instances.a!, instances.b!];

test('a parallel burst from one client is accepted at most the limit, across both instances', async () => {
  const results = await Promise.all(
    Array.from({ length: 40 }, (_, n) => post(n % 2 ? both() : both().reverse(), '203.0.113.7', lead(`burst-${n}`))),
  );
  const accepted = results.filter((result) => result.status === 201);
  const refused = results.filter((result) => result.status === 429);
  expect(accepted).toHaveLength(LIMIT);
  expect(refused).toHaveLength(40 - LIMIT);
  expect(refused.every((result) => Number(result.retryAfter) >= 1)).toBe(true);
  const [row] = await admin<{ n: string }>(
    databaseUrl(),
    "SELECT count(*) AS n FROM submissions WHERE data LIKE '%burst-%'",
  );
  expect(Number(row!.n)).toBe(LIMIT);
});

test('a client that writes a new left-hand X-Forwarded-For each time is still limited', async () => {
  const statuses: number[] = [];
  for (let n = 0; n < 15; n++) {
    statuses.push(
      (await post(n % 2 ? both() : both().reverse(), `198.51.100.${n}, 10.9.${n}.1, 203.0.113.8`, lead(`spoof-${n}`)))
        .status,
    );
  }
  expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
  expect(statuses.slice(LIMIT).every((status) => status === 429)).toBe(true);
});

test('invalid and oversized posts count against the attempt limit', async () => {
  const client = '203.0.113.9';
  // One after another: in parallel, posts still being read hold their reserved places (429 is right then too).
  for (let n = 0; n < ATTEMPTS - 1; n++) {
    expect((await post(n % 2 ? both() : both().reverse(), client, n % 3 ? { name: '' } : '{"broken')).status).toBe(400);
  }
  const oversized = await post(both(), client, { ...lead('big'), message: 'x'.repeat(70 * 1024) });
  expect(oversized.status).toBe(413);
  // Nothing was accepted, yet this client has used its attempts for the minute.
  const valid = await post(both().reverse(), client, lead('after-attempts'));
  expect(valid.status).toBe(429);
  expect((await post(both(), '203.0.113.10', lead('other-client'))).status).toBe(201);
});

/** Sends `total` leads from distinct clients, running `during` once `at` have been sent. */
async function load(total: number, at: number, during: () => Promise<void>): Promise<string[]> {
  const acknowledged: string[] = [];
  let next = 0;
  let trigger: Promise<void> | undefined;
  const worker = async () => {
    while (next < total) {
      const n = next++;
      if (n === at) trigger = during();
      const result = await post(
        n % 2 ? both() : both().reverse(),
        `192.0.2.${n % 250}, 100.64.${Math.floor(n / 250)}.${n % 250}`,
        lead(`load-${n}-${Date.now()}`),
      );
      if (result.status === 201 && result.id) acknowledged.push(result.id);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  await trigger;
  return acknowledged;
}

/**
 * Waits until every acknowledged lead has reached the webhook, the company's mailbox and the visitor's
 * (each contact post also confirms itself to its sender); returns the repeats of each.
 */
async function delivered(ids: string[]): Promise<{ webhook: number; email: number; visitor: number }> {
  const mine = new Set(ids);
  const hooks = () => receiver.deliveries.filter((delivery) => mine.has(delivery.id));
  const ours = () => sink.accepted.filter((mail) => ids.some((id) => mail.messageId?.startsWith(`<${id}.`)));
  const mails = () => ours().filter((mail) => mail.to.includes(COMPANY_MAILBOX));
  const confirmations = () => ours().filter((mail) => !mail.to.includes(COMPANY_MAILBOX));
  await expect
    .poll(() => new Set(hooks().map((hook) => hook.id)).size, { timeout: 90_000, intervals: [500] })
    .toBe(ids.length);
  for (const sent of [mails, confirmations]) {
    await expect
      .poll(() => new Set(sent().map((mail) => mail.messageId)).size, { timeout: 90_000, intervals: [500] })
      .toBe(ids.length);
  }
  // Done only when the outbox says so: a send cut off by a kill is retried once its lease runs out.
  const pending = async () =>
    Number(
      (await admin<{ n: string }>(databaseUrl(), 'SELECT count(*) AS n FROM outbox WHERE delivered_at IS NULL'))[0]!.n,
    );
  await expect.poll(pending, { timeout: 90_000, intervals: [1_000] }).toBe(0);
  // A repeat still on its way to the receiver lands within this pause.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return {
    webhook: hooks().length - ids.length,
    email: mails().length - ids.length,
    visitor: confirmations().length - ids.length,
  };
}

test('SIGTERM in the middle of sends: the instance finishes them, exits, and nothing is lost or sent twice', async () => {
  test.setTimeout(180_000);
  const stopping = instances.b!;
  let exitCode: number | null = null;
  const acknowledged = await load(60, 20, async () => {
    await expect.poll(() => receiver.inFlight('b'), { timeout: 10_000, intervals: [20] }).toBeGreaterThan(0);
    signal(stopping, 'SIGTERM');
    exitCode = await stopping.exited;
  });
  expect(exitCode).toBe(143);
  expect(stopping.output()).not.toMatch(/lease lost|lease had been taken/);
  instances.b = await start('b');
  expect(acknowledged.length).toBeGreaterThanOrEqual(55);
  const duplicates = await delivered(acknowledged);
  console.log(
    `instances, SIGTERM: ${acknowledged.length} acknowledged, 0 lost, duplicates: ${duplicates.webhook} webhook, ` +
      `${duplicates.email} e-mail, ${duplicates.visitor} visitor confirmation`,
  );
  expect(duplicates).toEqual({ webhook: 0, email: 0, visitor: 0 });
});

test('SIGKILL in the middle of sends: nothing is lost, and only what was in flight may be sent twice', async () => {
  test.setTimeout(180_000);
  let inFlight = 0;
  const acknowledged = await load(60, 20, async () => {
    await expect.poll(() => receiver.inFlight('a'), { timeout: 10_000, intervals: [20] }).toBeGreaterThan(0);
    signal(instances.a!, 'SIGKILL');
    // Leased rows at the moment of the kill bound what may go out twice (the other instance's included).
    const [row] = await admin<{ n: string }>(
      databaseUrl(),
      'SELECT count(*) AS n FROM outbox WHERE lease_token IS NOT NULL',
    );
    inFlight = Number(row!.n);
    await instances.a!.exited;
  });
  instances.a = await start('a');
  expect(acknowledged.length).toBeGreaterThanOrEqual(50);
  const duplicates = await delivered(acknowledged);
  console.log(
    `instances, SIGKILL: ${acknowledged.length} acknowledged, 0 lost, ${inFlight} notifications leased at the kill, ` +
      `duplicates: ${duplicates.webhook} webhook, ${duplicates.email} e-mail, ${duplicates.visitor} visitor confirmation`,
  );
  expect(duplicates.webhook + duplicates.email + duplicates.visitor).toBeLessThanOrEqual(inFlight);
});

test('with the database unreachable a post is refused clearly and nothing is stored', async ({ page }) => {
  const down = await startInstance(PORTS[2], {
    DATABASE_URL: 'postgres://site:site@127.0.0.1:1/none',
    TRUST_PROXY: '1',
  });
  try {
    const answer = await post([down], '203.0.113.20', lead('db-down'));
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe('60');
    const response = await fetch(`${down.base}/api/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        'x-forwarded-for': '203.0.113.21',
      },
      body: new URLSearchParams(lead('db-down-html')).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact-us?error=unavailable#form-unavailable');

    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    await page.goto(`${down.base}/contact-us`);
    await page.getByRole('button', { name: 'Reject all' }).click();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Ada');
    await form.getByLabel('Work e-mail').fill('ada@example.com');
    await form.getByLabel('Your message').fill('The database is down, and the form must say so.');
    await form.getByRole('button', { name: 'Send message' }).click();
    const notifications = page.getByRole('region', { name: /Notifications/ });
    await expect(
      notifications.getByText('We could not save your submission just now, and nothing was stored.'),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
  } finally {
    signal(down, 'SIGKILL');
  }
});
