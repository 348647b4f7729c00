import 'server-only';
import crypto from 'node:crypto';
import { type InsertObject, sql, type Transaction } from 'kysely';
import { VISITOR_MAILS_PER_DAY } from '@/lib/leads/rules/limits';
import { DAY_MS, type Handle, type Tables } from './database';
import type { Channel, QueueOutcome, VisitorMail } from './types';

const HOUR_MS = 60 * 60 * 1000;
/** The advisory lock that serialises the site-wide ceiling's count and insert on Postgres. */
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

/**
 * Queues a mail to a visitor unless the mailbox is suppressed (and the person did not ask for this
 * mail), has had its daily share, or the site has sent its hourly ceiling. Runs inside the caller's
 * transaction; on Postgres one lock per mailbox and one for the ceiling keep parallel posts on every
 * instance from all passing (SQLite serialises writers by itself).
 */
export async function queueVisitorMail(
  handle: Handle,
  trx: Transaction<Tables>,
  options: { submissionId: string; mailbox: string; mail: VisitorMail; perHour: number },
): Promise<QueueOutcome> {
  const { submissionId, mailbox, mail, perHour } = options;
  if (!mail.requested) {
    const suppressed = await trx
      .selectFrom('suppressions')
      .select('reason')
      .where('mailbox_hash', '=', mailbox)
      .executeTakeFirst();
    if (suppressed) return 'suppressed';
  }
  if (handle.dialect === 'postgres') {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${mailbox}))`.execute(trx);
  }
  const sent = await trx
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('recipient', '=', mailbox)
    .where('queued_at', '>', handle.now(-DAY_MS))
    .executeTakeFirst();
  if (Number(sent?.count ?? 0) >= VISITOR_MAILS_PER_DAY) return 'capped';
  // Taken after the mailbox's lock, always in this order, so two posts never wait on each other.
  if (handle.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${CEILING_LOCK})`.execute(trx);
  const lastHour = await trx
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('recipient', 'is not', null)
    .where('queued_at', '>', handle.now(-HOUR_MS))
    .executeTakeFirst();
  if (Number(lastHour?.count ?? 0) >= perHour) return 'ceiling';
  await trx
    .insertInto('outbox')
    .values(
      outboxRow(
        handle,
        `${submissionId}:visitor:${mail.message}:${crypto.randomUUID().slice(0, 8)}`,
        submissionId,
        'visitor',
        { message: mail.message, recipient: mailbox },
      ),
    )
    .execute();
  return 'queued';
}
