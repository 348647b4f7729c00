import 'server-only';
import crypto from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Handle, Tables } from './database';
import { clientNetwork } from './mailbox';
import type { Channel, HeldLead, HeldPort, HeldSummary, HeldTarget, NoticeLimits } from './types';
import { countOne, outboxRow } from './visitor-queue';

// No inbox flood (CONTRACT §23): the company hears of at most so many leads an hour from one network, from all
// networks together, and from posts without a proof of work; past a budget a lead is stored and answered as
// usual and held here, named in one summary mail an hour, until an operator releases or discards it.

const HOUR_MS = 60 * 60 * 1000;

/** The channels that tell the company of a lead; the others (the visitor's mail, the booking) go as usual. */
const COMPANY: readonly Channel[] = ['webhook', 'email'];

/** Who posted a lead, as the budgets count it: its client address and whether it carried a valid proof of work. */
export type Notice = { client: string; proven: boolean };

/**
 * Takes one notification from the network's hourly budget, the unproven posts' (without a proof) and the
 * site's, or from none of them (a savepoint undoes a partial count): each count is one conditional statement,
 * so posts on several instances at once never all pass.
 */
async function admit(handle: Handle, trx: Transaction<Tables>, notice: Notice, limits: NoticeLimits) {
  const hour = Math.floor(Date.now() / HOUR_MS);
  const network = await handle.networkHash(notice.client);
  await sql`SAVEPOINT notices`.execute(trx);
  const counted =
    (await countOne(trx, 'notices-network', network, hour, limits.perNetworkHour)) &&
    (notice.proven || (await countOne(trx, 'notices-unproven', '', hour, limits.unprovenPerHour))) &&
    (await countOne(trx, 'notices', '', hour, limits.perHour));
  if (!counted) await sql`ROLLBACK TO SAVEPOINT notices`.execute(trx);
  await sql`RELEASE SAVEPOINT notices`.execute(trx);
  return counted;
}

/**
 * Queues a new lead's notifications in the caller's transaction: the company's within the budgets, else
 * the lead is held with the channels it would have had. Answers whether it was held.
 */
export async function queueNotifications(
  handle: Handle,
  trx: Transaction<Tables>,
  id: string,
  channels: readonly Channel[],
  notice: Notice | undefined,
  limits: NoticeLimits,
): Promise<boolean> {
  const company = channels.filter((channel) => COMPANY.includes(channel));
  const held = notice !== undefined && company.length > 0 && !(await admit(handle, trx, notice, limits));
  for (const channel of channels.filter((channel) => !held || !COMPANY.includes(channel)))
    await trx
      .insertInto('outbox')
      .values(outboxRow(handle, `${id}:${channel}`, id, channel))
      .execute();
  if (held)
    await trx
      .insertInto('held_leads')
      .values({
        submission_id: id,
        network: clientNetwork(notice.client),
        channels: JSON.stringify(company),
        held_at: new Date().toISOString(),
        summarised_at: null,
      })
      .execute();
  return held;
}

/**
 * A held lead's later news (a call booked, moved or cancelled) waits with it: the channels join its held ones,
 * and its release tells the company how the lead stands then. Answers the channels still to queue now.
 */
export async function holdWithLead(
  trx: Transaction<Tables>,
  id: string,
  channels: readonly Channel[],
): Promise<readonly Channel[]> {
  const held = await trx.selectFrom('held_leads').select('channels').where('submission_id', '=', id).executeTakeFirst();
  if (!held) return channels;
  const company = channels.filter((channel) => COMPANY.includes(channel));
  const merged = [...new Set([...(JSON.parse(held.channels) as Channel[]), ...company])];
  await trx
    .updateTable('held_leads')
    .set({ channels: JSON.stringify(merged) })
    .where('submission_id', '=', id)
    .execute();
  return channels.filter((channel) => !COMPANY.includes(channel));
}

/** A /24 or /48 as the store keeps it, from what an operator types (`198.51.100.0/24`, `198.51.100.7`, `2001:db8::/48`). */
const networkOf = (typed: string) => clientNetwork(typed.trim().replace(/\/\d+$/, ''));

