import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type Generated,
  Kysely,
  PostgresDialect,
  type RawBuilder,
  sql,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import pg from 'pg';
import type { FileCipher } from './file-cipher';
import { type AddressKeys, addressKeys, domainHash, mailboxHash, networkHash, onceResolved } from './mailbox';
import { migrateToLatest } from './migrations';
import type { LimitBackend } from './rate-limit';
import type { ViewCount } from './types';

/** The leads' tables as the queries see them (lib/leads/store/migrations.ts creates them). */
export type Tables = {
  submissions: {
    id: string;
    type: string;
    target: string | null;
    created_at: string;
    spam: number;
    data: string;
    email: string | null;
    /** The keyed hash of the canonical mailbox (./mailbox.ts): what caps, rights and unsubscribes match on. */
    mailbox: string | null;
    policy_version: string | null;
    consent: string | null;
    confirmed_at: string | null;
    language: string | null;
    /** A call request's booking as JSON (types.ts: Booking); null for every other form. */
    booking: string | null;
    booking_uid: string | null;
    /** The days a lead of a form made in the web editor is kept (its form's, when it was sent); null otherwise. */
    retention_days: number | null;
  };
  files: {
    submission_id: string;
    name: string;
    content_type: string;
    size: number;
    content: Uint8Array;
    key_id: string | null;
  };
  /** Mailboxes nothing is mailed to unless the person asks again through a form. */
  suppressions: {
    mailbox_hash: string;
    reason: string;
    /** When the suppression (its current reason) was made. */
    created_at: string;
    proof: string | null;
    /** Why: a bounce's SMTP reply with addresses removed. */
    detail: string | null;
    /** A bounce's domain as a keyed hash: the relay breaker counts domains, never addresses. */
    domain: string | null;
  };
  /** Which post went to which mailbox: never purged, so a post is mailed to a mailbox at most once. */
  newsletter_sends: { post: string; mailbox_hash: string; queued_at: string };
  /** Files `npm run leads` wrote, so that an erasure or retention removes them too. */
  exported_files: { submission_id: string; path: string; created_at: string };
  outbox: {
    id: string;
    /** Null for an event about submissions already gone (an erasure, an unsubscribe): its `payload` says it. */
    submission_id: string | null;
    channel: string;
    attempts: Generated<number>;
    next_attempt_at: number;
    locked_until: number | null;
    lease_token: string | null;
    delivered_at: string | null;
    last_error: string | null;
    message: string | null;
    recipient: string | null;
    queued_at: number | null;
    payload: string | null;
    /** How a finished row ended: sent, suppressed, bounced or gave-up. */
    outcome: string | null;
    /**
     * Visitor mail past the site's hourly ceiling: how many mails its client's network had queued that
     * hour. Non-null rows wait unscheduled until an hour has room (./visitor-queue.ts: releaseWaiting).
     */
    wait_rank: number | null;
  };
  /**
   * Leads stored and acknowledged as usual but not yet told to the company: past a notification budget
   * (CONTRACT §23). `channels` are the company's channels to notify on release; `network` the client's /24
   * or /48, for the hourly summary and for discarding a network's; `summarised_at` once a summary named it.
   */
  held_leads: {
    submission_id: string;
    network: string;
    channels: string;
    held_at: string;
    summarised_at: string | null;
  };
  /**
   * Page views a day (CONTRACT §24), by what a page is and where its visitor came from: counts, nothing that tells a
   * person apart. `day` is YYYY-MM-DD (UTC).
   */
  insight_views: ViewCount;
  /** Web Vitals a day, as counts per value bucket (./insights.ts): the 75th percentile is read from them. */
  insight_vitals: { day: string; template: string; device: string; metric: string; bucket: number; count: number };
  /** Proofs of work already spent (one post each), until they expire: by their challenge's signature. */
  spent_proofs: { signature: string; expires_at: number };
  settings: { key: string; value: string };
  /**
   * Counts that deleting a submission cannot reset: visitor mail per mailbox and day, per client
   * network and hour, the site's per hour, requested mail to a suppressed mailbox per day. Keys are
   * keyed hashes; `slot` is a day or hour number since the epoch.
   */
  mail_counts: { scope: string; key: string; slot: number; count: number };
};

