import 'server-only';
import crypto from 'node:crypto';
import { type InsertObject, sql, type Transaction } from 'kysely';
import { VISITOR_MAILS_PER_DAY } from '@/lib/leads/rules/limits';
import { DAY_MS, type Handle, type Tables } from './database';
import { type AddressKeys, suppressionKeys } from './mailbox';
import type { Channel, QueueOutcome, VisitorMail } from './types';

const HOUR_MS = 60 * 60 * 1000;
/** A count with no limit (the integer column's range). */
const UNCAPPED = 2_000_000_000;

/** The network key the site's own mail (a newsletter, no client) counts under. */
const SITE_NETWORK = 'site';

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

/**
 * mailbox: visitor mails per mailbox and day; network: per client network and hour; site: sent per hour
 * (the ceiling); suppressed: asked-for mail to a suppressed mailbox per day; dropped: mails a network's
 * budget did not send, per network and hour.
 */
type Scope = 'mailbox' | 'network' | 'site' | 'suppressed' | 'dropped' | CallScope | NoticeScope;

/** The company's lead notifications per client network, in all and unproven, per hour: ./held.ts. */
type NoticeScope = 'notices-network' | 'notices' | 'notices-unproven' | 'held-summary' | 'reminded' | 'turns';

/** Bookings made per day in all (`calls`) and per client network and day (`calls-network`): ./calls.ts. */
type CallScope = 'calls' | 'calls-network' | 'calls-domain';

/**
 * Adds one to a count unless it has reached `limit`, in one statement (an upsert whose update is
 * conditional), so parallel posts on several instances never all pass. Answers whether it counted.
 */
export async function countOne(
  trx: Transaction<Tables>,
  scope: Scope,
  key: string,
  slot: number,
  limit: number,
): Promise<boolean> {
  return (await countUpTo(trx, scope, key, slot, limit)) > 0;
}

/** countOne's count after adding one, or 0 when it had reached `limit`. */
export async function countUpTo(
  trx: Transaction<Tables>,
  scope: Scope,
  key: string,
  slot: number,
  limit: number,
): Promise<number> {
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
  return Number(rows[0]?.count ?? 0);
}

/** A suppressed mailbox gets at most one mail it asks for (confirmation, checklist link) in this many days. */
const SUPPRESSED_REQUEST_DAYS = 7;

/**
 * A suppressed mailbox's one asked-for mail in seven days, taken in one conditional statement: two posts
 * at once on two instances both see no earlier mail, and the day's row lets only one of them in.
 */
