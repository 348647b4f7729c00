import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { sqliteRows } from '@/tests/support/sqlite-rows';
import { startSmtpSink } from '@/tests/support/smtp-sink';
import { type Instance, signal, startInstance } from './instance';
import { integrations } from './servers';
import { UNLIMITED_NOTICES } from '@/tests/support/notices';

/**
 * A `next start` of the default build with a real SMTP server and the webhook receiver, for one test file
 * (its beforeAll starts it, its afterAll stops it and removes its database): what visitors are sent and
 * what is stored about them.
 */
export function visitorServer(port: number, name: string) {
  const database = `data/e2e-${name}-${process.pid}.db`;
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  let server: Instance | undefined;

  test.beforeAll(async () => {
    fs.rmSync(database, { force: true });
    sink = await startSmtpSink();
    server = await startInstance(port, {
      DATABASE_URL: `file:${database}`,
      SMTP_URL: sink.url,
      LEADS_WEBHOOK_URL: integrations.webhook,
      ...UNLIMITED_NOTICES,
    });
  });
  test.afterAll(async () => {
    if (server) {
      signal(server, 'SIGTERM');
      await server.exited;
    }
    await sink?.close();
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${database}${suffix}`, { force: true });
  });

  const rows = <T>(statement: string, ...params: unknown[]) => sqliteRows<T>(database, statement, ...params);

  return {
    port,
    database,
    get server(): Instance {
      if (!server) throw new Error('the visitor server starts in beforeAll');
      return server;
    },
    get sink() {
      if (!sink) throw new Error('the SMTP sink starts in beforeAll');
      return sink;
    },
    rows,
    /** Until the server has sent (or given up) every mail it queued: what was not sent by then never will be. */
    async mailSent() {
      await expect
        .poll(
          () =>
            rows<{ n: number }>(
              "SELECT count(*) AS n FROM outbox WHERE delivered_at IS NULL AND channel IN ('email', 'visitor')",
            )[0]!.n,
          { timeout: 20_000 },
        )
        .toBe(0);
    },
    /** The mails the sink accepted for one address, parsed as a mail client reads them. */
    async mailsTo(address: string, count: number) {
      const accepted = () => this.sink.accepted.filter((mail) => mail.to.includes(address));
      await expect.poll(() => accepted().length, { timeout: 20_000 }).toBe(count);
      return Promise.all(accepted().map((mail) => mail.parsed()));
    },
  };
}

/** A link from a mail, on the server under test (mails name the build's site URL). */
export function onServer(link: string, base: string): string {
  const url = new URL(link);
  return `${base}${url.pathname}${url.search}`;
}

/** The link to `pathname` with its token in a mail's text. */
export const linkIn = (text: string, pathname: string) =>
  new RegExp(`https?://[^\\s]+${pathname.replace('/', '\\/')}\\?token=[\\w.-]+`).exec(text)?.[0];
