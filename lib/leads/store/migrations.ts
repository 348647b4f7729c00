import 'server-only';
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { RATE_LIMIT_TABLE } from '@/lib/leads/endpoints/rate-limit';

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
  };
}

export async function migrateToLatest(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations(dialect)) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed)
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
}