export type Dialect = 'sqlite' | 'postgres';

// int8 columns (the millisecond timestamps) come back from pg as strings otherwise.
pg.types.setTypeParser(20, (value) => Number(value));

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SQLite in WAL mode with synchronous=FULL: the library's build defaults WAL to NORMAL, which can
 * lose acknowledged commits on power loss. secure_delete zeroes what a delete frees, so an erased
 * person cannot be read back from the file with `strings`. Checked, not assumed.
 */
export function openSqlite(file: string): Database.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new Database(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 10000');
  database.pragma('secure_delete = ON');
  const synchronous = database.pragma('synchronous', { simple: true });
  if (synchronous !== 2) throw new Error(`SQLite synchronous is ${String(synchronous)}, expected 2 (FULL)`);
  const journal = database.pragma('journal_mode', { simple: true });
  if (file !== ':memory:' && journal !== 'wal')
    throw new Error(`SQLite journal_mode is ${String(journal)}, expected wal`);
  if (database.pragma('secure_delete', { simple: true }) !== 1) throw new Error('SQLite secure_delete is off');
  return database;
}

/**
 * Kysely begins a SQLite transaction with a plain BEGIN, which takes the write lock only at the first write:
 * if another process (the server's outbox, `npm run leads`) wrote since the transaction's first read, SQLite
 * refuses at once with "database is locked" instead of waiting out busy_timeout. Every transaction of the
 * store writes, so each takes the lock up front, and waits for it.
 *
 * SQLite's DDL is transactional, though Kysely's adapter says otherwise: saying so makes the migrator run
 * every pending migration in one transaction, so a process killed mid-migration leaves the file as it was.
 */
class ImmediateTransactions extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createAdapter(): DialectAdapter {
    return new (class extends SqliteAdapter {
      override get supportsTransactionalDdl(): boolean {
        return true;
      }
    })();
  }

  override createDriver(): Driver {
    return new (class extends SqliteDriver {
      override async beginTransaction(connection: DatabaseConnection): Promise<void> {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      }
    })(this.settings);
  }
}

/**
 * How far ahead of the database's clock the store's leases and retries run: always 0 but in tests, which
 * move it instead of sleeping (a lease expires when the test says, not when a busy host gets round to it).
 */
export type StoreClock = { offsetMs: number };

/** One database handle shared by the store's parts, with the clock and the keys they all use. */
export class Handle {
  readonly hashKey: () => Promise<string>;

  constructor(
    readonly db: Kysely<Tables>,
    readonly limitBackend: LimitBackend,
    readonly cipher: FileCipher,
    readonly clock: StoreClock = { offsetMs: 0 },
  ) {
    this.hashKey = onceResolved(() =>
      this.setting('address-hash-key', () => crypto.randomBytes(32).toString('base64url')),
    );
  }

  get dialect(): Dialect {
    return this.limitBackend.kind;
  }

  /** Milliseconds since the epoch by the database's clock: every instance's leases and retries agree. */
  now(offset = 0): RawBuilder<number> {
    const offsetMs = offset + this.clock.offsetMs;
    return this.dialect === 'postgres'
      ? sql<number>`(floor(extract(epoch from clock_timestamp()) * 1000) + ${offsetMs})::bigint`
      : sql<number>`(CAST(unixepoch('subsec') * 1000 AS INTEGER) + ${offsetMs})`;
  }

  /** The database's time as an ISO string, the format of the text timestamps. */
  isoNow(offset = 0): RawBuilder<string> {
    const offsetMs = offset + this.clock.offsetMs;
    return this.dialect === 'postgres'
      ? sql<string>`to_char((clock_timestamp() + ${offsetMs} * interval '1 millisecond') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`${offsetMs / 1000} seconds`})`;
  }

