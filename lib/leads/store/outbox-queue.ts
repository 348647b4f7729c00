import 'server-only';
import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Handle, Tables } from './database';
import type { Channel, MailStatus, OutboxItem, Outcome } from './types';
import { pausedUntil } from './suppression';
import { type MailLimits, outboxRow, purgeMailCounts, releaseWaiting } from './visitor-queue';

/** Stored and logged errors never carry an address: an SMTP server's refusal usually quotes it. */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '<address>').slice(0, 1000);
}

/** What the CRM is told when submissions it has are gone (GDPR Art. 19): their ids, never an address. */
export type LeadEvent = { type: 'erasure' | 'unsubscribe'; ids: string[] };

/** Queues an event for the webhook, in the caller's transaction, when the webhook is configured. */
export async function queueEvent(
  handle: Handle,
  trx: Transaction<Tables>,
  type: LeadEvent['type'],
  ids: string[],
  channels: readonly Channel[],
): Promise<void> {
  if (ids.length === 0 || !channels.includes('webhook')) return;
  const event: LeadEvent = { type, ids };
  await trx
    .insertInto('outbox')
    .values(
      outboxRow(handle, `event:${type}:${crypto.randomUUID()}`, null, 'webhook', { payload: JSON.stringify(event) }),
    )
    .execute();
}

