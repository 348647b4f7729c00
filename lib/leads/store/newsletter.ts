import 'server-only';
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Locale } from '@/lib/i18n/locales';
import type { Handle } from './database';
import { queueEvent } from './outbox-queue';
import { suppressMailbox } from './suppression';
import type { Channel, ConsentRecord, SubscribeOutcome, UnsubscribeTarget, VisitorMail } from './types';
import { outboxRow, queueVisitorMail } from './visitor-queue';

/** The kinds of submission an unsubscribe ends: everything that mails a visitor more than once. */
const MAILING = ['newsletter', 'checklist'];

export function newsletter(handle: Handle, options: { visitorMailPerHour: number }) {
  return {
    async subscribe(
      email: string,
      data: Record<string, unknown>,
      consent: ConsentRecord,
      mail: VisitorMail,
      language?: Locale,
    ): Promise<SubscribeOutcome> {
      const address = email.trim();
      const mailbox = await handle.mailboxHash(address);
      return handle.db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('submissions')
          .select(['id', 'confirmed_at'])
          .where('type', '=', 'newsletter')
          .where('mailbox', '=', mailbox)
          .executeTakeFirst();
        if (existing?.confirmed_at) return { id: existing.id, state: 'confirmed' as const, mail: 'none' as const };
        const fields = {
          data: JSON.stringify(data),
          created_at: new Date().toISOString(),
          policy_version: consent.policyVersion,
          consent: consent.wording,
          language: language ?? null,
        };
        let id = existing?.id;
        if (id) {
          // Signing up again while pending starts the seven days again, with the consent given now.
          await trx.updateTable('submissions').set(fields).where('id', '=', id).execute();
        } else {
          id = crypto.randomUUID();
          const inserted = await trx
            .insertInto('submissions')
            .values({
              id,
              type: 'newsletter',
              target: null,
              spam: 0,
              email: address,
              mailbox,
              confirmed_at: null,
              ...fields,
            })
            // The partial index's own condition, as a literal: SQLite matches the conflict target by its text.
            .onConflict((conflict) =>
              conflict.column('email').where(sql.ref('type'), '=', sql.lit('newsletter')).doNothing(),
            )
            .returning('id')
            .execute();
          // Another request for the same address won the race: it sends the link.
          if (inserted.length === 0) return { id, state: 'pending' as const, mail: 'none' as const };
        }
        const queued = await queueVisitorMail(handle, trx, {
          submissionId: id,
          mailbox,
          mail,
          perHour: options.visitorMailPerHour,
        });
        return { id, state: existing ? ('pending' as const) : ('new' as const), mail: queued };
      });
    },

    async confirmSubscription(id: string, channels: readonly Channel[]): Promise<'confirmed' | 'already' | 'unknown'> {
      const found = await handle.db
        .selectFrom('submissions')
        .select(['mailbox', 'confirmed_at'])
        .where('id', '=', id)
        .where('type', '=', 'newsletter')
        .executeTakeFirst();
      if (!found?.mailbox) return 'unknown';
      if (found.confirmed_at) return 'already';
      const mailbox = found.mailbox;
      return handle.db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('submissions')
          .set({ confirmed_at: handle.isoNow() })
          .where('id', '=', id)
          .where('confirmed_at', 'is', null)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) return 'already';
        for (const channel of channels) {
          await trx
            .insertInto('outbox')
            .values(outboxRow(handle, `${id}:${channel}`, id, channel))
            .execute();
        }
        // Subscribing again, and confirming it, lifts an earlier unsubscribe, bounce or erasure.
        await trx.deleteFrom('suppressions').where('mailbox_hash', '=', mailbox).execute();
        return 'confirmed';
      });
    },

    async unsubscribe(target: UnsubscribeTarget, notify: readonly Channel[]): Promise<number> {
      const mailbox =
        'mailbox' in target
          ? target.mailbox
          : (
              await handle.db
                .selectFrom('submissions')
                .select('mailbox')
                .where('id', '=', target.submissionId)
                .where('type', 'in', MAILING)
                .executeTakeFirst()
            )?.mailbox;
      // A link sent before links named mailboxes, whose row is gone: nothing is left to end.
      if (!mailbox) return 0;
      return handle.db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('submissions')
          .select(['id', 'type', 'spam', 'created_at', 'policy_version', 'consent', 'confirmed_at'])
          .where('mailbox', '=', mailbox)
          .where('type', 'in', MAILING)
          .orderBy('created_at', 'desc')
          .execute();
        const consent = rows.find((row) => row.type === 'newsletter') ?? rows[0];
        const proof = consent
          ? {
              givenAt: consent.created_at,
              policyVersion: consent.policy_version,
              wording: consent.consent,
              confirmedAt: consent.confirmed_at,
            }
          : null;
        if (rows.length > 0)
          await trx
            .deleteFrom('submissions')
            .where(
              'id',
              'in',
              rows.map((row) => row.id),
            )
            .execute();
        await suppressMailbox(trx, mailbox, 'unsubscribe', proof);
        await queueEvent(
          handle,
          trx,
          'unsubscribe',
          rows.filter((row) => !row.spam).map((row) => row.id),
          notify,
        );
        return rows.length;
      });
    },

    async queueNewsletter(post: string, afterId: string, limit: number) {
      const rows = await handle.db
        .selectFrom('submissions')
        .select(['id', 'mailbox'])
        .where('type', '=', 'newsletter')
        .where('confirmed_at', 'is not', null)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      if (rows.length === 0) return { lastId: undefined, considered: 0, queued: 0 };
      const queued = await handle.db.transaction().execute(async (trx) => {
        const mailboxes = [...new Set(rows.flatMap((row) => (row.mailbox ? [row.mailbox] : [])))];
        if (mailboxes.length === 0) return 0;
        const suppressed = new Set(
          (
            await trx.selectFrom('suppressions').select('mailbox_hash').where('mailbox_hash', 'in', mailboxes).execute()
          ).map((row) => row.mailbox_hash),
        );
        const open = mailboxes.filter((mailbox) => !suppressed.has(mailbox));
        if (open.length === 0) return 0;
        // The record of sends, not the outbox (whose delivered rows are purged), says who had the post.
        const fresh = await trx
          .insertInto('newsletter_sends')
          .values(open.map((mailbox) => ({ post, mailbox_hash: mailbox, queued_at: new Date().toISOString() })))
          .onConflict((conflict) => conflict.columns(['post', 'mailbox_hash']).doNothing())
          .returning('mailbox_hash')
          .execute();
        const due = new Set(fresh.map((row) => row.mailbox_hash));
        const values = rows.flatMap((row) => {
          if (!row.mailbox || !due.delete(row.mailbox)) return [];
          return [outboxRow(handle, `${row.id}:post:${post}`, row.id, 'visitor', { message: `post:${post}` })];
        });
        if (values.length === 0) return 0;
        const inserted = await trx
          .insertInto('outbox')
          .values(values)
          .onConflict((conflict) => conflict.column('id').doNothing())
          .returning('id')
          .execute();
        return inserted.length;
      });
      return { lastId: rows.at(-1)!.id, considered: rows.length, queued };
    },

    async countSubscribers() {
      const rows = await handle.db
        .selectFrom('submissions')
        .select((eb) => [eb.fn.count<number>('confirmed_at').as('confirmed'), eb.fn.countAll<number>().as('all')])
        .where('type', '=', 'newsletter')
        .executeTakeFirst();
      const confirmed = Number(rows?.confirmed ?? 0);
      return { confirmed, pending: Number(rows?.all ?? 0) - confirmed };
    },
  };
}
