import 'server-only';
import type pg from 'pg';
import type { Handle, Tables } from './database';

// After an erasure, no readable copy of the deleted rows is left in the database's files: SQLite's WAL
// emptied, Postgres's tables rewritten once no other session can still see the rows.

/** SQLite only: moves the WAL into the file and empties it, so no erased page is left in the log. */
export function checkpoint(handle: Handle): { truncated: boolean } {
  if (handle.limitBackend.kind !== 'sqlite') return { truncated: true };
  const [result] = handle.limitBackend.database.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
  return { truncated: result?.busy === 0 };
}

/**
 * After an erasure, leaves no readable copy of deleted rows in the database's files. SQLite zeroes
 * them as it deletes (secure_delete), and the WAL is emptied, retried while another connection reads.
 * Postgres never overwrites a dead row in place: the touched tables are rewritten (`rewrite`), or,
 * while another session may still see the rows, the rewrite is left for `finishScrub` to do.
 * `deletedBy`: the Postgres transaction that deleted them (pg_current_xact_id()).
 */
export async function scrub(
  handle: Handle,
  tables: (keyof Tables)[],
  deletedBy?: string,
): Promise<{ scrubbed: boolean }> {
  if (handle.limitBackend.kind === 'postgres') {
    if (deletedBy && (await rewrite(handle, tables, deletedBy))) return { scrubbed: true };
    const pending = await pendingScrub(handle);
    const tablesLeft = [...new Set([...(pending?.tables ?? []), ...tables])];
    const after = pending && deletedBy && BigInt(pending.deletedBy) > BigInt(deletedBy) ? pending.deletedBy : deletedBy;
    await handle.db
      .insertInto('settings')
      .values({ key: SCRUB_PENDING, value: JSON.stringify({ tables: tablesLeft, deletedBy: after ?? '0' }) })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({ value: JSON.stringify({ tables: tablesLeft, deletedBy: after ?? '0' }) }),
      )
      .execute();
    return { scrubbed: false };
  }
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (checkpoint(handle).truncated) return { scrubbed: true };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { scrubbed: false };
}

async function pendingScrub(handle: Handle): Promise<{ tables: (keyof Tables)[]; deletedBy: string } | null> {
  const row = await handle.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', SCRUB_PENDING)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as { tables: (keyof Tables)[]; deletedBy: string }) : null;
}

/**
 * A rewrite an erasure had to leave (another session's snapshot, a lock), done once it can be; the
 * server tries every minute. Answers what happened: nothing was left, it is done, or it still waits.
 */
export async function finishScrub(handle: Handle): Promise<'none' | 'done' | 'waiting'> {
  if (handle.limitBackend.kind !== 'postgres') return 'none';
  const pending = await pendingScrub(handle);
  if (!pending) return 'none';
  if (!(await rewrite(handle, pending.tables, pending.deletedBy))) return 'waiting';
  // Only the scrub this rewrite covered: an erasure since then has left its own.
  await handle.db
    .deleteFrom('settings')
    .where('key', '=', SCRUB_PENDING)
    .where('value', '=', JSON.stringify(pending))
    .execute();
  return 'done';
}

/**
 * Postgres: rewrites `tables` with VACUUM FULL (new files for each table, its TOAST and its indexes;
 * the old ones are unlinked at the next checkpoint) and refreshes their statistics, but only when no
 * other session's snapshot is as old as the deleting transaction: VACUUM FULL copies every row a
 * snapshot may still see. Waits for such a snapshot to end (snapshotsGone), and gives up on a lock it
 * cannot get in five seconds. Answers whether no dead row was left behind, by
 * VACUUM's own account.
 */
async function rewrite(handle: Handle, tables: (keyof Tables)[], deletedBy: string): Promise<boolean> {
  if (handle.limitBackend.kind !== 'postgres') return true;
  const xid = String(BigInt(deletedBy) & 0xffff_ffffn);
  const client = await handle.limitBackend.pool.connect();
  const notices: string[] = [];
  const hear = (notice: { message?: string; detail?: string }) =>
    notices.push(`${notice.message ?? ''} ${notice.detail ?? ''}`);
  client.on('notice', hear);
  try {
    await client.query("SET lock_timeout = '5s'; SET statement_timeout = 0");
    // A rewrite that VACUUM says kept a dead row (a snapshot taken between the check and the rewrite)
    // is tried again; the third such is left to finishScrub.
    for (let rewrite = 0; rewrite < 3; rewrite += 1) {
      if (!(await snapshotsGone(client, xid))) return false;
      notices.length = 0;
      try {
        await client.query(`VACUUM (FULL, VERBOSE, ANALYZE) ${tables.join(', ')}`);
      } catch (error) {
        if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) return false;
        throw error;
      }
      const kept = notices.some(
        (line) => Number(/(\d+) dead row versions cannot be removed yet/.exec(line)?.[1] ?? 0) > 0,
      );
      if (!kept) return true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return false;
  } finally {
    client.off('notice', hear);
    await client.query('RESET lock_timeout; RESET statement_timeout').catch(() => undefined);
    client.release();
  }
}

/**
 * Waits until no snapshot is as old as transaction `xid`: up to 15 s while only autovacuum workers hold
 * one (an ANALYZE that started before the delete ends by itself), 2 s for any other session.
 */
async function snapshotsGone(client: pg.PoolClient, xid: string): Promise<boolean> {
  const started = Date.now();
  for (;;) {
    const { rows } = await client.query<{ sessions: number; workers: number }>(OLDER_SNAPSHOTS, [xid]);
    const { sessions = 0, workers = 0 } = rows[0] ?? {};
    if (sessions === 0 && workers === 0) return true;
    if (Date.now() - started > (sessions > 0 ? 2_000 : 15_000)) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Postgres's code for a lock not had within lock_timeout. */
export const LOCK_NOT_AVAILABLE = '55P03';

const SCRUB_PENDING = 'postgres-scrub-pending';

/**
 * Sessions (here or a standby's, through its WAL sender) and replication slots whose snapshot is as old
 * as transaction $1, so may still see what it deleted. backend_xmin is shown to every role.
 */
const OLDER_SNAPSHOTS = `WITH older AS (
  SELECT backend_type FROM pg_stat_activity
    WHERE pid <> pg_backend_pid() AND backend_xmin IS NOT NULL
      AND (datname = current_database() OR backend_type = 'walsender')
      AND age(backend_xmin) >= age($1::text::xid))
SELECT
  (SELECT count(*) FROM older WHERE backend_type <> 'autovacuum worker')
  + (SELECT count(*) FROM pg_replication_slots
    WHERE (xmin IS NOT NULL AND age(xmin) >= age($1::text::xid))
       OR (catalog_xmin IS NOT NULL AND age(catalog_xmin) >= age($1::text::xid)))
  + (SELECT count(*) FROM pg_prepared_xacts WHERE database = current_database()) AS sessions,
  (SELECT count(*) FROM older WHERE backend_type = 'autovacuum worker') AS workers`;
