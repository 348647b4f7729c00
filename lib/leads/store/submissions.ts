import 'server-only';
import crypto from 'node:crypto';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import type { Transaction } from 'kysely';
import type { Handle, Tables } from './database';
import type { AddressKeys } from './mailbox';
import type {
  Booking,
  Channel,
  NewSubmission,
  NoticeLimits,
  QueueOutcome,
  StoredSubmission,
  SubmissionType,
  UploadedFile,
  VisitorMail,
} from './types';
import { queueNotifications } from './held';
import { type MailLimits, outboxRow, queueVisitorMail } from './visitor-queue';

/** The address a submission is about, as typed, or null where it names none. */
function addressOf(data: Record<string, unknown>): string | null {
  return typeof data.email === 'string' && data.email.trim() !== '' ? data.email.trim() : null;
}

type FileColumns = { name: string | null; content_type: string | null; size: number | null };

export function toSubmission(
  row: Omit<Tables['submissions'], 'mailbox' | 'retention_days'> & Partial<FileColumns>,
): StoredSubmission {
  return {
    id: row.id,
    type: row.type as SubmissionType,
    target: row.target,
    createdAt: row.created_at,
    spam: Boolean(row.spam),
    data: JSON.parse(row.data) as Record<string, unknown>,
    file: row.name ? { name: row.name, contentType: row.content_type!, size: Number(row.size) } : null,
    email: row.email,
    consent: row.policy_version ? { policyVersion: row.policy_version, wording: row.consent ?? '' } : null,
    confirmedAt: row.confirmed_at,
    language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
    booking: row.booking ? (JSON.parse(row.booking) as Booking) : null,
  };
}

/** Submissions with their file's name, type and size (never its content). */
export function submissionsQuery(handle: Handle) {
  return handle.db
    .selectFrom('submissions')
    .leftJoin('files', 'files.submission_id', 'submissions.id')
    .select([
      'submissions.id',
      'submissions.type',
      'submissions.target',
      'submissions.created_at',
      'submissions.spam',
      'submissions.data',
      'submissions.email',
      'submissions.policy_version',
      'submissions.consent',
      'submissions.confirmed_at',
      'submissions.language',
      'submissions.booking',
      'submissions.booking_uid',
      'files.name',
      'files.content_type',
      'files.size',
    ]);
}

/** A submission ready to insert: its row, what reading it back gives, and its mailbox's keys. */
export type PreparedSubmission = {
  row: Tables['submissions'];
  stored: StoredSubmission;
  keys: AddressKeys | undefined;
  spam: boolean;
  file?: UploadedFile;
  from?: NewSubmission['from'];
};

/** Builds the row outside any transaction: the keys it hashes with are read before one begins. */
export async function prepareSubmission(handle: Handle, submission: NewSubmission): Promise<PreparedSubmission> {
  const email = submission.email?.trim() || addressOf(submission.data);
  const keys = email ? await handle.addressKeys(email) : undefined;
  const createdAt = new Date().toISOString();
  const row: Tables['submissions'] = {
    id: crypto.randomUUID(),
    type: submission.type,
    target: submission.target ?? null,
    created_at: createdAt,
    spam: submission.spam ? 1 : 0,
    data: JSON.stringify(submission.data),
    email,
    mailbox: keys?.mailbox ?? null,
    policy_version: submission.consent?.policyVersion ?? null,
    consent: submission.consent?.wording ?? null,
    confirmed_at: null,
    language: submission.language ?? null,
    booking: submission.booking ? JSON.stringify({ ...submission.booking, updatedAt: createdAt }) : null,
    booking_uid: submission.booking?.uid ?? null,
    retention_days: submission.retentionDays ?? null,
  };
  const stored = toSubmission({
    ...row,
    name: submission.file?.name ?? null,
    content_type: submission.file?.contentType ?? null,
    size: submission.file?.content.byteLength ?? null,
  });
  return { row, stored, keys, spam: Boolean(submission.spam), file: submission.file, from: submission.from };
}

/**
 * Inserts a prepared submission inside the caller's transaction: the row, its file, its notifications
 * (`later`: one more, due after that long) and the visitor's mail, which answers what became of it.
 */
