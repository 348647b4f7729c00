import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  type Generated,
  type InsertObject,
  type Expression,
  type ExpressionBuilder,
  type SqlBool,
  Kysely,
  PostgresDialect,
  type RawBuilder,
  sql,
  SqliteDialect,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations';
import type { LimitBackend } from '@/lib/leads/endpoints/rate-limit';
import { FileCipher } from '@/lib/leads/privacy/file-cipher';
import { VISITOR_MAILS_PER_DAY } from '@/lib/leads/rules/limits';
import type {
  Channel,
  ConsentRecord,
  LeadStore,
  NewSubmission,
  OutboxItem,
  RetentionCounts,
  RetentionPeriods,
  StoredSubmission,
  SubjectData,
  SubjectErasure,
  SubmissionType,
  SubscribeOutcome,
  UploadedFile,
  VisitorMail,
} from './types';

type Tables = {
  submissions: {
    id: string;
    type: string;
    target: string | null;
    created_at: string;
    spam: number;
    data: string;
    email: string | null;
    policy_version: string | null;
    consent: string | null;
    confirmed_at: string | null;
  };
  files: {
    submission_id: string;
    name: string;
    content_type: string;
    size: number;
    content: Uint8Array;
    key_id: string | null;
  };
  unsubscribed: { address_hash: string; created_at: string };
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
    message: string | null;
    recipient: string | null;
    queued_at: number | null;
  };
  settings: { key: string; value: string };
};

/** The lower-case address a submission is about, or null where it names none. */
function addressOf(data: Record<string, unknown>): string | null {
  return typeof data.email === 'string' && data.email.trim() !== '' ? data.email.trim().toLowerCase() : null;
}

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
    email: row.email,
    consent: row.policy_version ? { policyVersion: row.policy_version, wording: row.consent ?? '' } : null,
    confirmedAt: row.confirmed_at,
  };
}

type FileColumns = { name: string | null; content_type: string | null; size: number | null };

function withFile(row: Tables['submissions'] & FileColumns): StoredSubmission {
  return toSubmission(row, row.name ? { name: row.name, content_type: row.content_type!, size: row.size! } : undefined);
}

const DAY_MS = 24 * 60 * 60 * 1000;

class KyselyLeadStore implements LeadStore {
  readonly dialect: 'sqlite' | 'postgres';
  private hashKey: Promise<string> | undefined;

