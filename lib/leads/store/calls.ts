import 'server-only';
import crypto from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { DAY_MS, type Handle, type Tables } from './database';
import { holdWithLead } from './held';
import { insertPrepared, type LeadLimits, prepareSubmission, submissionsQuery, toSubmission } from './submissions';
import type {
  Booking,
  BookingStatus,
  BookingTransition,
  CallAdmission,
  CallAdmit,
  CallLimits,
  Channel,
  NewSubmission,
  OutboxItem,
  QueueOutcome,
  StoredSubmission,
  VisitorMail,
} from './types';
import { isPublicMail } from '@/lib/leads/rules/public-mail';
import { countOne, countUpTo, outboxRow, queueVisitorMail } from './visitor-queue';

// Call requests in the store: how one with a slot is admitted (the mailbox's one upcoming call, the
// day's and the network's booking counts, CONTRACT §17a), and every change of its booking, each in one
// transaction with what it tells the company and the visitor. What a change is, lib/leads/call/states.ts decides.

/** The company's rows for a call's change name its status: the mail and the webhook say what happened. */
const CALL_CHANGE_PREFIX = 'call:';

/** What became of a call at the change an outbox row tells of, if it tells of one. */
export function callChangeOf(item: Pick<OutboxItem, 'message'> | undefined): BookingStatus | undefined {
  const message = item?.message;
  return message?.startsWith(CALL_CHANGE_PREFIX)
    ? (message.slice(CALL_CHANGE_PREFIX.length) as BookingStatus)
    : undefined;
}

/** A call holding its mailbox's one upcoming call: booked, or being booked by the site. */
function holdsMailbox(booking: Booking, now: number): boolean {
  if (!booking.start || Date.parse(booking.start) <= now) return false;
  return (
    booking.status === 'confirmed' ||
    booking.status === 'rescheduled' ||
    (booking.status === 'requested' && booking.autoBook === true)
  );
}

class AlreadyBooked extends Error {
  constructor(readonly call: string) {
    super('the mailbox has an upcoming call');
  }
}

/** The mailbox's upcoming call (its submission's id), if it has one. */
async function upcomingCallOf(trx: Transaction<Tables>, mailbox: string): Promise<string | undefined> {
  const rows = await trx
    .selectFrom('submissions')
    .select(['id', 'booking'])
    .where('mailbox', '=', mailbox)
    .where('type', '=', 'call')
    .where('booking', 'is not', null)
    .execute();
  const now = Date.now();
  return rows
    .map((row) => ({ id: row.id, booking: JSON.parse(row.booking!) as Booking }))
    .filter(({ booking }) => holdsMailbox(booking, now))
    .sort((a, b) => a.booking.start!.localeCompare(b.booking.start!))[0]?.id;
}

/**
 * The mailbox's owner hears that someone asked for another call with their address, with the time and link of
 * the one they have (CONTRACT §23): once a day at most, and the poster learns nothing of it.
 */
async function remindOwner(
  handle: Handle,
  limits: LeadLimits,
  call: string,
  mailbox: string,
  admit: { client: string; reminder: string },
): Promise<void> {
  await handle.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('submissions').select('email').where('id', '=', call).executeTakeFirst();
    if (!row?.email || !(await countOne(trx, 'reminded', mailbox, Math.floor(Date.now() / DAY_MS), 1))) return;
    await queueVisitorMail(handle, trx, {
      submissionId: call,
      keys: await handle.addressKeys(row.email),
      // The poster's network pays for it: a script asking for every address's call fills its own budget.
      mail: { message: admit.reminder, client: admit.client },
      limits,
    });
  });
}

/**
 * Takes one booking from the day's count, the network's and the address's domain's (none for a public mail
 * provider), or from none of them (a savepoint undoes a partial count). Answers the day's count with it, or 0.
 */
