import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Handle, Tables } from './database';
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

export async function suppressionOf(db: Db, mailbox: string): Promise<Suppression | null> {
  const row = await db.selectFrom('suppressions').selectAll().where('mailbox_hash', '=', mailbox).executeTakeFirst();
  if (!row) return null;
  return {
    reason: row.reason as SuppressionReason,
    at: row.created_at,
    proof: row.proof ? (JSON.parse(row.proof) as Suppression['proof']) : null,
  };
}

export function suppression(handle: Handle) {
  return {
    async suppress(address: string, reason: SuppressionReason): Promise<void> {
      await suppressMailbox(handle.db, await handle.mailboxHash(address), reason);
    },
    async isSuppressed(address: string): Promise<boolean> {
      return (await suppressionOf(handle.db, await handle.mailboxHash(address))) !== null;
    },
  };
}
