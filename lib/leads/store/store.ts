import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type Generated, Kysely, PostgresDialect, type RawBuilder, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations';
import type { LimitBackend } from '@/lib/leads/endpoints/rate-limit';
import type {
  Channel,
  LeadStore,
  NewSubmission,
  OutboxItem,
  StoredSubmission,
  SubmissionType,
  UploadedFile,
} from './types';

type Tables = {
  submissions: { id: string; type: string; target: string | null; created_at: string; spam: number; data: string };
  files: { submission_id: string; name: string; content_type: string; size: number; content: Uint8Array };
  outbox: {
    id: string;
    submission_id: string;
    channel: string;
    attempts: Generated<number>;
    next_attempt_at: number;
    locked_until: number | null;
    lease_token: string | null;
    delivered_at: string | null;
    last_error: string | null;
  };
  settings: { key: string; value: string };
};

// int8 columns (the millisecond timestamps) come back from pg as strings otherwise.
pg.types.setTypeParser(20, (value) => Number(value));

/**
 * SQLite in WAL mode with synchronous=FULL: the library's build defaults WAL to NORMAL, which can
 * lose acknowledged commits on power loss. Checked, not assumed.
 */
export function openSqlite(file: string): Database.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new Database(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 10000');
  const synchronous = database.pragma('synchronous', { simple: true });
  if (synchronous !== 2) throw new Error(`SQLite synchronous is ${String(synchronous)}, expected 2 (FULL)`);
  const journal = database.pragma('journal_mode', { simple: true });
  if (file !== ':memory:' && journal !== 'wal')
    throw new Error(`SQLite journal_mode is ${String(journal)}, expected wal`);
  return database;
}