  /**
   * The instant `days` (a column of whole days) before now by the database's clock, or before `asOf`, as
   * the stored ISO text: a row's own cut-off.
   */
  isoBefore(days: RawBuilder<unknown>, asOf?: Date): RawBuilder<string> {
    const offsetMs = this.clock.offsetMs;
    if (this.dialect === 'postgres') {
      const base = asOf
        ? sql`${asOf.toISOString()}::timestamptz`
        : sql`(clock_timestamp() + ${offsetMs} * interval '1 millisecond')`;
      return sql<string>`to_char((${base} - ${days} * interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    }
    const base = asOf ? sql`${asOf.toISOString()}` : sql`'now', ${`${offsetMs / 1000} seconds`}`;
    return sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${base}, '-' || ${days} || ' days')`;
  }

  async mailboxHash(address: string): Promise<string> {
    return mailboxHash(await this.hashKey(), address);
  }

  async addressKeys(address: string): Promise<AddressKeys> {
    return addressKeys(await this.hashKey(), address);
  }

  async networkHash(clientAddress: string): Promise<string> {
    return networkHash(await this.hashKey(), clientAddress);
  }

  async domainHash(address: string): Promise<string> {
    return domainHash(await this.hashKey(), address);
  }

  async spendProof(signature: string, expiresAt: number): Promise<boolean> {
    await this.db.deleteFrom('spent_proofs').where('expires_at', '<', Date.now()).execute();
    const spent = await this.db
      .insertInto('spent_proofs')
      .values({ signature, expires_at: expiresAt })
      .onConflict((conflict) => conflict.column('signature').doNothing())
      .executeTakeFirst();
    return Number(spent.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** A value created once and then shared by every instance, such as a signing key. */
  async setting(key: string, create: () => string): Promise<string> {
    const existing = await this.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    if (existing) return existing.value;
    await this.db
      .insertInto('settings')
      .values({ key, value: create() })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    const stored = await this.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    return stored.value;
  }
}

/**
 * Releases before secure_delete left deleted rows (an erased CV, say) readable in free pages. A file
 * that has free pages and was never vacuumed by this release is rebuilt once, at start-up.
 */
async function vacuumOnce(handle: Handle, database: Database.Database): Promise<void> {
  const done = await handle.db.selectFrom('settings').select('value').where('key', '=', SCRUBBED).executeTakeFirst();
  if (done) return;
  if (Number(database.pragma('freelist_count', { simple: true })) > 0) database.exec('VACUUM');
  await handle.db
    .insertInto('settings')
    .values({ key: SCRUBBED, value: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}

const SCRUBBED = 'sqlite-free-pages-scrubbed';

/**
 * Opens, creates and migrates the database a DATABASE_URL names: `file:PATH` or `postgres://…`.
 * `upTo`: only as far as that migration (tests build an older store with it).
 */
export async function openHandle(url: string, cipher: FileCipher, upTo?: string, clock?: StoreClock): Promise<Handle> {
  let handle: Handle;
  if (url.startsWith('file:')) {
    const database = openSqlite(url.slice('file:'.length));
    handle = new Handle(
      new Kysely<Tables>({ dialect: new ImmediateTransactions({ database }) }),
      { kind: 'sqlite', database },
      cipher,
      clock,
    );
  } else {
    // An unreachable server fails a submission in seconds (the form says so) instead of hanging it.
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      statement_timeout: 15_000,
    });
    // An idle client whose server went away must not take the process with it.
    pool.on('error', (error) => console.error(`database: ${error.message}`));
    handle = new Handle(
      new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) }),
      { kind: 'postgres', pool },
      cipher,
      clock,
    );
  }
  await migrateToLatest(handle.db as unknown as Kysely<unknown>, handle.dialect, upTo);
  if (upTo) return handle;
  if (handle.limitBackend.kind === 'sqlite') await vacuumOnce(handle, handle.limitBackend.database);
  // Loaded before any transaction can ask for it: on SQLite's one connection, a transaction that first
  // loaded it through the pool would wait on itself, and every later post with it (CONTRACT §17a).
  await handle.hashKey();
  return handle;
}
