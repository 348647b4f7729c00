import 'server-only';
import crypto from 'node:crypto';
import { type InsertObject, sql, type Transaction } from 'kysely';
import { VISITOR_MAILS_PER_DAY } from '@/lib/leads/rules/limits';
import { DAY_MS, type Handle, type Tables } from './database';
import { type AddressKeys, suppressionKeys } from './mailbox';
import type { Channel, QueueOutcome, VisitorMail } from './types';

const HOUR_MS = 60 * 60 * 1000;
/** The advisory lock that serialises the choice of the site-wide ceiling's hour on Postgres. */
const CEILING_LOCK = 0x76_69_73_69;

/** A fresh outbox row for one notification of one submission. */
export function outboxRow(
  handle: Handle,
  id: string,
  submissionId: string | null,
  channel: Channel,
  extra: Partial<Pick<Tables['outbox'], 'message' | 'recipient' | 'payload'>> = {},
): InsertObject<Tables, 'outbox'> {
  return {
    id,
    submission_id: submissionId,
    channel,
    next_attempt_at: handle.now(),
    locked_until: null,
    lease_token: null,
    delivered_at: null,
    last_error: null,
    message: null,
    recipient: null,
    queued_at: handle.now(),
    payload: null,
    outcome: null,
    ...extra,
  };
}

/** The store's settings for visitor mail: the site's hourly ceiling and each client network's budget. */
export type MailLimits = { visitorMailPerHour: number; visitorMailPerNetworkHour: number };

type Scope = 'mailbox' | 'network' | 'site' | 'suppressed';

/**
 * Adds one to a count unless it has reached `limit`, in one statement (an upsert whose update is
 * conditional), so parallel posts on several instances never all pass. Answers whether it counted.
 */
async function countOne(
  trx: Transaction<Tables>,
  scope: Scope,
  key: string,
  slot: number,
  limit: number,
): Promise<boolean> {
  const rows = await trx
    .insertInto('mail_counts')
    .values({ scope, key, slot, count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['scope', 'key', 'slot'])
        .doUpdateSet({ count: sql`mail_counts.count + 1` })
        .where(sql<number>`mail_counts.count`, '<', limit),
    )
    .returning('count')
    .execute();
  return rows.length > 0;
}

async function uncountOne(trx: Transaction<Tables>, scope: Scope, key: string, slot: number): Promise<void> {
  await trx
    .updateTable('mail_counts')
    .set({ count: sql`count - 1` })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('slot', '=', slot)
    .execute();
}

/** The hour a mail may go in: this one, or the first later one the site's ceiling has room in. */
async function firstOpenHour(trx: Transaction<Tables>, hour: number, perHour: number): Promise<number> {
  const full = await trx
    .selectFrom('mail_counts')
    .select('slot')
    .where('scope', '=', 'site')
    .where('slot', '>=', hour)
    .where('count', '>=', perHour)
    .orderBy('slot')
    .execute();
  let slot = hour;
  for (const row of full) {
    if (Number(row.slot) !== slot) break;
    slot += 1;
  }
  return slot;
}

/** A suppressed mailbox gets at most one mail it asks for (confirmation, checklist link) in this many days. */
const SUPPRESSED_REQUEST_DAYS = 7;

/**
 * A suppressed mailbox's one asked-for mail in seven days, taken in one conditional statement: two posts
 * at once on two instances both see no earlier mail, and the day's row lets only one of them in.
 */
async function takeSuppressedShare(trx: Transaction<Tables>, mailbox: string, day: number): Promise<boolean> {
  const { rows } = await sql<{ count: number }>`
    INSERT INTO mail_counts (scope, key, slot, count)
    SELECT 'suppressed', ${mailbox}, ${day}, 1
    WHERE NOT EXISTS (
      SELECT 1 FROM mail_counts
      WHERE scope = 'suppressed' AND key = ${mailbox} AND slot > ${day - SUPPRESSED_REQUEST_DAYS} AND count > 0
    )
    ON CONFLICT (scope, key, slot) DO UPDATE SET count = 1 WHERE mail_counts.count < 1
    RETURNING count`.execute(trx);
  return rows.length > 0;
}

