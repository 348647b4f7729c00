import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type Generated, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations';
import type { Channel, LeadStore, NewSubmission, OutboxItem, StoredSubmission, SubmissionType, UploadedFile } from './types';

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
  if (file !== ':memory:' && journal !== 'wal') throw new Error(`SQLite journal_mode is ${String(journal)}, expected wal`);
  return database;
}

function toSubmission(row: Tables['submissions'], file?: Pick<Tables['files'], 'name' | 'content_type' | 'size'>): StoredSubmission {
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

class KyselyLeadStore implements LeadStore {
  constructor(
    private readonly db: Kysely<Tables>,
    readonly dialect: 'sqlite' | 'postgres',
  ) {}

  async insertSubmission(submission: NewSubmission, channels: readonly Channel[]): Promise<StoredSubmission> {
    const row: Tables['submissions'] = {
      id: crypto.randomUUID(),
      type: submission.type,
      target: submission.target ?? null,
      created_at: new Date().toISOString(),
      spam: submission.spam ? 1 : 0,
      data: JSON.stringify(submission.data),
    };
    const now = Date.now();
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
          .values({ id: `${row.id}:${channel}`, submission_id: row.id, channel, next_attempt_at: now, locked_until: null, delivered_at: null, last_error: null })
          .execute();
      }
    });
    return toSubmission(row, submission.file && { name: submission.file.name, content_type: submission.file.contentType, size: submission.file.content.byteLength });
  }

  private submissionsQuery() {
    return this.db
      .selectFrom('submissions')
      .leftJoin('files', 'files.submission_id', 'submissions.id')
      .select(['submissions.id', 'submissions.type', 'submissions.target', 'submissions.created_at', 'submissions.spam', 'submissions.data', 'files.name', 'files.content_type', 'files.size']);
  }

  async getSubmission(id: string): Promise<StoredSubmission | undefined> {
    const row = await this.submissionsQuery().where('submissions.id', '=', id).executeTakeFirst();
    return row && toSubmission(row, row.name ? { name: row.name, content_type: row.content_type!, size: row.size! } : undefined);
  }

  async listSubmissions(filter: { type?: SubmissionType } = {}): Promise<StoredSubmission[]> {
    let query = this.submissionsQuery().orderBy('submissions.created_at').orderBy('submissions.id');
    if (filter.type) query = query.where('submissions.type', '=', filter.type);
    const rows = await query.execute();
    return rows.map((row) => toSubmission(row, row.name ? { name: row.name, content_type: row.content_type!, size: row.size! } : undefined));
  }

  async getFile(submissionId: string): Promise<UploadedFile | undefined> {
    const row = await this.db.selectFrom('files').selectAll().where('submission_id', '=', submissionId).executeTakeFirst();
    return row && { name: row.name, contentType: row.content_type, content: new Uint8Array(row.content) };
  }

  async claimDue(now: number, limit: number, leaseMs: number): Promise<OutboxItem[]> {
    return this.db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom('outbox')
        .select(['id', 'submission_id', 'channel', 'attempts'])
        .where('delivered_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('next_attempt_at')
        .limit(limit);
      // Several server instances on one Postgres: each takes rows the others have not locked.
      if (this.dialect === 'postgres') due = due.forUpdate().skipLocked();
      const rows = await due.execute();
      if (rows.length === 0) return [];
      await trx
        .updateTable('outbox')
        .set({ locked_until: now + leaseMs })
        .where('id', 'in', rows.map((row) => row.id))
        .execute();
      return rows.map((row) => ({ id: row.id, submissionId: row.submission_id, channel: row.channel as Channel, attempts: Number(row.attempts) }));
    });
  }

  async markDelivered(id: string, now: number): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set((eb) => ({ delivered_at: new Date(now).toISOString(), locked_until: null, last_error: null, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async markFailed(id: string, error: string, nextAttemptAt: number): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set((eb) => ({ next_attempt_at: nextAttemptAt, locked_until: null, last_error: error.slice(0, 1000), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async countPending(): Promise<number> {
    const row = await this.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('count')).where('delivered_at', 'is', null).executeTakeFirst();
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
    const stored = await this.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
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
    store = new KyselyLeadStore(new Kysely<Tables>({ dialect: new SqliteDialect({ database }) }), 'sqlite');
  } else {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    store = new KyselyLeadStore(new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) }), 'postgres');
  }
  await store.migrate();
  return store;
}
