import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, testPostgresUrl } from '@/tests/support/postgres';
import { openHandle } from './database';
import { FileCipher } from './file-cipher';
import { openLeadStore } from './store';

// A process killed in the middle of a migration leaves the store as it was before it or after it, and
// the next start goes on (CONTRACT §17a). Each database is built at an older schema with enough rows that
// the later migrations take a while, migrated by a process of its own, and killed early, midway and late.

const OLD_SCHEMA = '2026-11-24-001-visitors-data';
/** Enough rows that the later migrations take a second or so on each database. */
let ROWS = 20_000;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-kill-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A store at the older schema holding ROWS submissions, each with a visitor mail in the outbox. */
async function oldStore(url: string): Promise<void> {
  const handle = await openHandle(url, new FileCipher(undefined), OLD_SCHEMA);
  const postgres = handle.dialect === 'postgres';
  const numbers = postgres
    ? sql`SELECT i FROM generate_series(1, ${ROWS}) AS i`
    : sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS}) SELECT i FROM n`;
  await sql`INSERT INTO submissions (id, type, created_at, spam, data, email)
    SELECT 'lead-' || i, 'contact', '2026-11-20T10:00:00.000Z', 0,
      '{"email":"person' || i || '@example.com","name":"Person"}', 'person' || i || '@example.com'
    FROM (${numbers}) AS numbers`.execute(handle.db);
  await sql`INSERT INTO outbox (id, submission_id, channel, attempts, next_attempt_at, message, recipient, queued_at)
    SELECT 'lead-' || i || ':visitor', 'lead-' || i, 'visitor', 0, 0, 'received', 'hash-' || i, 0
    FROM (${numbers}) AS numbers`.execute(handle.db);
  await handle.db.destroy();
}

function migrateInChild(url: string): { child: ChildProcess; started: Promise<void>; ended: Promise<string> } {
  const child = spawn(
    process.execPath,
    [
      path.resolve('node_modules/tsx/dist/cli.mjs'),
      '--conditions=react-server',
      path.resolve('tests/support/migrate-store.ts'),
      url,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('migrating')) markStarted();
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<string>((resolve) => child.on('exit', () => resolve(output)));
  return { child, started, ended };
}

/** Every migration done, every row kept and hashed: the store a killed migration must still lead to. */
async function expectWholeStore(url: string): Promise<void> {
  const store = await openLeadStore(url);
  try {
    const handle = await openHandle(url, new FileCipher(undefined));
    const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
      Number((await query.execute(handle.db)).rows[0]?.n);
    expect(await count(sql<{ n: number }>`SELECT count(*) AS n FROM submissions`)).toBe(ROWS);
    expect(await count(sql<{ n: number }>`SELECT count(*) AS n FROM submissions WHERE mailbox IS NULL`)).toBe(0);
    expect(await count(sql<{ n: number }>`SELECT count(*) AS n FROM outbox`)).toBe(ROWS);
    await handle.db.destroy();
    // And it takes a post as usual.
    const stored = await store.insertSubmission(
      { type: 'contact', data: { name: 'After', email: 'after@example.com', message: 'Still here' } },
      [],
    );
    expect((await store.getSubmission(stored.id))?.data.name).toBe('After');
  } finally {
    await store.close();
  }
}

async function killMidMigration(fresh: () => Promise<string>): Promise<void> {
  // How long a whole migration takes here, then kills spread over that time.
  const timed = await fresh();
  await oldStore(timed);
  const whole = migrateInChild(timed);
  await whole.started;
  const started = Date.now();
  expect(await whole.ended).toContain('migrated');
  const duration = Math.max(Date.now() - started, 200);
  for (const fraction of [0.2, 0.5, 0.85]) {
    const url = await fresh();
    await oldStore(url);
    const run = migrateInChild(url);
    await run.started;
    await new Promise((resolve) => setTimeout(resolve, duration * fraction));
    run.child.kill('SIGKILL');
    await run.ended;
    await expectWholeStore(url);
  }
}

describe('a migration killed at any point', () => {
  it('leaves a SQLite store that starts and keeps every row', { timeout: 180_000 }, async () => {
    let n = 0;
    await killMidMigration(async () => `file:${path.join(folder, `store-${(n += 1)}.db`)}`);
  });

  it.runIf(testPostgresUrl)(
    'leaves a Postgres store that starts and keeps every row',
    { timeout: 180_000 },
    async () => {
      // Postgres rewrites each row's hash in a statement of its own: fewer rows take as long.
      ROWS = 3_000;
      await killMidMigration(() => freshPostgresDatabase('leads_migrate_kill'));
    },
  );
});