export function outboxQueue(handle: Handle, limits: MailLimits) {
  const { db } = handle;
  /** Only the holder of a live lease may change a row: a worker whose lease ran out learns it here. */
  const leased = (item: Pick<OutboxItem, 'id' | 'lease'>) =>
    db
      .updateTable('outbox')
      .where('id', '=', item.id)
      .where('lease_token', '=', item.lease)
      .where('delivered_at', 'is', null);

  /** Due again in `retryInMs`; `counted`: a failed attempt, not a pause the relay breaker holds it in. */
  const reschedule = async (item: OutboxItem, error: string, retryInMs: number, counted: boolean) => {
    const result = await leased(item)
      .set((eb) => ({
        next_attempt_at: handle.now(retryInMs),
        locked_until: null,
        lease_token: null,
        last_error: withoutAddresses(error),
        attempts: counted ? eb('attempts', '+', 1) : eb.ref('attempts'),
      }))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  };

  return {
    async claimDue(limit: number, leaseMs: number): Promise<OutboxItem[]> {
      await releaseWaiting(handle, limits.visitorMailPerHour);
      const lease = crypto.randomUUID();
      let due = db
        .selectFrom('outbox')
        .select('id')
        .where('delivered_at', 'is', null)
        .where('wait_rank', 'is', null)
        .where('next_attempt_at', '<=', handle.now())
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', handle.now())]))
        // Oldest first: mail that waited for an hour with room goes in the order it was queued.
        .orderBy('next_attempt_at')
        .orderBy('queued_at')
        .limit(limit);
      // Several instances on one Postgres: each takes rows the others have not locked.
      if (handle.dialect === 'postgres') due = due.forUpdate().skipLocked();
      // One statement, so the choice and the lease are atomic on both databases.
      const rows = await db
        .updateTable('outbox')
        .set({ locked_until: handle.now(leaseMs), lease_token: lease })
        .where('id', 'in', due)
        .returning(['id', 'submission_id', 'channel', 'attempts', 'message', 'payload'])
        .execute();
      return rows.map((row) => ({
        id: row.id,
        submissionId: row.submission_id,
        channel: row.channel as Channel,
        attempts: Number(row.attempts),
        message: row.message,
        payload: row.payload,
        lease,
      }));
    },

    async extendLease(item: OutboxItem, leaseMs: number): Promise<boolean> {
      const result = await leased(item)
        .set({ locked_until: handle.now(leaseMs) })
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async markDone(item: OutboxItem, outcome: Outcome, error?: string): Promise<boolean> {
      const result = await leased(item)
        .set((eb) => ({
          delivered_at: handle.isoNow(),
          locked_until: null,
          lease_token: null,
          last_error: error ? withoutAddresses(error) : null,
          outcome,
          attempts: eb('attempts', '+', 1),
        }))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    markFailed: (item: OutboxItem, error: string, retryInMs: number) => reschedule(item, error, retryInMs, true),

    postpone: (item: OutboxItem, reason: string, retryInMs: number) => reschedule(item, reason, retryInMs, false),

    async releaseLease(item: OutboxItem): Promise<void> {
      await leased(item).set({ locked_until: null, lease_token: null }).execute();
    },

    async purgeDelivered(olderThanDays: number): Promise<number> {
      const result = await db
        .deleteFrom('outbox')
        .where('delivered_at', 'is not', null)
        .where('delivered_at', '<', handle.isoNow(-olderThanDays * 24 * 60 * 60 * 1000))
        .executeTakeFirst();
      await purgeMailCounts(handle);
      return Number(result.numDeletedRows);
    },

    async mailStatus(): Promise<MailStatus> {
      const pending = await db
        .selectFrom('outbox')
        .select((eb) => [
          'channel',
          eb.fn.countAll<number>().as('count'),
          eb.fn.sum<number>(eb.case().when('attempts', '>', 0).then(1).else(0).end()).as('failing'),
          eb.fn.sum<number>(eb.case().when('next_attempt_at', '>', handle.now()).then(1).else(0).end()).as('later'),
        ])
        .where('delivered_at', 'is', null)
        .groupBy('channel')
        .execute();
      const errors = await db
        .selectFrom('outbox')
        .select((eb) => ['channel', 'last_error', eb.fn.countAll<number>().as('count')])
        .where('delivered_at', 'is', null)
        .where('last_error', 'is not', null)
        .groupBy(['channel', 'last_error'])
        .orderBy('count', 'desc')
        .limit(10)
        .execute();
      const ended = await db
        .selectFrom('outbox')
        .select((eb) => ['outcome', eb.fn.countAll<number>().as('count')])
        .where('delivered_at', '>', handle.isoNow(-7 * 24 * 60 * 60 * 1000))
        .groupBy('outcome')
        .execute();
      const suppressed = await db
        .selectFrom('suppressions')
        .select((eb) => ['reason', eb.fn.countAll<number>().as('count')])
        .groupBy('reason')
        .execute();
      // Mail that ended unsent this week (bounced, given up), by its last SMTP reply.
      const endedReplies = await db
        .selectFrom('outbox')
        .select((eb) => ['outcome', 'last_error', eb.fn.countAll<number>().as('count')])
        .where('channel', '=', 'visitor')
        .where('outcome', 'in', ['bounced', 'gave-up'])
        .where('delivered_at', '>', handle.isoNow(-7 * 24 * 60 * 60 * 1000))
        .groupBy(['outcome', 'last_error'])
        .orderBy('count', 'desc')
        .limit(10)
        .execute();
      const backlog = await db
        .selectFrom('outbox')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('queued_at').as('oldest')])
        .where('channel', '=', 'visitor')
        .where('delivered_at', 'is', null)
        .where((eb) => eb.or([eb('wait_rank', 'is not', null), eb('next_attempt_at', '>', handle.now())]))
        .executeTakeFirst();
      const dropped = await db
        .selectFrom('mail_counts')
        .select((eb) => [eb.fn.sum<number>('count').as('count'), eb.fn.count<number>('key').distinct().as('networks')])
        .where('scope', '=', 'dropped')
        .where('slot', '>', Math.floor(Date.now() / (60 * 60 * 1000)) - 24)
        .executeTakeFirst();
      const paused = await pausedUntil(db);
      return {
        pending: pending.map((row) => ({
          channel: row.channel as Channel,
          count: Number(row.count),
          failing: Number(row.failing ?? 0),
          later: Number(row.later ?? 0),
        })),
        errors: errors.map((row) => ({
          channel: row.channel as Channel,
          error: row.last_error ?? '',
          count: Number(row.count),
        })),
        lastWeek: Object.fromEntries(ended.map((row) => [row.outcome ?? 'sent', Number(row.count)])),
        suppressed: Object.fromEntries(suppressed.map((row) => [row.reason, Number(row.count)])),
        ended: endedReplies.map((row) => ({
          outcome: row.outcome as Outcome,
          reply: row.last_error ?? '',
          count: Number(row.count),
        })),
        backlog: {
          count: Number(backlog?.count ?? 0),
          oldestQueuedAt: backlog?.oldest == null ? null : Number(backlog.oldest),
        },
        dropped: { count: Number(dropped?.count ?? 0), networks: Number(dropped?.networks ?? 0) },
        pausedUntil: paused > Date.now() ? paused : null,
      };
    },

    async countPending(): Promise<number> {
      const row = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('delivered_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
  };
}