  constructor(
    private readonly db: Kysely<Tables>,
    readonly limitBackend: LimitBackend,
    private readonly cipher: FileCipher,
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

  async addressHash(email: string): Promise<string> {
    this.hashKey ??= this.getOrCreateSetting('address-hash-key', () => crypto.randomBytes(32).toString('base64url'));
    const key = await this.hashKey;
    return crypto.createHmac('sha256', key).update(email.trim().toLowerCase()).digest('base64url');
  }

  private consentColumns(consent: ConsentRecord | undefined) {
    return { policy_version: consent?.policyVersion ?? null, consent: consent?.wording ?? null };
  }

  private outboxRow(
    id: string,
    submissionId: string,
    channel: Channel,
    extra: Partial<Pick<Tables['outbox'], 'message' | 'recipient'>> = {},
  ): InsertObject<Tables, 'outbox'> {
    return {
      id,
      submission_id: submissionId,
      channel,
      next_attempt_at: this.now(),
      locked_until: null,
      lease_token: null,
      delivered_at: null,
      last_error: null,
      message: null,
      recipient: null,
      queued_at: this.now(),
      ...extra,
    };
  }

  /**
   * Queues a mail to a visitor unless that address has had its share in the last 24 hours. Runs inside
   * the caller's transaction; on Postgres a lock per address keeps parallel posts from all passing.
   */
  private async queueVisitorMail(trx: Transaction<Tables>, submissionId: string, recipient: string, message: string) {
    if (this.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtext(${recipient}))`.execute(trx);
    const sent = await trx
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('recipient', '=', recipient)
      .where('queued_at', '>', this.now(-DAY_MS))
      .executeTakeFirst();
    if (Number(sent?.count ?? 0) >= VISITOR_MAILS_PER_DAY) return false;
    await trx
      .insertInto('outbox')
      .values(
        this.outboxRow(
          `${submissionId}:visitor:${message}:${crypto.randomUUID().slice(0, 8)}`,
          submissionId,
          'visitor',
          {
            message,
            recipient,
          },
        ),
      )
      .execute();
    return true;
  }

  async insertSubmission(
    submission: NewSubmission,
    channels: readonly Channel[],
    visitorMail?: VisitorMail,
  ): Promise<StoredSubmission> {
    const row: Tables['submissions'] = {
      id: crypto.randomUUID(),
      type: submission.type,
      target: submission.target ?? null,
      created_at: new Date().toISOString(),
      spam: submission.spam ? 1 : 0,
      data: JSON.stringify(submission.data),
      email: addressOf(submission.data),
      ...this.consentColumns(submission.consent),
      confirmed_at: null,
    };
    const recipient = visitorMail && row.email && !submission.spam ? await this.addressHash(row.email) : undefined;
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('submissions').values(row).execute();
      if (submission.file) {
        const sealed = this.cipher.seal(submission.file.content);
        await trx
          .insertInto('files')
          .values({
            submission_id: row.id,
            name: submission.file.name,
            content_type: submission.file.contentType,
            size: submission.file.content.byteLength,
            content: Buffer.from(sealed.content),
            key_id: sealed.keyId,
          })
          .execute();
      }
      for (const channel of channels) {
        await trx
          .insertInto('outbox')
          .values(this.outboxRow(`${row.id}:${channel}`, row.id, channel))
          .execute();
      }
      if (visitorMail && recipient) await this.queueVisitorMail(trx, row.id, recipient, visitorMail.message);
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

  async subscribe(
    email: string,
    data: Record<string, unknown>,
    consent: ConsentRecord,
    mail: VisitorMail,
  ): Promise<SubscribeOutcome> {
    const address = email.trim().toLowerCase();
    const recipient = await this.addressHash(address);
    return this.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('submissions')
        .select(['id', 'confirmed_at'])
        .where('type', '=', 'newsletter')
        .where('email', '=', address)
        .executeTakeFirst();
      if (existing?.confirmed_at) return { id: existing.id, state: 'confirmed' as const, mailQueued: false };
      const fields = {
        data: JSON.stringify(data),
        created_at: new Date().toISOString(),
        ...this.consentColumns(consent),
      };
      let id = existing?.id;
      if (id) {
        // Signing up again while pending starts the seven days again, with the consent given now.
        await trx.updateTable('submissions').set(fields).where('id', '=', id).execute();
      } else {
        id = crypto.randomUUID();
        const inserted = await trx
          .insertInto('submissions')
          .values({ id, type: 'newsletter', target: null, spam: 0, email: address, confirmed_at: null, ...fields })
          // The partial index's own condition, as a literal: SQLite matches the conflict target by its text.
          .onConflict((conflict) =>
            conflict.column('email').where(sql.ref('type'), '=', sql.lit('newsletter')).doNothing(),
          )
          .returning('id')
          .execute();
        // Another request for the same address won the race: it sends the link.
        if (inserted.length === 0) return { id, state: 'pending' as const, mailQueued: false };
      }
      const mailQueued = await this.queueVisitorMail(trx, id, recipient, mail.message);
      return { id, state: existing ? ('pending' as const) : ('new' as const), mailQueued };
    });
  }

  async confirmSubscription(id: string, channels: readonly Channel[]): Promise<'confirmed' | 'already' | 'unknown'> {
    const found = await this.db
      .selectFrom('submissions')
      .select(['email', 'confirmed_at'])
      .where('id', '=', id)
      .where('type', '=', 'newsletter')
      .executeTakeFirst();
    if (!found?.email) return 'unknown';
    if (found.confirmed_at) return 'already';
    const hash = await this.addressHash(found.email);
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('submissions')
        .set({ confirmed_at: this.isoNow() })
        .where('id', '=', id)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return 'already';
      for (const channel of channels) {
        await trx
          .insertInto('outbox')
          .values(this.outboxRow(`${id}:${channel}`, id, channel))
          .execute();
      }
      // Subscribing again lifts an earlier unsubscribe.
      await trx.deleteFrom('unsubscribed').where('address_hash', '=', hash).execute();
      return 'confirmed';
    });
  }

  async unsubscribe(submissionId: string): Promise<boolean> {
    const found = await this.db
      .selectFrom('submissions')
      .select('email')
      .where('id', '=', submissionId)
      .where('type', 'in', ['newsletter', 'checklist'])
      .executeTakeFirst();
    if (!found?.email) return false;
    const hash = await this.addressHash(found.email);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('submissions')
        .where('email', '=', found.email)
        .where('type', 'in', ['newsletter', 'checklist'])
        .execute();
      await trx
        .insertInto('unsubscribed')
        .values({ address_hash: hash, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column('address_hash').doNothing())
        .execute();
    });
    return true;
  }

  async queueNewsletter(post: string, afterId: string, limit: number) {
    const rows = await this.db
      .selectFrom('submissions')
      .select(['id', 'email'])
      .where('type', '=', 'newsletter')
      .where('confirmed_at', 'is not', null)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
    if (rows.length === 0) return { lastId: undefined, considered: 0, queued: 0 };
    const hashes = new Map<string, string>();
    for (const row of rows) if (row.email) hashes.set(row.id, await this.addressHash(row.email));
    const suppressed = new Set(
      (
        await this.db
          .selectFrom('unsubscribed')
          .select('address_hash')
          .where('address_hash', 'in', [...hashes.values()])
          .execute()
      ).map((row) => row.address_hash),
    );
    const values = rows
      .filter((row) => hashes.has(row.id) && !suppressed.has(hashes.get(row.id)!))
      .map((row) => this.outboxRow(`${row.id}:post:${post}`, row.id, 'visitor', { message: `post:${post}` }));
    // The row's id is the subscriber and the post: a rerun inserts only what is missing.
    const inserted =
      values.length === 0
        ? []
        : await this.db
            .insertInto('outbox')
            .values(values)
            .onConflict((conflict) => conflict.column('id').doNothing())
            .returning('id')
            .execute();
    return { lastId: rows.at(-1)!.id, considered: rows.length, queued: inserted.length };
  }

  async countSubscribers() {
    const rows = await this.db
      .selectFrom('submissions')
      .select((eb) => [eb.fn.count<number>('confirmed_at').as('confirmed'), eb.fn.countAll<number>().as('all')])
      .where('type', '=', 'newsletter')
      .executeTakeFirst();
    const confirmed = Number(rows?.confirmed ?? 0);
    return { confirmed, pending: Number(rows?.all ?? 0) - confirmed };
  }

  /** Each retention rule as a filter on submissions, with its cut-off from `asOf` or the database's clock. */
  private retentionRules(periods: RetentionPeriods, asOf?: Date) {
    const cutoff = (days: number) =>
      asOf ? sql<string>`${new Date(asOf.getTime() - days * DAY_MS).toISOString()}` : this.isoNow(-days * DAY_MS);
    return (Object.keys(periods) as (keyof RetentionPeriods)[]).map((kind) => ({
      kind,
      where: (eb: ExpressionBuilder<Tables, 'submissions'>): Expression<SqlBool> =>
        kind === 'unconfirmed'
          ? eb.and([
              eb('type', '=', 'newsletter'),
              eb('confirmed_at', 'is', null),
              eb('created_at', '<', cutoff(periods[kind])),
            ])
          : eb.and([eb('type', '=', kind), eb('created_at', '<', cutoff(periods[kind]))]),
    }));
  }

  async countExpired(periods: RetentionPeriods, asOf?: Date): Promise<RetentionCounts> {
    const counts = {} as RetentionCounts;
    for (const rule of this.retentionRules(periods, asOf)) {
      const row = await this.db
        .selectFrom('submissions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(rule.where)
        .executeTakeFirst();
      counts[rule.kind] = Number(row?.count ?? 0);
    }
    return counts;
  }

  async deleteExpired(periods: RetentionPeriods): Promise<RetentionCounts> {
    const counts = {} as RetentionCounts;
    // Files, notifications and the consent record go with their submission (ON DELETE CASCADE).
    for (const rule of this.retentionRules(periods)) {
      const result = await this.db.deleteFrom('submissions').where(rule.where).executeTakeFirst();
      counts[rule.kind] = Number(result.numDeletedRows);
    }
    return counts;
  }

  async findSubject(email: string): Promise<SubjectData> {
    const address = email.trim().toLowerCase();
    const rows = await this.submissionsQuery()
      .where('submissions.email', '=', address)
      .orderBy('submissions.created_at')
      .execute();
    const ids = rows.map((row) => row.id);
    const pending =
      ids.length === 0
        ? []
        : await this.db
            .selectFrom('outbox')
            .select(['id', 'submission_id', 'channel', 'message', 'attempts', 'last_error'])
            .where('submission_id', 'in', ids)
            .where('delivered_at', 'is', null)
            .orderBy('id')
            .execute();
    const unsubscribed = await this.db
      .selectFrom('unsubscribed')
      .select('created_at')
      .where('address_hash', '=', await this.addressHash(address))
      .executeTakeFirst();
    return {
      submissions: rows.map(withFile),
      pendingNotifications: pending.map((row) => ({
        id: row.id,
        submissionId: row.submission_id,
        channel: row.channel as Channel,
        message: row.message,
        attempts: Number(row.attempts),
        lastError: row.last_error,
      })),
      unsubscribed: unsubscribed ? { at: unsubscribed.created_at } : null,
    };
  }

  async eraseSubject(email: string): Promise<SubjectErasure> {
    const address = email.trim().toLowerCase();
    const hash = await this.addressHash(address);
    return this.db.transaction().execute(async (trx) => {
      const ids = (await trx.selectFrom('submissions').select('id').where('email', '=', address).execute()).map(
        (row) => row.id,
      );
      const count = async (table: 'files' | 'outbox') => {
        if (ids.length === 0) return 0;
        const row = await trx
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('submission_id', 'in', ids)
          .executeTakeFirst();
        return Number(row?.count ?? 0);
      };
      const files = await count('files');
      const notifications = await count('outbox');
      if (ids.length > 0) await trx.deleteFrom('submissions').where('id', 'in', ids).execute();
      const unsubscribed = await trx.deleteFrom('unsubscribed').where('address_hash', '=', hash).executeTakeFirst();
      return { submissions: ids.length, files, notifications, unsubscribed: Number(unsubscribed.numDeletedRows) };
    });
  }

  async reencryptFiles(): Promise<number> {
    const target = this.cipher.currentKeyId ?? null;
    const stale = await this.db
      .selectFrom('files')
      .select(['submission_id', 'key_id'])
      .where((eb) =>
        target ? eb.or([eb('key_id', 'is', null), eb('key_id', '!=', target)]) : eb('key_id', 'is not', null),
      )
      .execute();
    for (const { submission_id: id } of stale) {
      // One file at a time, each in its own transaction: a CV is at most 5 MB, a stop loses nothing.
      await this.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('files')
          .select(['content', 'key_id'])
          .where('submission_id', '=', id)
          .executeTakeFirstOrThrow();
        const sealed = this.cipher.seal(this.cipher.open({ keyId: row.key_id, content: new Uint8Array(row.content) }));
        await trx
          .updateTable('files')
          .set({ content: Buffer.from(sealed.content), key_id: sealed.keyId })
          .where('submission_id', '=', id)
          .execute();
      });
    }
    return stale.length;
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
        'submissions.email',
        'submissions.policy_version',
        'submissions.consent',
        'submissions.confirmed_at',
        'files.name',
        'files.content_type',
        'files.size',
      ]);
  }

  async getSubmission(id: string): Promise<StoredSubmission | undefined> {
    const row = await this.submissionsQuery().where('submissions.id', '=', id).executeTakeFirst();
    return row && withFile(row);
  }

  async listSubmissions(filter: { type?: SubmissionType } = {}): Promise<StoredSubmission[]> {
    let query = this.submissionsQuery().orderBy('submissions.created_at').orderBy('submissions.id');
    if (filter.type) query = query.where('submissions.type', '=', filter.type);
    return (await query.execute()).map(withFile);
  }

  async getFile(submissionId: string): Promise<UploadedFile | undefined> {
    const row = await this.db
      .selectFrom('files')
      .selectAll()
      .where('submission_id', '=', submissionId)
      .executeTakeFirst();
    if (!row) return undefined;
    const content = this.cipher.open({ keyId: row.key_id, content: new Uint8Array(row.content) });
    return { name: row.name, contentType: row.content_type, content };
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
      .returning(['id', 'submission_id', 'channel', 'attempts', 'message'])
      .execute();
    return rows.map((row) => ({
      id: row.id,
      submissionId: row.submission_id,
      channel: row.channel as Channel,
      attempts: Number(row.attempts),
      message: row.message,
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

/**
 * Opens (and creates and migrates) the store named by a DATABASE_URL: `file:PATH` or `postgres://…`.
 * `cipher` seals stored files (CVs); without one they are kept as they came.
 */
export async function openLeadStore(url: string, cipher = new FileCipher(undefined)): Promise<LeadStore> {
  let store: KyselyLeadStore;
  if (url.startsWith('file:')) {
    const database = openSqlite(url.slice('file:'.length));
    store = new KyselyLeadStore(
      new Kysely<Tables>({ dialect: new SqliteDialect({ database }) }),
      { kind: 'sqlite', database },
      cipher,
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
    store = new KyselyLeadStore(
      new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) }),
      { kind: 'postgres', pool },
      cipher,
    );
  }
  await store.migrate();
  return store;
}