function toSubmission(
  row: Tables['submissions'],
  file?: Pick<Tables['files'], 'name' | 'content_type' | 'size'>,
): StoredSubmission {
  return {
    id: row.id,
    type: row.type as SubmissionType,
    target: row.target,
    createdAt: row.created_at,
    spam: Boolean(row.spam),
    data: JSON.parse(row.data) as Record<string, unknown>,
    file: file ? { name: file.name, contentType: file.content_type, size: Number(file.size) } : null,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

class KyselyLeadStore implements LeadStore {
  readonly dialect: 'sqlite' | 'postgres';

  constructor(
    private readonly db: Kysely<Tables>,
    readonly limitBackend: LimitBackend,
  ) {
    this.dialect = limitBackend.kind;
  }

  /** Milliseconds since the epoch by the database's clock: every instance's leases and retries agree. */
  private now(offsetMs = 0): RawBuilder<number> {
    return this.dialect === 'postgres'
      ? sql<number>`(floor(extract(epoch from clock_timestamp()) * 1000) + ${offsetMs})::bigint`
      : sql<number>`(CAST(unixepoch('subsec') * 1000 AS INTEGER) + ${offsetMs})`;
  }

  /** The database's time as an ISO string, the format of the text timestamps. */
  private isoNow(offsetMs = 0): RawBuilder<string> {
    return this.dialect === 'postgres'
      ? sql<string>`to_char((clock_timestamp() + ${offsetMs} * interval '1 millisecond') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`${offsetMs / 1000} seconds`})`;
  }

  async insertSubmission(submission: NewSubmission, channels: readonly Channel[]): Promise<StoredSubmission> {
    const row: Tables['submissions'] = {
      id: crypto.randomUUID(),
      type: submission.type,
      target: submission.target ?? null,
      created_at: new Date().toISOString(),
      spam: submission.spam ? 1 : 0,
      data: JSON.stringify(submission.data),
    };
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('submissions').values(row).execute();
      if (submission.file) {
        await trx
          .insertInto('files')
          .values({
            submission_id: row.id,
            name: submission.file.name,
            content_type: submission.file.contentType,
            size: submission.file.content.byteLength,
            content: Buffer.from(submission.file.content),
          })
          .execute();
      }
      for (const channel of channels) {
        await trx
          .insertInto('outbox')
          .values({
            id: `${row.id}:${channel}`,
            submission_id: row.id,
            channel,
            next_attempt_at: this.now(),
            locked_until: null,
            lease_token: null,
            delivered_at: null,
            last_error: null,
          })
          .execute();
      }
    });
    return toSubmission(
      row,
      submission.file && {
        name: submission.file.name,
        content_type: submission.file.contentType,
        size: submission.file.content.byteLength,
      },
    );
  }

  private submissionsQuery() {
    return this.db
      .selectFrom('submissions')
      .leftJoin('files', 'files.submission_id', 'submissions.id')
      .select([
        'submissions.id',
        'submissions.type',
        'submissions.target',
        'submissions.created_at',
        'submissions.spam',
        'submissions.data',
        'files.name',
        'files.content_type',
        'files.size',
      ]);
  }

  async getSubmission(id: string): Promise<StoredSubmission | undefined> {
    const row = await this.submissionsQuery().where('submissions.id', '=', id).executeTakeFirst();
    return (
      row &&
      toSubmission(row, row.name ? { name: row.name, content_type: row.content_type!, size: row.size! } : undefined)
    );
  }

  async listSubmissions(filter: { type?: SubmissionType } = {}): Promise<StoredSubmission[]> {
    let query = this.submissionsQuery().orderBy('submissions.created_at').orderBy('submissions.id');
    if (filter.type) query = query.where('submissions.type', '=', filter.type);
    const rows = await query.execute();
    return rows.map((row) =>
      toSubmission(row, row.name ? { name: row.name, content_type: row.content_type!, size: row.size! } : undefined),
    );
  }

  async getFile(submissionId: string): Promise<UploadedFile | undefined> {
    const row = await this.db
      .selectFrom('files')
      .selectAll()
      .where('submission_id', '=', submissionId)
      .executeTakeFirst();
    return row && { name: row.name, contentType: row.content_type, content: new Uint8Array(row.content) };
  }

  async claimDue(limit: number, leaseMs: number): Promise<OutboxItem[]> {
    const lease = crypto.randomUUID();
    let due = this.db
      .selectFrom('outbox')
      .select('id')
      .where('delivered_at', 'is', null)
      .where('next_attempt_at', '<=', this.now())
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', this.now())]))
      .orderBy('next_attempt_at')
      .limit(limit);
    // Several instances on one Postgres: each takes rows the others have not locked.
    if (this.dialect === 'postgres') due = due.forUpdate().skipLocked();
    // One statement, so the choice and the lease are atomic on both databases.
    const rows = await this.db
      .updateTable('outbox')
      .set({ locked_until: this.now(leaseMs), lease_token: lease })
      .where('id', 'in', due)
      .returning(['id', 'submission_id', 'channel', 'attempts'])
      .execute();
    return rows.map((row) => ({
      id: row.id,
      submissionId: row.submission_id,
      channel: row.channel as Channel,
      attempts: Number(row.attempts),
      lease,
    }));
  }

  /** Only the holder of a live lease may change a row: a worker whose lease ran out learns it here. */
  private leased(item: Pick<OutboxItem, 'id' | 'lease'>) {
    return this.db
      .updateTable('outbox')
      .where('id', '=', item.id)
      .where('lease_token', '=', item.lease)
      .where('delivered_at', 'is', null);
  }

  async extendLease(item: OutboxItem, leaseMs: number): Promise<boolean> {
    const result = await this.leased(item)
      .set({ locked_until: this.now(leaseMs) })
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async markDelivered(item: OutboxItem): Promise<boolean> {
    const result = await this.leased(item)
      .set((eb) => ({
        delivered_at: this.isoNow(),
        locked_until: null,
        lease_token: null,
        last_error: null,
        attempts: eb('attempts', '+', 1),
      }))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async markFailed(item: OutboxItem, error: string, retryInMs: number): Promise<boolean> {
    const result = await this.leased(item)
      .set((eb) => ({
        next_attempt_at: this.now(retryInMs),
        locked_until: null,
        lease_token: null,
        last_error: error.slice(0, 1000),
        attempts: eb('attempts', '+', 1),
      }))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async releaseLease(item: OutboxItem): Promise<void> {
    await this.leased(item).set({ locked_until: null, lease_token: null }).execute();
  }

  async purgeDelivered(olderThanDays: number): Promise<number> {
    const result = await this.db
      .deleteFrom('outbox')
      .where('delivered_at', 'is not', null)
      .where('delivered_at', '<', this.isoNow(-olderThanDays * DAY_MS))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async countPending(): Promise<number> {
    const row = await this.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('delivered_at', 'is', null)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  async getOrCreateSetting(key: string, create: () => string): Promise<string> {
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

  async migrate(): Promise<void> {
    await migrateToLatest(this.db as unknown as Kysely<unknown>, this.dialect);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}

/** Opens (and creates and migrates) the store named by a DATABASE_URL: `file:PATH` or `postgres://…`. */
export async function openLeadStore(url: string): Promise<LeadStore> {
  let store: KyselyLeadStore;
  if (url.startsWith('file:')) {
    const database = openSqlite(url.slice('file:'.length));
    store = new KyselyLeadStore(new Kysely<Tables>({ dialect: new SqliteDialect({ database }) }), {
      kind: 'sqlite',
      database,
    });
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
    store = new KyselyLeadStore(new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) }), {
      kind: 'postgres',
      pool,
    });
  }
  await store.migrate();
  return store;
}
