import 'server-only';
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Locale } from '@/lib/i18n/locales';
import { MAILING_TYPES } from '@/lib/leads/forms/registry';
import type { Handle } from './database';
import { queueEvent } from './outbox-queue';
import { suppressionKeys } from './mailbox';
import { suppressMailbox } from './suppression';
import type { Channel, ConsentRecord, SubscribeOutcome, UnsubscribeTarget, VisitorMail } from './types';
import { type MailLimits, outboxRow, queueVisitorMail } from './visitor-queue';

export function newsletter(handle: Handle, options: MailLimits) {
  return {
    async subscribe(
      email: string,
      data: Record<string, unknown>,
      consent: ConsentRecord,
      mail: VisitorMail,
      language?: Locale,
      alreadyMail?: VisitorMail,
    ): Promise<SubscribeOutcome> {
      const address = email.trim();
      const keys = await handle.addressKeys(address);
      // New, pending and confirmed addresses take the same statements, so the answer's time tells nothing.
      return handle.db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('submissions')
          .select(['id', 'confirmed_at'])
          .where('type', '=', 'newsletter')
          .where('mailbox', '=', keys.mailbox)
          .executeTakeFirst();
        const confirmed = Boolean(existing?.confirmed_at);
        const fields = {
          data: JSON.stringify(data),
          created_at: new Date().toISOString(),
          policy_version: consent.policyVersion,
          consent: consent.wording,
          language: language ?? null,
        };
        let id = existing?.id;
        if (id) {
          // Signing up again while pending starts the seven days again, with the consent given now; a
          // confirmed subscription keeps the consent it was confirmed with.
          await trx
            .updateTable('submissions')
            .set(confirmed ? { confirmed_at: existing!.confirmed_at } : fields)
            .where('id', '=', id)
            .execute();
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
              mailbox: keys.mailbox,
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
        // A confirmed subscriber asking again still wants the posts: a bounce of this very spelling ends.
        await trx
          .deleteFrom('suppressions')
          .where('mailbox_hash', '=', confirmed ? keys.bounce : '')
          .where('reason', '=', 'bounce')
          .execute();
        const outgoing = confirmed ? alreadyMail : mail;
        const queued = outgoing
          ? await queueVisitorMail(handle, trx, { submissionId: id, keys, mail: outgoing, limits: options })
          : ('none' as const);
        const state = confirmed ? ('confirmed' as const) : existing ? ('pending' as const) : ('new' as const);
        return { id, state, mail: queued };
      });
    },

    async confirmSubscription(id: string, channels: readonly Channel[]): Promise<'confirmed' | 'already' | 'unknown'> {
      const found = await handle.db
        .selectFrom('submissions')
        .select(['mailbox', 'email', 'confirmed_at'])
        .where('id', '=', id)
        .where('type', '=', 'newsletter')
        .executeTakeFirst();
      if (!found?.mailbox || !found.email) return 'unknown';
      if (found.confirmed_at) return 'already';
      const lifted = suppressionKeys(await handle.addressKeys(found.email));
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
        await trx.deleteFrom('suppressions').where('mailbox_hash', 'in', lifted).execute();
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
                .where('type', 'in', MAILING_TYPES)
                .executeTakeFirst()
            )?.mailbox;
      // A link sent before links named mailboxes, whose row is gone: nothing is left to end.
      if (!mailbox) return 0;
      return handle.db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('submissions')
          .select(['id', 'type', 'spam', 'created_at', 'policy_version', 'consent', 'confirmed_at'])
          .where('mailbox', '=', mailbox)
          .where('type', 'in', MAILING_TYPES)
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
        .select(['id', 'mailbox', 'email'])
        .where('type', '=', 'newsletter')
        .where('confirmed_at', 'is not', null)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      if (rows.length === 0) return { lastId: undefined, considered: 0, queued: 0, suppressed: 0 };
      // A subscriber's mailbox (unsubscribe, erasure) or its very spelling (a bounce) may be suppressed.
      const keyed = await Promise.all(
        rows.map(async (row) => ({
          ...row,
          keys: row.email ? suppressionKeys(await handle.addressKeys(row.email)) : [],
        })),
      );
      const result = await handle.db.transaction().execute(async (trx) => {
        const all = [...new Set(keyed.flatMap((row) => row.keys))];
        const suppressed = new Set(
          all.length === 0
            ? []
            : (
                await trx.selectFrom('suppressions').select('mailbox_hash').where('mailbox_hash', 'in', all).execute()
              ).map((row) => row.mailbox_hash),
        );
        const blocked = keyed.filter((row) => row.keys.some((key) => suppressed.has(key)));
        const open = [...new Set(keyed.flatMap((row) => (row.mailbox && !blocked.includes(row) ? [row.mailbox] : [])))];
        if (open.length === 0) return { queued: 0, suppressed: blocked.length };
        // The record of sends, not the outbox (whose delivered rows are purged), says who had the post.
        const fresh = await trx
          .insertInto('newsletter_sends')
          .values(open.map((mailbox) => ({ post, mailbox_hash: mailbox, queued_at: new Date().toISOString() })))
          .onConflict((conflict) => conflict.columns(['post', 'mailbox_hash']).doNothing())
          .returning('mailbox_hash')
          .execute();
        const due = new Set(fresh.map((row) => row.mailbox_hash));
        const values = keyed.flatMap((row) => {
          if (!row.mailbox || blocked.includes(row) || !due.delete(row.mailbox)) return [];
          return [outboxRow(handle, `${row.id}:post:${post}`, row.id, 'visitor', { message: `post:${post}` })];
        });
        if (values.length === 0) return { queued: 0, suppressed: blocked.length };
        const inserted = await trx
          .insertInto('outbox')
          .values(values)
          .onConflict((conflict) => conflict.column('id').doNothing())
          .returning('id')
          .execute();
        return { queued: inserted.length, suppressed: blocked.length };
      });
      return { lastId: rows.at(-1)!.id, considered: rows.length, ...result };
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
