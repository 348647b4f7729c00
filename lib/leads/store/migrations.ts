import 'server-only';
import crypto from 'node:crypto';
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { mailboxHash } from './mailbox';
import { RATE_LIMIT_TABLE } from './rate-limit';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The columns that hold a person (or a keyed hash of one), with their types: kept out of the statistics. */
const PERSONAL_COLUMNS: Record<string, Record<string, string>> = {
  submissions: {
    target: 'text',
    data: 'text',
    email: 'text',
    mailbox: 'text',
    consent: 'text',
    booking: 'text',
    booking_uid: 'text',
  },
  files: { name: 'text', content: 'bytea' },
  exported_files: { path: 'text' },
  outbox: { recipient: 'text', payload: 'text', last_error: 'text' },
  suppressions: { mailbox_hash: 'text', proof: 'text', detail: 'text' },
  newsletter_sends: { mailbox_hash: 'text' },
};

// One migration set for both databases; only the binary column type differs.
function migrations(dialect: 'sqlite' | 'postgres'): Record<string, Migration> {
  const binary = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    '2026-11-21-001-leads': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('submissions')
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('type', 'text', (column) => column.notNull())
          .addColumn('target', 'text')
          .addColumn('created_at', 'text', (column) => column.notNull())
          .addColumn('spam', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('data', 'text', (column) => column.notNull())
          .execute();
        await db.schema
          .createIndex('submissions_type_created')
          .on('submissions')
          .columns(['type', 'created_at'])
          .execute();
        await db.schema
          .createTable('files')
          .addColumn('submission_id', 'text', (column) =>
            column.primaryKey().references('submissions.id').onDelete('cascade'),
          )
          .addColumn('name', 'text', (column) => column.notNull())
          .addColumn('content_type', 'text', (column) => column.notNull())
          .addColumn('size', 'integer', (column) => column.notNull())
          .addColumn('content', binary, (column) => column.notNull())
          .execute();
        await db.schema
          .createTable('outbox')
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('submission_id', 'text', (column) =>
            column.notNull().references('submissions.id').onDelete('cascade'),
          )
          .addColumn('channel', 'text', (column) => column.notNull())
          .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
          .addColumn('locked_until', 'bigint')
          .addColumn('delivered_at', 'text')
          .addColumn('last_error', 'text')
          .execute();
        await db.schema.createIndex('outbox_due').on('outbox').columns(['delivered_at', 'next_attempt_at']).execute();
        await db.schema
          .createTable('settings')
          .addColumn('key', 'text', (column) => column.primaryKey())
          .addColumn('value', 'text', (column) => column.notNull())
          .execute();
      },
    },
    '2026-11-23-001-several-instances': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('outbox').addColumn('lease_token', 'text').execute();
        // The worker's poll reads only what is pending: a small index however many rows were delivered.
        await db.schema.dropIndex('outbox_due').execute();
        await db.schema
          .createIndex('outbox_pending')
          .on('outbox')
          .column('next_attempt_at')
          .where(sql.ref('delivered_at'), 'is', null)
          .execute();
        await db.schema
          .createIndex('outbox_delivered')
          .on('outbox')
          .column('delivered_at')
          .where(sql.ref('delivered_at'), 'is not', null)
          .execute();
        // rate-limiter-flexible's table, shared by every instance on this database.
        await db.schema
          .createTable(RATE_LIMIT_TABLE)
          .addColumn('key', 'varchar(255)', (column) => column.primaryKey())
          .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('expire', 'bigint')
          .execute();
      },
    },
    '2026-11-24-001-visitors-data': {
      async up(db: Kysely<unknown>) {
        // Who a submission is about, so that one person's data can be found, exported and erased.
        await db.schema.alterTable('submissions').addColumn('email', 'text').execute();
        const email =
          dialect === 'postgres'
            ? sql`lower(trim(data::json->>'email'))`
            : sql`lower(trim(json_extract(data, '$.email')))`;
        await sql`UPDATE submissions SET email = ${email}`.execute(db);
        await db.schema.createIndex('submissions_email').on('submissions').column('email').execute();
        // The consent record: the privacy policy in force and the wording shown beside the form.
        await db.schema.alterTable('submissions').addColumn('policy_version', 'text').execute();
        await db.schema.alterTable('submissions').addColumn('consent', 'text').execute();
        // Newsletter subscriptions are submissions too; confirmed ones have this set.
        await db.schema.alterTable('submissions').addColumn('confirmed_at', 'text').execute();
        await db.schema
          .createIndex('submissions_newsletter_email')
          .on('submissions')
          .column('email')
          .unique()
          .where(sql.ref('type'), '=', sql.lit('newsletter'))
          .execute();
        // Mail to visitors: which message, to whom (a keyed hash, for the daily cap) and when it was queued.
        await db.schema.alterTable('outbox').addColumn('message', 'text').execute();
        await db.schema.alterTable('outbox').addColumn('recipient', 'text').execute();
        await db.schema.alterTable('outbox').addColumn('queued_at', 'bigint').execute();
        await db.schema
          .createIndex('outbox_recipient')
          .on('outbox')
          .columns(['recipient', 'queued_at'])
          .where(sql.ref('recipient'), 'is not', null)
          .execute();
        // Deleting a submission (retention, erasure) cascades to its notifications: without this index
        // every deleted row scans the whole outbox (100,000 expired rows timed out on Postgres).
        await db.schema.createIndex('outbox_submission').on('outbox').column('submission_id').execute();
        // An unsubscribed address, kept only as a keyed hash so it is not mailed again.
        await db.schema
          .createTable('unsubscribed')
          .addColumn('address_hash', 'text', (column) => column.primaryKey())
          .addColumn('created_at', 'text', (column) => column.notNull())
          .execute();
        // Which key encrypted a stored file (its fingerprint); null: stored as it came.
        await db.schema.alterTable('files').addColumn('key_id', 'text').execute();
      },
    },
    '2026-11-26-001-holding': {
      async up(db: Kysely<unknown>) {
        // Caps, rights and unsubscribes match the canonical mailbox (./mailbox.ts), kept as a keyed hash.
        await db.schema.alterTable('submissions').addColumn('mailbox', 'text').execute();
        await db.schema.createIndex('submissions_mailbox').on('submissions').column('mailbox').execute();
        await sql`INSERT INTO settings (key, value) VALUES ('address-hash-key', ${crypto.randomBytes(32).toString('base64url')}) ON CONFLICT (key) DO NOTHING`.execute(
          db,
        );
        const key = (
          await sql<{ value: string }>`SELECT value FROM settings WHERE key = 'address-hash-key'`.execute(db)
        ).rows[0]!.value;
        const rows = (
          await sql<{ id: string; email: string }>`SELECT id, email FROM submissions WHERE email IS NOT NULL`.execute(
            db,
          )
        ).rows;
        for (const row of rows)
          await sql`UPDATE submissions SET mailbox = ${mailboxHash(key, row.email)} WHERE id = ${row.id}`.execute(db);

        // The suppression list replaces the unsubscribed hashes (those were of the lower-cased address,
        // which is the canonical mailbox for every address without a +tag, gmail dots or a Unicode domain).
        await db.schema
          .createTable('suppressions')
          .addColumn('mailbox_hash', 'text', (column) => column.primaryKey())
          .addColumn('reason', 'text', (column) => column.notNull())
          .addColumn('created_at', 'text', (column) => column.notNull())
          .addColumn('proof', 'text')
          .execute();
        await sql`INSERT INTO suppressions (mailbox_hash, reason, created_at) SELECT address_hash, 'unsubscribe', created_at FROM unsubscribed`.execute(
          db,
        );
        await db.schema.dropTable('unsubscribed').execute();

        await db.schema
          .createTable('newsletter_sends')
          .addColumn('post', 'text', (column) => column.notNull())
          .addColumn('mailbox_hash', 'text', (column) => column.notNull())
          .addColumn('queued_at', 'text', (column) => column.notNull())
          .addPrimaryKeyConstraint('newsletter_sends_key', ['post', 'mailbox_hash'])
          .execute();
        await sql`INSERT INTO newsletter_sends (post, mailbox_hash, queued_at)
          SELECT DISTINCT substr(outbox.message, 6), submissions.mailbox, ${new Date().toISOString()}
          FROM outbox JOIN submissions ON submissions.id = outbox.submission_id
          WHERE outbox.message LIKE 'post:%' AND submissions.mailbox IS NOT NULL`.execute(db);

        await db.schema
          .createTable('exported_files')
          .addColumn('submission_id', 'text', (column) => column.notNull())
          .addColumn('path', 'text', (column) => column.notNull())
          .addColumn('created_at', 'text', (column) => column.notNull())
          .addPrimaryKeyConstraint('exported_files_key', ['submission_id', 'path'])
          .execute();

        // Events about submissions already gone (erasure, unsubscribe) are outbox rows without one.
        if (dialect === 'postgres') {
          await sql`ALTER TABLE outbox ALTER COLUMN submission_id DROP NOT NULL`.execute(db);
          await db.schema.alterTable('outbox').addColumn('payload', 'text').execute();
          await db.schema.alterTable('outbox').addColumn('outcome', 'text').execute();
        } else {
          // SQLite cannot drop a NOT NULL: the table is built again with the same rows.
          await sql`CREATE TABLE outbox_next (
            id text PRIMARY KEY,
            submission_id text REFERENCES submissions(id) ON DELETE CASCADE,
            channel text NOT NULL,
            attempts integer NOT NULL DEFAULT 0,
            next_attempt_at bigint NOT NULL,
            locked_until bigint,
            delivered_at text,
            last_error text,
            lease_token text,
            message text,
            recipient text,
            queued_at bigint,
            payload text,
            outcome text)`.execute(db);
          await sql`INSERT INTO outbox_next (id, submission_id, channel, attempts, next_attempt_at, locked_until,
            delivered_at, last_error, lease_token, message, recipient, queued_at)
            SELECT id, submission_id, channel, attempts, next_attempt_at, locked_until, delivered_at, last_error,
            lease_token, message, recipient, queued_at FROM outbox`.execute(db);
          await sql`DROP TABLE outbox`.execute(db);
          await sql`ALTER TABLE outbox_next RENAME TO outbox`.execute(db);
          await db.schema
            .createIndex('outbox_pending')
            .on('outbox')
            .column('next_attempt_at')
            .where(sql.ref('delivered_at'), 'is', null)
            .execute();
          await db.schema
            .createIndex('outbox_delivered')
            .on('outbox')
            .column('delivered_at')
            .where(sql.ref('delivered_at'), 'is not', null)
            .execute();
          await db.schema
            .createIndex('outbox_recipient')
            .on('outbox')
            .columns(['recipient', 'queued_at'])
            .where(sql.ref('recipient'), 'is not', null)
            .execute();
          await db.schema.createIndex('outbox_submission').on('outbox').column('submission_id').execute();
        }
        // The site-wide ceiling counts the last hour's visitor mail from forms.
        await db.schema
          .createIndex('outbox_visitor_queued')
          .on('outbox')
          .column('queued_at')
          .where(sql.ref('recipient'), 'is not', null)
          .execute();
      },
    },
    '2026-11-26-002-languages': {
      async up(db: Kysely<unknown>) {
        // The language of the page a submission came from, beside its consent record; null: English.
        await db.schema.alterTable('submissions').addColumn('language', 'text').execute();
      },
    },
    '2026-11-26-003-mail-counts': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('mail_counts')
          .addColumn('scope', 'text', (column) => column.notNull())
          .addColumn('key', 'text', (column) => column.notNull())
          .addColumn('slot', 'bigint', (column) => column.notNull())
          .addColumn('count', 'integer', (column) => column.notNull())
          .addPrimaryKeyConstraint('mail_counts_key', ['scope', 'key', 'slot'])
          .execute();
        // The caps counted so far from outbox rows carry over, so an upgrade resets nobody's day.
        await sql`INSERT INTO mail_counts (scope, key, slot, count)
          SELECT 'mailbox', recipient, queued_at / ${sql.lit(DAY_MS)}, count(*) FROM outbox
          WHERE recipient IS NOT NULL AND queued_at IS NOT NULL GROUP BY recipient, queued_at / ${sql.lit(DAY_MS)}`.execute(
          db,
        );
        await sql`INSERT INTO mail_counts (scope, key, slot, count)
          SELECT 'site', '', queued_at / ${sql.lit(HOUR_MS)}, count(*) FROM outbox
          WHERE recipient IS NOT NULL AND queued_at IS NOT NULL GROUP BY queued_at / ${sql.lit(HOUR_MS)}`.execute(db);
      },
    },
    '2026-11-27-001-calls': {
      async up(db: Kysely<unknown>) {
        // A call request's booking (its status, start, the provider's uid and meeting link) as JSON, and the
        // uid apart so that the provider's webhooks find the request by it.
        await db.schema.alterTable('submissions').addColumn('booking', 'text').execute();
        await db.schema.alterTable('submissions').addColumn('booking_uid', 'text').execute();
        await db.schema.createIndex('submissions_booking_uid').on('submissions').column('booking_uid').execute();
      },
    },
    '2026-11-27-002-relays': {
      async up(db: Kysely<unknown>) {
        // Why a mailbox was suppressed (a bounce's SMTP reply, no address) and a keyed hash of the refused
        // address's domain: the relay breaker tells one relay's mistake from many recipients' refusals.
        await db.schema.alterTable('suppressions').addColumn('detail', 'text').execute();
        await db.schema.alterTable('suppressions').addColumn('domain', 'text').execute();
        // Visitor mail past the hourly ceiling waits unscheduled; its rank is how many mails its client's
        // network had queued that hour, so the release takes the quieter networks first.
        await db.schema.alterTable('outbox').addColumn('wait_rank', 'integer').execute();
        // (Mail an earlier release deferred to a later hour keeps its hour: its rank is null.)
        await db.schema.createIndex('outbox_waiting').on('outbox').columns(['wait_rank', 'queued_at']).execute();
        if (dialect === 'postgres') {
          // Personal columns are never sampled into pg_statistic (readable through pg_stats), where an
          // erasure could not reach them; changing a column's type to itself drops what was sampled before.
          for (const [table, columns] of Object.entries(PERSONAL_COLUMNS))
            for (const [column, type] of Object.entries(columns))
              await sql
                .raw(
                  `ALTER TABLE ${table} ALTER COLUMN ${column} SET STATISTICS 0, ALTER COLUMN ${column} TYPE ${type}`,
                )
                .execute(db);
        }
      },
    },
    '2026-12-07-001-forms': {
      async up(db: Kysely<unknown>) {
        // A lead from a form made in the web editor is kept for the days its form promised when it was sent
        // (CONTRACT §21); null for the fixed forms, whose periods are settings.
        await db.schema.alterTable('submissions').addColumn('retention_days', 'integer').execute();
      },
    },
    '2026-12-08-001-abuse-and-insights': {
      async up(db: Kysely<unknown>) {
        // CONTRACT §23. A lead past a notification budget is stored and answered as usual and held here until
        // released; it goes with its submission (retention, erasure, a discard).
        await db.schema
          .createTable('held_leads')
          .addColumn('submission_id', 'text', (column) =>
            column.primaryKey().references('submissions.id').onDelete('cascade'),
          )
          .addColumn('network', 'text', (column) => column.notNull())
          .addColumn('channels', 'text', (column) => column.notNull())
          .addColumn('held_at', 'text', (column) => column.notNull())
          .addColumn('summarised_at', 'text')
          .execute();
        await db.schema.createIndex('held_leads_summary').on('held_leads').columns(['summarised_at']).execute();
        // Proofs of work already spent: each is good for one post (its signature, until it expires).
        await db.schema
          .createTable('spent_proofs')
          .addColumn('signature', 'text', (column) => column.primaryKey())
          .addColumn('expires_at', 'bigint', (column) => column.notNull())
          .execute();
        // What converts (CONTRACT §24): daily counts of views and of Web Vitals' values, nothing else.
        await db.schema
          .createTable('insight_views')
          .addColumn('day', 'text', (column) => column.notNull())
          .addColumn('path', 'text', (column) => column.notNull())
          .addColumn('language', 'text', (column) => column.notNull())
          .addColumn('template', 'text', (column) => column.notNull())
          .addColumn('device', 'text', (column) => column.notNull())
          .addColumn('source', 'text', (column) => column.notNull())
          .addColumn('views', 'integer', (column) => column.notNull())
          .addPrimaryKeyConstraint('insight_views_key', ['day', 'path', 'language', 'template', 'device', 'source'])
          .execute();
        await db.schema
          .createTable('insight_vitals')
          .addColumn('day', 'text', (column) => column.notNull())
          .addColumn('template', 'text', (column) => column.notNull())
          .addColumn('device', 'text', (column) => column.notNull())
          .addColumn('metric', 'text', (column) => column.notNull())
          .addColumn('bucket', 'integer', (column) => column.notNull())
          .addColumn('count', 'integer', (column) => column.notNull())
          .addPrimaryKeyConstraint('insight_vitals_key', ['day', 'template', 'device', 'metric', 'bucket'])
          .execute();
        // A client's network is personal: never sampled into the statistics (as PERSONAL_COLUMNS, made later).
        if (dialect === 'postgres') await sql`ALTER TABLE held_leads ALTER COLUMN network SET STATISTICS 0`.execute(db);
      },
    },
  };
}

/**
 * Runs every pending migration in one transaction on both databases (database.ts makes SQLite's adapter
 * say its DDL is transactional): a process killed at any point leaves the schema as it was or as it ends.
 * `upTo`: stop after that migration (tests build an older store with it).
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  dialect: 'sqlite' | 'postgres',
  upTo?: string,
): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations(dialect)) } });
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed)
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
}