async function countBooking(
  trx: Transaction<Tables>,
  network: string,
  domain: string | undefined,
  limits: CallLimits,
): Promise<number> {
  const day = Math.floor(Date.now() / DAY_MS);
  await sql`SAVEPOINT call_counts`.execute(trx);
  const count = await countUpTo(trx, 'calls', '', day, limits.perDay);
  const counted =
    count > 0 &&
    (await countOne(trx, 'calls-network', network, day, limits.perNetworkDay)) &&
    (domain === undefined || (await countOne(trx, 'calls-domain', domain, day, limits.perDomainDay)));
  if (!counted) await sql`ROLLBACK TO SAVEPOINT call_counts`.execute(trx);
  await sql`RELEASE SAVEPOINT call_counts`.execute(trx);
  return counted ? count : 0;
}

/** Gives back the booking a call took from its day's counts (its slot was never booked). */
async function releaseBooking(trx: Transaction<Tables>, createdAt: string, booking: Booking) {
  const day = Math.floor(Date.parse(createdAt) / DAY_MS);
  const release = (scope: 'calls' | 'calls-network' | 'calls-domain', key: string) =>
    trx
      .updateTable('mail_counts')
      .set({ count: sql`count - 1` })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('slot', '=', day)
      .where('count', '>', 0)
      .execute();
  await release('calls', '');
  if (booking.network) await release('calls-network', booking.network);
  if (booking.domain) await release('calls-domain', booking.domain);
}

/** How long a code mailed to prove an address holds, and the slot with it (CONTRACT §23). */
const VERIFY_MS = 10 * 60_000;

/** Whether another visitor's verification, still running, holds this start. */
async function heldForVerification(trx: Transaction<Tables>, start: string): Promise<boolean> {
  const since = new Date(Date.now() - VERIFY_MS).toISOString();
  const rows = await trx
    .selectFrom('submissions')
    .select('booking')
    .where('type', '=', 'call')
    .where('created_at', '>=', since)
    .where('booking', 'is not', null)
    .execute();
  const now = new Date().toISOString();
  return rows.some((row) => {
    const booking = JSON.parse(row.booking!) as Booking;
    return booking.verify !== undefined && booking.verify.until > now && booking.start === start;
  });
}