export async function insertPrepared(
  handle: Handle,
  trx: Transaction<Tables>,
  { row, keys, spam, file, from }: PreparedSubmission,
  options: {
    channels: readonly Channel[];
    visitorMail?: VisitorMail;
    later?: { channel: Channel; afterMs: number };
    limits: LeadLimits;
  },
): Promise<QueueOutcome | undefined> {
  await trx.insertInto('submissions').values(row).execute();
  if (file) {
    const sealed = handle.cipher.seal(file.content);
    await trx
      .insertInto('files')
      .values({
        submission_id: row.id,
        name: file.name,
        content_type: file.contentType,
        size: file.content.byteLength,
        content: Buffer.from(sealed.content),
        key_id: sealed.keyId,
      })
      .execute();
  }
  await queueNotifications(handle, trx, row.id, options.channels, from, options.limits.notices);
  if (options.later)
    await trx
      .insertInto('outbox')
      .values({
        ...outboxRow(handle, `${row.id}:${options.later.channel}`, row.id, options.later.channel),
        next_attempt_at: handle.now(options.later.afterMs),
      })
      .execute();
  // Spam is stored but never answered.
  if (options.visitorMail && keys && !spam)
    return queueVisitorMail(handle, trx, {
      submissionId: row.id,
      keys,
      mail: options.visitorMail,
      limits: options.limits,
    });
  return undefined;
}

/** The store's limits on mail: visitors' (./visitor-queue.ts) and the company's notifications (./held.ts). */
export type LeadLimits = MailLimits & { notices: NoticeLimits };

export function submissions(handle: Handle, options: LeadLimits) {
  return {
    async insertSubmission(
      submission: NewSubmission,
      channels: readonly Channel[],
      visitorMail?: VisitorMail,
      later?: { channel: Channel; afterMs: number },
    ): Promise<StoredSubmission & { visitorMail?: QueueOutcome }> {
      const prepared = await prepareSubmission(handle, submission);
      let outcome: QueueOutcome | undefined;
      await handle.db.transaction().execute(async (trx) => {
        outcome = await insertPrepared(handle, trx, prepared, { channels, visitorMail, later, limits: options });
      });
      return outcome ? { ...prepared.stored, visitorMail: outcome } : prepared.stored;
    },

    async getSubmission(id: string): Promise<StoredSubmission | undefined> {
      const row = await submissionsQuery(handle).where('submissions.id', '=', id).executeTakeFirst();
      return row && toSubmission(row);
    },

    async listSubmissions(filter: { type?: SubmissionType } = {}): Promise<StoredSubmission[]> {
      let query = submissionsQuery(handle).orderBy('submissions.created_at').orderBy('submissions.id');
      if (filter.type) query = query.where('submissions.type', '=', filter.type);
      return (await query.execute()).map(toSubmission);
    },

    async getFile(submissionId: string): Promise<UploadedFile | undefined> {
      const row = await handle.db
        .selectFrom('files')
        .selectAll()
        .where('submission_id', '=', submissionId)
        .executeTakeFirst();
      if (!row) return undefined;
      const content = handle.cipher.open({ keyId: row.key_id, content: new Uint8Array(row.content) });
      return { name: row.name, contentType: row.content_type, content };
    },

    async reencryptFiles(): Promise<number> {
      const target = handle.cipher.currentKeyId ?? null;
      const stale = await handle.db
        .selectFrom('files')
        .select(['submission_id', 'key_id'])
        .where((eb) =>
          target ? eb.or([eb('key_id', 'is', null), eb('key_id', '!=', target)]) : eb('key_id', 'is not', null),
        )
        .execute();
      for (const { submission_id: id } of stale) {
        // One file at a time, each in its own transaction: a CV is at most 5 MB, a stop loses nothing.
        await handle.db.transaction().execute(async (trx) => {
          const row = await trx
            .selectFrom('files')
            .select(['content', 'key_id'])
            .where('submission_id', '=', id)
            .executeTakeFirst();
          if (!row) return;
          const sealed = handle.cipher.seal(
            handle.cipher.open({ keyId: row.key_id, content: new Uint8Array(row.content) }),
          );
          await trx
            .updateTable('files')
            .set({ content: Buffer.from(sealed.content), key_id: sealed.keyId })
            .where('submission_id', '=', id)
            .execute();
        });
      }
      return stale.length;
    },

    async recordExport(submissionId: string, path: string): Promise<void> {
      await handle.db
        .insertInto('exported_files')
        .values({ submission_id: submissionId, path, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.columns(['submission_id', 'path']).doNothing())
        .execute();
    },
  };
}