/** Deletes counts no rule reads any more: days older than a week and more, hours older than two days. */
export async function purgeMailCounts(handle: Handle): Promise<void> {
  const now = Date.now();
  await handle.db
    .deleteFrom('mail_counts')
    .where('scope', 'in', ['mailbox', 'suppressed'])
    .where('slot', '<', Math.floor(now / DAY_MS) - SUPPRESSED_REQUEST_DAYS - 1)
    .execute();
  await handle.db
    .deleteFrom('mail_counts')
    .where('scope', 'in', ['network', 'site'])
    .where('slot', '<', Math.floor(now / HOUR_MS) - 48)
    .execute();
}

/**
 * Queues a mail to a visitor unless the mailbox is suppressed (one mail the person asks for goes in
 * seven days), has had its daily share, or the client's network its hourly budget. Past the site's
 * hourly ceiling the mail waits for the first hour with room, oldest first: nothing is dropped.
 * Every count lives in `mail_counts`, apart from submissions, so no deletion resets one. Runs inside
 * the caller's transaction; on Postgres one lock per mailbox and one for the ceiling serialise the
 * read of the ceiling's hours (the counts themselves are single conditional statements).
 */
export async function queueVisitorMail(
  handle: Handle,
  trx: Transaction<Tables>,
  options: { submissionId: string; keys: AddressKeys; mail: VisitorMail; limits: MailLimits },
): Promise<QueueOutcome> {
  const { submissionId, keys, mail } = options;
  const { visitorMailPerHour: perHour, visitorMailPerNetworkHour: perNetworkHour } = options.limits;
  const now = Date.now();
  const day = Math.floor(now / DAY_MS);
  const hour = Math.floor(now / HOUR_MS);
  const suppressed = await trx
    .selectFrom('suppressions')
    .select('mailbox_hash')
    .where('mailbox_hash', 'in', suppressionKeys(keys))
    .executeTakeFirst();
  if (suppressed && !mail.requested) return 'suppressed';
  if (handle.dialect === 'postgres') {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${keys.mailbox}))`.execute(trx);
  }
  if (suppressed && !(await takeSuppressedShare(trx, keys.mailbox, day))) return 'suppressed';
  const undo = async () => {
    if (suppressed) await uncountOne(trx, 'suppressed', keys.mailbox, day);
  };
  if (!(await countOne(trx, 'mailbox', keys.mailbox, day, VISITOR_MAILS_PER_DAY))) {
    await undo();
    return 'capped';
  }
  if (mail.client !== undefined) {
    const network = await handle.networkHash(mail.client);
    if (!(await countOne(trx, 'network', network, hour, perNetworkHour))) {
      await uncountOne(trx, 'mailbox', keys.mailbox, day);
      await undo();
      return 'network';
    }
  }
  // Taken after the mailbox's lock, always in this order, so two posts never wait on each other.
  if (handle.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${CEILING_LOCK})`.execute(trx);
  let slot = await firstOpenHour(trx, hour, perHour);
  // SQLite across processes has no lock to take: a lost race moves on to the next hour.
  while (!(await countOne(trx, 'site', '', slot, perHour))) slot += 1;
  await trx
    .insertInto('outbox')
    .values({
      ...outboxRow(
        handle,
        `${submissionId}:visitor:${mail.message}:${crypto.randomUUID().slice(0, 8)}`,
        submissionId,
        'visitor',
        { message: mail.message, recipient: keys.mailbox },
      ),
      ...(slot > hour && { next_attempt_at: slot * HOUR_MS }),
    })
    .execute();
  return slot > hour ? 'deferred' : 'queued';
}
