import 'server-only';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Handle, Tables } from './database';
import { suppressionKeys } from './mailbox';
import type { BounceOutcome, Suppression, SuppressionReason } from './types';

type Db = Kysely<Tables> | Transaction<Tables>;

/**
 * Puts a mailbox on the suppression list, or changes why it is there. Only the keyed hash is kept, on
 * legitimate interest: without it an erased or unsubscribed mailbox could be mailed again (the privacy
 * policy says so). `proof` is the consent that was withdrawn, with no address in it.
 */
export async function suppressMailbox(
  db: Db,
  mailbox: string,
  reason: SuppressionReason,
  proof: Suppression['proof'] = null,
  why: { detail: string; domain: string } | null = null,
): Promise<void> {
  const row = {
    mailbox_hash: mailbox,
    reason,
    created_at: new Date().toISOString(),
    proof: proof && JSON.stringify(proof),
    detail: why?.detail ?? null,
    domain: why?.domain ?? null,
  };
  const made = { reason, created_at: row.created_at, detail: row.detail, domain: row.domain };
  await db
    .insertInto('suppressions')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('mailbox_hash').doUpdateSet(
        // An erasure takes the proof away with everything else; an unsubscribe keeps an earlier one.
        reason === 'erasure' ? { ...made, proof: null } : proof ? { ...made, proof: row.proof } : made,
      ),
    )
    .execute();
}

/** What an ended visitor mail's row says when the recipient's server refused the address. */
export const bounceError = (stage: string, reply: string) =>
  `the recipient's server refused the address at ${stage}: ${reply}`;

/**
 * The relay breaker (CONTRACT §14c): this many refusals counted as recipients', with one reply, at as
 * many domains within the window, are the relay's mistake, not the recipients'; visitor mail then
 * pauses for `pauseMs`.
 */
export const RELAY_BREAKER = { bounces: 3, windowMs: 10 * 60 * 1000, pauseMs: 10 * 60 * 1000 } as const;

const PAUSE = 'visitor-mail-paused';
/** The advisory lock that serialises the breaker's decisions on Postgres. */
const BREAKER_LOCK = 0x72_65_6c_61;

export async function pausedUntil(db: Db): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', PAUSE).executeTakeFirst();
  return row ? Number(row.value) : 0;
}

/** The suppression under any of `keys` (a mailbox's, a spelling's bounce), the mailbox's first. */
export async function suppressionOf(db: Db, keys: string[]): Promise<Suppression | null> {
  const rows = await db.selectFrom('suppressions').selectAll().where('mailbox_hash', 'in', keys).execute();
  const row = rows.sort((a, b) => keys.indexOf(a.mailbox_hash) - keys.indexOf(b.mailbox_hash))[0];
  if (!row) return null;
  return {
    reason: row.reason as SuppressionReason,
    at: row.created_at,
    detail: row.detail,
    proof: row.proof ? (JSON.parse(row.proof) as Suppression['proof']) : null,
  };
}

export function suppression(handle: Handle) {
  return {
    /** A bounce suppresses the address as typed; an unsubscribe or erasure, its canonical mailbox. */
    async suppress(address: string, reason: SuppressionReason): Promise<void> {
      const keys = await handle.addressKeys(address);
      await suppressMailbox(handle.db, reason === 'bounce' ? keys.bounce : keys.mailbox, reason);
    },
    async isSuppressed(address: string): Promise<boolean> {
      const row = await handle.db
        .selectFrom('suppressions')
        .select('reason')
        .where('mailbox_hash', 'in', suppressionKeys(await handle.addressKeys(address)))
        .executeTakeFirst();
      return row !== undefined;
    },
    /**
     * A refusal counted as the recipient's: suppresses the address as typed with when and why, unless it
     * trips the relay breaker. Then the window's suppressions with that reply are lifted, their ended
     * mail is due again when the pause ends, and `tripped` says this call paused (log once). While
     * visitor mail is paused no refusal suppresses anyone.
     */
    async bounce(
      address: string,
      stage: string,
      reply: string,
      item?: { id: string; lease: string },
    ): Promise<BounceOutcome> {
      const [keys, domain] = await Promise.all([handle.addressKeys(address), handle.domainHash(address)]);
      return handle.db.transaction().execute(async (trx) => {
        // Parallel sends on several instances decide one at a time: one of them trips the breaker.
        if (handle.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${BREAKER_LOCK})`.execute(trx);
        const now = Date.now();
        const paused = await pausedUntil(trx);
        if (paused > now) return { relayAtFault: true, pausedUntil: paused, lifted: 0, reopened: 0, tripped: false };
        await suppressMailbox(trx, keys.bounce, 'bounce', null, { detail: reply, domain });
        // The mail ends in this transaction, so a trip decided by another send right after sees it to reopen.
        if (item)
          await trx
            .updateTable('outbox')
            .set({
              delivered_at: new Date().toISOString(),
              outcome: 'bounced',
              last_error: bounceError(stage, reply),
              locked_until: null,
            })
            .where('id', '=', item.id)
            .where('lease_token', '=', item.lease)
            .where('delivered_at', 'is', null)
            .execute();
        const since = new Date(now - RELAY_BREAKER.windowMs).toISOString();
        const alike = await trx
          .selectFrom('suppressions')
          .select('domain')
          .distinct()
          .where('reason', '=', 'bounce')
          .where('detail', '=', reply)
          .where('created_at', '>=', since)
          .execute();
        if (alike.length < RELAY_BREAKER.bounces) return { relayAtFault: false };
        const until = now + RELAY_BREAKER.pauseMs;
        await trx
          .insertInto('settings')
          .values({ key: PAUSE, value: String(until) })
          .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: String(until) }))
          .execute();
        const lifted = await trx
          .deleteFrom('suppressions')
          .where('reason', '=', 'bounce')
          .where('detail', '=', reply)
          .where('created_at', '>=', since)
          .executeTakeFirst();
        const reopened = await trx
          .updateTable('outbox')
          .set({ delivered_at: null, outcome: null, next_attempt_at: until, locked_until: null, lease_token: null })
          .where('channel', '=', 'visitor')
          .where('outcome', '=', 'bounced')
          .where('delivered_at', '>=', since)
          .where('last_error', '=', bounceError(stage, reply))
          .executeTakeFirst();
        return {
          relayAtFault: true,
          pausedUntil: until,
          // This refusal's own suppression was one of them, and was never the visitor's.
          lifted: Number(lifted.numDeletedRows) - 1,
          reopened: Number(reopened.numUpdatedRows),
          tripped: true,
        };
      });
    },

    /** Until when visitor mail is paused by the relay breaker (milliseconds since the epoch; 0: not paused). */
    visitorMailPausedUntil(): Promise<number> {
      return pausedUntil(handle.db);
    },

    /** Lifts every suppression made since then (of one reason, or any); answers how many. */
    async liftSuppressionsSince(since: Date, reason?: SuppressionReason): Promise<number> {
      let query = handle.db.deleteFrom('suppressions').where('created_at', '>=', since.toISOString());
      if (reason) query = query.where('reason', '=', reason);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async liftSuppression(address: string): Promise<SuppressionReason[]> {
      const rows = await handle.db
        .deleteFrom('suppressions')
        .where('mailbox_hash', 'in', suppressionKeys(await handle.addressKeys(address)))
        .returning('reason')
        .execute();
      return rows.map((row) => row.reason as SuppressionReason);
    },
  };
}
