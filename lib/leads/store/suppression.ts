import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Handle, Tables } from './database';
import { suppressionKeys } from './mailbox';
import type { Suppression, SuppressionReason } from './types';

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
): Promise<void> {
  const row = {
    mailbox_hash: mailbox,
    reason,
    created_at: new Date().toISOString(),
    proof: proof && JSON.stringify(proof),
  };
  await db
    .insertInto('suppressions')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('mailbox_hash').doUpdateSet(
        // An erasure takes the proof away with everything else; an unsubscribe keeps an earlier one.
        reason === 'erasure' ? { reason, proof: null } : proof ? { reason, proof: row.proof } : { reason },
      ),
    )
    .execute();
}

/** The suppression under any of `keys` (a mailbox's, a spelling's bounce), the mailbox's first. */
export async function suppressionOf(db: Db, keys: string[]): Promise<Suppression | null> {
  const rows = await db.selectFrom('suppressions').selectAll().where('mailbox_hash', 'in', keys).execute();
  const row = rows.sort((a, b) => keys.indexOf(a.mailbox_hash) - keys.indexOf(b.mailbox_hash))[0];
  if (!row) return null;
  return {
    reason: row.reason as SuppressionReason,
    at: row.created_at,
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
