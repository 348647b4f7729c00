import 'server-only';
import { type Expression, type ExpressionBuilder, sql, type SqlBool, type Transaction } from 'kysely';
import { DAY_MS, type Handle, type Tables } from './database';
import { checkpoint, finishScrub, LOCK_NOT_AVAILABLE, scrub } from './scrub';
import { queueEvent } from './outbox-queue';
import { submissionsQuery, toSubmission } from './submissions';
import { suppressionKeys } from './mailbox';
import { suppressionOf, suppressMailbox } from './suppression';
import {
  type Channel,
  OWN_PERIOD,
  type RetentionCounts,
  type RetentionPeriods,
  type SubjectData,
  type SubjectErasure,
} from './types';

/** How long an erase waits for the tables' locks before it gives up, having changed nothing. */
const ERASE_LOCK_WAIT_MS = 5_000;

/** Subject rights (access, erasure) and retention: what the privacy policy promises about deleting. */
/** A submission's rows: what an erasure or retention deletes, and then scrubs from the database's files. */
const SUBMISSION_TABLES: (keyof Tables)[] = ['submissions', 'files', 'outbox', 'exported_files', 'held_leads'];

export function rights(handle: Handle) {
  const { db } = handle;

  /** Postgres: the transaction deleting rows, which their scrub must outlive (`scrub` in scrub.ts). */
  const deletingTransaction = async (trx: Transaction<Tables>) => {
    if (handle.dialect !== 'postgres') return undefined;
    const { rows } = await sql<{ xid: string }>`SELECT pg_current_xact_id()::text AS xid`.execute(trx);
    return rows[0]?.xid;
  };

  /** Each retention rule as a filter on submissions, with its cut-off from `asOf` or the database's clock. */
  const retentionRules = (periods: RetentionPeriods, asOf?: Date) => {
    const cutoff = (days: number) =>
      asOf ? sql<string>`${new Date(asOf.getTime() - days * DAY_MS).toISOString()}` : handle.isoNow(-days * DAY_MS);
    // A lead whose form stated its own period is kept that long: the cut-off is its own row's.
    const ownPeriod = {
      kind: OWN_PERIOD as typeof OWN_PERIOD,
      where: (eb: ExpressionBuilder<Tables, 'submissions'>): Expression<SqlBool> =>
        eb.and([
          eb('retention_days', 'is not', null),
          eb('created_at', '<', handle.isoBefore(sql.ref('retention_days'), asOf)),
        ]),
    };
    const settings = (Object.keys(periods) as (keyof RetentionPeriods)[]).map((kind) => ({
      kind,
      where: (eb: ExpressionBuilder<Tables, 'submissions'>): Expression<SqlBool> =>
        kind === 'unconfirmed'
          ? eb.and([
              eb('type', '=', 'newsletter'),
              eb('confirmed_at', 'is', null),
              eb('created_at', '<', cutoff(periods[kind])),
              // Its link is valid for the period from when it was sent: kept while a confirmation waits
              // (past the hourly ceiling, say) or went out within the period.
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('outbox')
                    .select('outbox.id')
                    .whereRef('outbox.submission_id', '=', 'submissions.id')
                    .where('outbox.channel', '=', 'visitor')
                    .where((inner) =>
                      inner.or([
                        inner('outbox.delivered_at', 'is', null),
                        inner('outbox.delivered_at', '>=', cutoff(periods[kind])),
                      ]),
                    ),
                ),
              ),
            ])
          : eb.and([eb('type', '=', kind), eb('created_at', '<', cutoff(periods[kind]))]),
    }));
    return [...settings, ownPeriod];
  };

  return {
    async countExpired(periods: RetentionPeriods, asOf?: Date): Promise<RetentionCounts> {
      const counts = {} as RetentionCounts;
      for (const rule of retentionRules(periods, asOf)) {
        const row = await db
          .selectFrom('submissions')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where(rule.where)
          .executeTakeFirst();
        counts[rule.kind] = Number(row?.count ?? 0);
      }
      return counts;
    },

    async deleteExpired(periods: RetentionPeriods) {
      const counts = {} as RetentionCounts;
      const exportedFiles: string[] = [];
      let deletedBy: string | undefined;
      await db.transaction().execute(async (trx) => {
        // Files, notifications and the consent record go with their submission (ON DELETE CASCADE).
        for (const rule of retentionRules(periods)) {
          const exported = await trx
            .selectFrom('exported_files')
            .select('path')
            .where('submission_id', 'in', trx.selectFrom('submissions').select('id').where(rule.where))
            .execute();
          exportedFiles.push(...exported.map((row) => row.path));
          const result = await trx.deleteFrom('submissions').where(rule.where).executeTakeFirst();
          counts[rule.kind] = Number(result.numDeletedRows);
        }
        if (exportedFiles.length > 0)
          await trx
            .deleteFrom('exported_files')
            .where('submission_id', 'not in', trx.selectFrom('submissions').select('id'))
            .execute();
        deletedBy = await deletingTransaction(trx);
      });
      // What expired is gone from the files too, as after an erasure (or left to finishScrub, on Postgres).
      if (Object.values(counts).some((count) => count > 0)) await scrub(handle, SUBMISSION_TABLES, deletedBy);
      else checkpoint(handle);
      return { counts, exportedFiles };
    },

    async findSubject(email: string): Promise<SubjectData> {
      const keys = await handle.addressKeys(email);
      const mailbox = keys.mailbox;
      const rows = await submissionsQuery(handle)
        .where('submissions.mailbox', '=', mailbox)
        .orderBy('submissions.created_at')
        .execute();
      const ids = rows.map((row) => row.id);
      const pending =
        ids.length === 0
          ? []
          : await db
              .selectFrom('outbox')
              .select(['id', 'submission_id', 'channel', 'message', 'attempts', 'last_error'])
              .where('submission_id', 'in', ids)
              .where('delivered_at', 'is', null)
              .orderBy('id')
              .execute();
      const exported =
        ids.length === 0
          ? []
          : await db.selectFrom('exported_files').select('path').where('submission_id', 'in', ids).execute();
      const posts = await db
        .selectFrom('newsletter_sends')
        .select('post')
        .where('mailbox_hash', '=', mailbox)
        .orderBy('queued_at')
        .execute();
      return {
        submissions: rows.map(toSubmission),
        pendingNotifications: pending.map((row) => ({
          id: row.id,
          submissionId: row.submission_id,
          channel: row.channel as Channel,
          message: row.message,
          attempts: Number(row.attempts),
          lastError: row.last_error,
        })),
        suppression: await suppressionOf(db, suppressionKeys(keys)),
        postsSent: posts.map((row) => row.post),
        exportedFiles: exported.map((row) => row.path),
      };
    },

    async eraseSubject(email: string, notify: readonly Channel[]): Promise<SubjectErasure> {
      const mailbox = await handle.mailboxHash(email);
      let deletedBy: string | undefined;
      const erase = db.transaction().execute(async (trx) => {
        // Every lock first, or none: an erase that cannot have them changes nothing.
        if (handle.dialect === 'postgres')
          await sql`SET LOCAL lock_timeout = ${sql.lit(`${ERASE_LOCK_WAIT_MS}ms`)}`.execute(trx);
        const rows = await trx
          .selectFrom('submissions')
          .select(['id', 'spam'])
          .where('mailbox', '=', mailbox)
          .execute();
        const ids = rows.map((row) => row.id);
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
        const exported =
          ids.length === 0
            ? []
            : await trx.selectFrom('exported_files').select('path').where('submission_id', 'in', ids).execute();
        if (ids.length > 0) {
          await trx.deleteFrom('submissions').where('id', 'in', ids).execute();
          await trx.deleteFrom('exported_files').where('submission_id', 'in', ids).execute();
        }
        // Never mailed again unless the person subscribes again (a keyed hash only, no proof kept).
        await suppressMailbox(trx, mailbox, 'erasure');
        await queueEvent(
          handle,
          trx,
          'erasure',
          rows.filter((row) => !row.spam).map((row) => row.id),
          notify,
        );
        deletedBy = await deletingTransaction(trx);
        return { submissions: ids.length, files, notifications, exportedFiles: exported.map((row) => row.path) };
      });
      const erased = await erase.catch((error: unknown) => {
        if ((error as { code?: string }).code !== LOCK_NOT_AVAILABLE) throw error;
        throw new Error(
          `another session has held a lock on the leads' tables for over ${ERASE_LOCK_WAIT_MS / 1000} s (a migration, a manual LOCK, a long report?): nothing was erased. Find it in pg_locks and pg_stat_activity, then run the erase again.`,
        );
      });
      return { ...erased, ...(await scrub(handle, SUBMISSION_TABLES, deletedBy)) };
    },

    finishScrub: () => finishScrub(handle),
  };
}