export function held(handle: Handle): HeldPort {
  const { db } = handle;
  const selected = (target: HeldTarget) => {
    let query = db.selectFrom('held_leads').select(['submission_id', 'channels']);
    if ('id' in target) query = query.where('submission_id', '=', target.id);
    if ('network' in target) query = query.where('network', '=', networkOf(target.network));
    return query;
  };
  return {
    async listHeld(): Promise<HeldLead[]> {
      const rows = await db
        .selectFrom('held_leads')
        .innerJoin('submissions', 'submissions.id', 'held_leads.submission_id')
        .select([
          'held_leads.submission_id',
          'held_leads.network',
          'held_leads.held_at',
          'held_leads.summarised_at',
          'submissions.type',
          'submissions.target',
        ])
        .orderBy('held_leads.held_at')
        .orderBy('held_leads.submission_id')
        .execute();
      return rows.map((row) => ({
        id: row.submission_id,
        network: row.network,
        heldAt: row.held_at,
        summarised: row.summarised_at !== null,
        form: row.target && row.type === 'form' ? `form:${row.target}` : row.type,
      }));
    },

    /** Notifies held leads as usual (webhook and mail, in one transaction each); answers how many. */
    async releaseHeld(target: HeldTarget): Promise<number> {
      const rows = await selected(target).execute();
      let released = 0;
      for (const row of rows)
        await db.transaction().execute(async (trx) => {
          const gone = await trx
            .deleteFrom('held_leads')
            .where('submission_id', '=', row.submission_id)
            .executeTakeFirst();
          // Released by another operator at the same moment: once only.
          if (Number(gone.numDeletedRows) !== 1) return;
          for (const channel of JSON.parse(row.channels) as Channel[])
            await trx
              .insertInto('outbox')
              .values(outboxRow(handle, `${row.submission_id}:${channel}:released`, row.submission_id, channel))
              .onConflict((conflict) => conflict.column('id').doNothing())
              .execute();
          released += 1;
        });
      return released;
    },

    /** Deletes held leads with everything about them (files, mail not yet sent); answers how many. */
    async discardHeld(target: HeldTarget): Promise<number> {
      const ids = (await selected(target).execute()).map((row) => row.submission_id);
      if (ids.length === 0) return 0;
      const deleted = await db.deleteFrom('submissions').where('id', 'in', ids).executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },

    /**
     * Queues the company's summary mail of the leads held since the last one (none without the company's
     * mail), at most once an hour on any instance; answers what it said, or undefined when there was nothing
     * to say or the hour had its summary.
     */
    async summariseHeld(channels: readonly Channel[]): Promise<HeldSummary | undefined> {
      const hour = Math.floor(Date.now() / HOUR_MS);
      // A mail to the company's inbox; the CRM hears of each lead when it is released.
      const to = channels.filter((channel) => channel === 'email');
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('held_leads')
          .innerJoin('submissions', 'submissions.id', 'held_leads.submission_id')
          .select(['held_leads.submission_id', 'held_leads.network', 'submissions.type', 'submissions.target'])
          .where('held_leads.summarised_at', 'is', null)
          .execute();
        if (rows.length === 0) return undefined;
        if (!(await countOne(trx, 'held-summary', '', hour, 1))) return undefined;
        const tally = (keys: string[]) =>
          [...keys.reduce((counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1), new Map<string, number>())]
            .map(([name, count]) => ({ name, count }))
            .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
        const summary: HeldSummary = {
          type: 'held-summary',
          count: rows.length,
          networks: tally(rows.map((row) => row.network)),
          forms: tally(rows.map((row) => (row.type === 'form' && row.target ? `form:${row.target}` : row.type))),
        };
        await trx
          .updateTable('held_leads')
          .set({ summarised_at: new Date().toISOString() })
          .where(
            'submission_id',
            'in',
            rows.map((row) => row.submission_id),
          )
          .execute();
        for (const channel of to)
          await trx
            .insertInto('outbox')
            .values(
              outboxRow(handle, `held-summary:${hour}:${channel}:${crypto.randomUUID().slice(0, 8)}`, null, channel, {
                payload: JSON.stringify(summary),
              }),
            )
            .execute();
        return summary;
      });
    },
  };
}