export function calls(handle: Handle, limits: LeadLimits) {
  return {
    async insertCall(
      submission: NewSubmission & { booking: Omit<Booking, 'updatedAt'> },
      channels: readonly Channel[],
      visitorMail?: VisitorMail,
      admit?: CallAdmit,
    ): Promise<{ stored?: StoredSubmission; admission?: CallAdmission; visitorMail?: QueueOutcome }> {
      const prepared = await prepareSubmission(handle, submission);
      if (!admit || !submission.booking.start) {
        let outcome: QueueOutcome | undefined;
        await handle.db.transaction().execute(async (trx) => {
          outcome = await insertPrepared(handle, trx, prepared, { channels, visitorMail, limits });
        });
        return { stored: prepared.stored, visitorMail: outcome };
      }
      const network = await handle.networkHash(admit.client);
      const mailbox = prepared.row.mailbox;
      const email = prepared.row.email;
      const domain = email && !isPublicMail(email) ? await handle.domainHash(email) : undefined;
      try {
        return await handle.db.transaction().execute(async (trx) => {
          // Two posts from one mailbox at once: the second waits, then sees the first's call.
          if (handle.dialect === 'postgres' && mailbox)
            await sql`SELECT pg_advisory_xact_lock(hashtext(${`call:${mailbox}`}))`.execute(trx);
          const upcoming = mailbox ? await upcomingCallOf(trx, mailbox) : undefined;
          if (upcoming) throw new AlreadyBooked(upcoming);
          if (await heldForVerification(trx, submission.booking.start!)) return { admission: { kind: 'slot-held' } };
          const count = await countBooking(trx, network, domain, admit.limits);
          // Past the day's first bookings, the slot is booked once its person proves the address.
          const verify = count > admit.limits.verifyAfter;
          const booking: Booking = {
            ...submission.booking,
            network,
            ...(domain && { domain }),
            ...(count > 0 && !verify && { autoBook: true }),
            ...(count > 0 &&
              verify && {
                verify: {
                  code: crypto.randomInt(0, 1_000_000).toString().padStart(6, '0'),
                  until: new Date(Date.now() + VERIFY_MS).toISOString(),
                  tries: 0,
                },
              }),
            updatedAt: prepared.row.created_at,
          };
          prepared.row.booking = JSON.stringify(booking);
          prepared.stored.booking = booking;
          // Booked: the company hears once the booking settles. Past a limit: now, and a person arranges it.
          // Verifying: the code is mailed now (asked for now, so a suppression lets it through), and the outbox
          // row ends the wait when the code runs out, or books the slot it was proved for.
          const outcome = await insertPrepared(
            handle,
            trx,
            prepared,
            count === 0
              ? { channels, visitorMail: visitorMail && { ...visitorMail, network }, limits }
              : verify
                ? {
                    channels: [],
                    visitorMail: { message: admit.verify, client: admit.client, requested: true },
                    later: { channel: 'booking', afterMs: VERIFY_MS },
                    limits,
                  }
                : { channels: [], later: { channel: 'booking', afterMs: admit.retryAfterMs }, limits },
          );
          return {
            stored: prepared.stored,
            admission: { kind: count === 0 ? 'limit' : verify ? 'verify' : 'book' } as CallAdmission,
            visitorMail: outcome,
          };
        });
      } catch (error) {
        if (!(error instanceof AlreadyBooked)) throw error;
        await remindOwner(handle, limits, error.call, mailbox!, admit);
        return { admission: { kind: 'already-booked' } };
      }
    },

    async changeBooking(id: string, transition: BookingTransition): Promise<Booking | undefined> {
      return handle.db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('submissions')
          .select(['booking', 'email', 'mailbox', 'spam', 'created_at'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!current?.booking) return undefined;
        const before = JSON.parse(current.booking) as Booking;
        const change = transition(before);
        if (!change) return undefined;
        const next: Booking = { ...change.booking, updatedAt: new Date().toISOString() };
        // Compare and set: of two changes at once (two instances, an event and the outbox), one applies.
        const updated = await trx
          .updateTable('submissions')
          .set({ booking: JSON.stringify(next), booking_uid: next.uid ?? null })
          .where('id', '=', id)
          .where('booking', '=', current.booking)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return undefined;
        if (change.releaseCounts && (before.autoBook || before.verify))
          await releaseBooking(trx, current.created_at, before);
        // Mail queued about the call before this change would now say something untrue: it is not sent.
        await trx
          .updateTable('outbox')
          .set({ delivered_at: handle.isoNow(), outcome: 'superseded', wait_rank: null, lease_token: null })
          .where('submission_id', '=', id)
          .where('channel', '=', 'visitor')
          .where('delivered_at', 'is', null)
          .where('message', 'like', 'call-%')
          .execute();
        const tag = crypto.randomUUID().slice(0, 8);
        // A held call's news waits with it: its release tells how it stands then.
        for (const channel of await holdWithLead(trx, id, change.notify))
          await trx
            .insertInto('outbox')
            .values(
              outboxRow(handle, `${id}:${channel}:${tag}`, id, channel, {
                message: `${CALL_CHANGE_PREFIX}${next.status}`,
              }),
            )
            .execute();
        if (change.retryBooking)
          await trx
            .insertInto('outbox')
            .values({
              ...outboxRow(handle, `${id}:booking:${tag}`, id, 'booking'),
              next_attempt_at: handle.now(change.retryBooking.afterMs),
            })
            .execute();
        // News of a booked call is mail its person is owed, not one their network asked for now: the network's
        // hourly budget does not hold it back (its bookings are capped a day already).
        if (change.visitorMail && current.email && !current.spam)
          await queueVisitorMail(handle, trx, {
            submissionId: id,
            keys: await handle.addressKeys(current.email),
            mail: { ...change.visitorMail, network: undefined, client: undefined },
            limits,
          });
        return next;
      });
    },

    async findByBookingUid(uid: string): Promise<StoredSubmission | undefined> {
      const row = await submissionsQuery(handle).where('submissions.booking_uid', '=', uid).executeTakeFirst();
      return row && toSubmission(row);
    },
  };
}