async function takeSuppressedShare(
  trx: Transaction<Tables>,
  mailbox: string,
  day: number,
  applies: boolean,
): Promise<boolean> {
  // Run for every mail (`applies` false: it writes nothing), so asking while suppressed takes no longer.
  const { rows } = await sql<{ count: number }>`
    INSERT INTO mail_counts (scope, key, slot, count)
    SELECT 'suppressed', ${mailbox}, ${day}, 1
    WHERE ${applies ? 1 : 0} = 1 AND NOT EXISTS (
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
    .where('scope', 'in', ['mailbox', 'suppressed', 'calls', 'calls-network', 'calls-domain', 'reminded', 'turns'])
    .where('slot', '<', Math.floor(now / DAY_MS) - SUPPRESSED_REQUEST_DAYS - 1)
    .execute();
  await handle.db
    .deleteFrom('mail_counts')
    .where('scope', 'in', [
      'network',
      'site',
      'dropped',
      'notices-network',
      'notices',
      'notices-unproven',
      'held-summary',
    ])
    .where('slot', '<', Math.floor(now / HOUR_MS) - 48)
    .execute();
}

/**
 * Queues a mail to a visitor unless the mailbox is suppressed (one mail the person asks for goes in
 * seven days), has had its daily share, or the client's network its hourly budget (the drop is counted:
 * `dropped`). Past the site's hourly ceiling the mail waits, ranked by how much its network queued this
 * hour, for `releaseWaiting`: nothing is dropped, and no network can push another's mail back. Every
 * count lives in `mail_counts`, apart from submissions, so no deletion resets one. Runs inside the
 * caller's transaction; on Postgres one lock per mailbox and one for the ceiling serialise the counts'
 * reads (the counts themselves are single conditional statements).
 *
 * Same answer, same work (CONTRACT §14c): every answer runs the same statements. From the first refusal
 * on, the rest run for a mailbox and network nobody has, and a savepoint undoes them, so the time taken
 * does not tell a suppressed or capped mailbox from any other.
 */
export async function queueVisitorMail(
  handle: Handle,
  trx: Transaction<Tables>,
  options: { submissionId: string; keys: AddressKeys; mail: VisitorMail; limits: MailLimits },
): Promise<QueueOutcome> {
  const { submissionId, mail } = options;
  const { visitorMailPerHour: perHour, visitorMailPerNetworkHour: perNetworkHour } = options.limits;
  const now = Date.now();
  const day = Math.floor(now / DAY_MS);
  const hour = Math.floor(now / HOUR_MS);
  const nobody = `unsent:${crypto.randomUUID()}`;
  let keys = options.keys;
  // The key is loaded when the store opens: no read through the pool from inside this transaction.
  let network = mail.network ?? (mail.client === undefined ? undefined : await handle.networkHash(mail.client));
  let refused: Exclude<QueueOutcome, 'queued' | 'deferred'> | undefined;
  const refuse = (why: NonNullable<typeof refused>) => {
    refused ??= why;
    keys = { mailbox: nobody, bounce: nobody, legacy: nobody };
    if (network !== undefined) network = nobody;
  };
  await sql`SAVEPOINT visitor_mail`.execute(trx);
  const suppressed = await trx
    .selectFrom('suppressions')
    .select('mailbox_hash')
    .where('mailbox_hash', 'in', suppressionKeys(keys))
    .executeTakeFirst();
  if (suppressed && !mail.requested) refuse('suppressed');
  if (handle.dialect === 'postgres') {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${keys.mailbox}))`.execute(trx);
  }
  const asksWhileSuppressed = suppressed !== undefined && refused === undefined;
  if (!(await takeSuppressedShare(trx, keys.mailbox, day, asksWhileSuppressed)) && asksWhileSuppressed)
    refuse('suppressed');
  if (!(await countOne(trx, 'mailbox', keys.mailbox, day, VISITOR_MAILS_PER_DAY))) refuse('capped');
  // How many mails this client's network queued this hour, this one included: the wait's rank. The
  // site's own mail (a newsletter) ranks as one more network, so a post's run never goes before visitors.
  let rank = 0;
  let overBudget: string | undefined;
  if (network === undefined) rank = await countUpTo(trx, 'network', SITE_NETWORK, hour, UNCAPPED);
  else {
    rank = await countUpTo(trx, 'network', network, hour, perNetworkHour);
    if (rank === 0 && refused === undefined) {
      overBudget = network;
      refuse('network');
    }
  }
  // Taken after the mailbox's lock, always in this order, so two posts never wait on each other.
  if (handle.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${CEILING_LOCK})`.execute(trx);
  // Mail already waiting goes first: a new one takes the hour's room only when nothing waits.
  const waiting = await trx.selectFrom('outbox').select('id').where('wait_rank', 'is not', null).limit(1).execute();
  const goesNow = waiting.length === 0 && (await countOne(trx, 'site', '', hour, perHour));
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
      ...(!goesNow && { next_attempt_at: (hour + 1) * HOUR_MS, wait_rank: rank }),
    })
    .execute();
  if (refused === undefined) {
    await sql`RELEASE SAVEPOINT visitor_mail`.execute(trx);
    return goesNow ? 'queued' : 'deferred';
  }
  await sql`ROLLBACK TO SAVEPOINT visitor_mail`.execute(trx);
  await sql`RELEASE SAVEPOINT visitor_mail`.execute(trx);
  // Said once per network and hour across instances: the drop that made the count 1 says it.
  if (overBudget && (await countUpTo(trx, 'dropped', overBudget, hour, UNCAPPED)) === 1)
    console.warn(
      `visitor mail: client network ${overBudget.slice(0, 8)} (a keyed hash) passed its budget of ${perNetworkHour} mails this hour (VISITOR_MAIL_PER_NETWORK_HOUR); its posts are stored and answered alike, without mail. npm run leads -- mail status counts what was not sent.`,
    );
  return refused;
}

/**
 * Lets waiting visitor mail go while this hour has room under the ceiling (read now, so a raised
 * `VISITOR_MAIL_PER_HOUR` takes effect for mail already waiting): the quietest networks first, then
 * the oldest. Answers how many it released. Runs before each claim of due mail.
 */
export async function releaseWaiting(handle: Handle, perHour: number): Promise<number> {
  const any = await handle.db.selectFrom('outbox').select('id').where('wait_rank', 'is not', null).limit(1).execute();
  if (any.length === 0) return 0;
  return handle.db.transaction().execute(async (trx) => {
    if (handle.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${CEILING_LOCK})`.execute(trx);
    const hour = Math.floor(Date.now() / HOUR_MS);
    const used = await trx
      .selectFrom('mail_counts')
      .select('count')
      .where('scope', '=', 'site')
      .where('key', '=', '')
      .where('slot', '=', hour)
      .executeTakeFirst();
    const room = perHour - Number(used?.count ?? 0);
    if (room <= 0) return 0;
    const next = await trx
      .selectFrom('outbox')
      .select('id')
      .where('wait_rank', 'is not', null)
      .orderBy('wait_rank')
      .orderBy('queued_at')
      .orderBy('id')
      .limit(room)
      .execute();
    if (next.length === 0) return 0;
    await trx
      .updateTable('outbox')
      .set({ wait_rank: null, next_attempt_at: handle.now() })
      .where(
        'id',
        'in',
        next.map((row) => row.id),
      )
      .execute();
    await trx
      .insertInto('mail_counts')
      .values({ scope: 'site', key: '', slot: hour, count: next.length })
      .onConflict((conflict) =>
        conflict.columns(['scope', 'key', 'slot']).doUpdateSet({ count: sql`mail_counts.count + ${next.length}` }),
      )
      .execute();
    return next.length;
  });
}
