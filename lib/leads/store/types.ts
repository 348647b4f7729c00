import type { LimitBackend } from '@/lib/leads/endpoints/rate-limit';

export const SUBMISSION_TYPES = ['contact', 'application', 'checklist', 'newsletter'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];
/** webhook and email notify the company; visitor is mail to the person who sent the submission. */
export type Channel = 'webhook' | 'email' | 'visitor';

/** What a visitor agreed to: the privacy policy in force and the words shown beside the form. */
export type ConsentRecord = { policyVersion: string; wording: string };

/** Mail to a visitor, queued with the submission it answers; `message` names its template. */
export type VisitorMail = { message: string };

export type UploadedFile = { name: string; contentType: string; content: Uint8Array };

export type NewSubmission = {
  type: SubmissionType;
  /** The job or checklist slug, for applications and checklist requests. */
  target?: string;
  data: Record<string, unknown>;
  spam?: boolean;
  file?: UploadedFile;
  consent?: ConsentRecord;
};

export type StoredSubmission = {
  id: string;
  type: SubmissionType;
  target: string | null;
  createdAt: string;
  spam: boolean;
  data: Record<string, unknown>;
  file: { name: string; contentType: string; size: number } | null;
  /** The visitor's address in lower case: what an access or erasure request is matched on. */
  email: string | null;
  consent: ConsentRecord | null;
  /** Newsletter subscriptions: when the visitor confirmed it; null while pending. */
  confirmedAt: string | null;
};

type PendingNotification = {
  id: string;
  submissionId: string;
  channel: Channel;
  message: string | null;
  attempts: number;
  lastError: string | null;
};

/** Everything held about one address (CONTRACT.md §14, rights). */
export type SubjectData = {
  submissions: StoredSubmission[];
  pendingNotifications: PendingNotification[];
  unsubscribed: { at: string } | null;
};

export type SubjectErasure = { submissions: number; files: number; notifications: number; unsubscribed: number };

/** Retention periods in days by type; unconfirmed subscriptions have their own. */
export type RetentionPeriods = Record<Exclude<SubmissionType, 'newsletter'>, number> & { unconfirmed: number };
export type RetentionCounts = Record<keyof RetentionPeriods, number>;

export type SubscribeOutcome = { id: string; state: 'new' | 'pending' | 'confirmed'; mailQueued: boolean };

export type OutboxItem = {
  id: string;
  submissionId: string;
  channel: Channel;
  attempts: number;
  message: string | null;
  /** The claim's token: only its holder may mark, extend or release the row. */
  lease: string;
};

export interface LeadStore {
  readonly dialect: 'sqlite' | 'postgres';
  /**
   * Stores the submission, its file, its pending notifications and the visitor's mail in one
   * transaction; the mail is left out when that address already had its daily share.
   */
  insertSubmission(
    submission: NewSubmission,
    channels: readonly Channel[],
    visitorMail?: VisitorMail,
  ): Promise<StoredSubmission>;
  getSubmission(id: string): Promise<StoredSubmission | undefined>;
  listSubmissions(filter?: { type?: SubmissionType }): Promise<StoredSubmission[]>;
  getFile(submissionId: string): Promise<UploadedFile | undefined>;
  /** Where the rate limits keep their counts: this store's own database. */
  readonly limitBackend: LimitBackend;
  /**
   * Leases due notifications so that several workers (and instances) never send the same one at once.
   * Times are the database's: hosts whose clocks differ still agree on what is due and whose lease ran out.
   */
  claimDue(limit: number, leaseMs: number): Promise<OutboxItem[]>;
  /** The marks below answer false when the lease is no longer the caller's (it ran out and was taken). */
  extendLease(item: OutboxItem, leaseMs: number): Promise<boolean>;
  markDelivered(item: OutboxItem): Promise<boolean>;
  markFailed(item: OutboxItem, error: string, retryInMs: number): Promise<boolean>;
  /** Gives an unsent notification back at once, for another worker to take (a server stopping). */
  releaseLease(item: OutboxItem): Promise<void>;
  /** Deletes delivered notifications older than that; submissions themselves are kept. */
  purgeDelivered(olderThanDays: number): Promise<number>;
  countPending(): Promise<number>;
  /**
   * A newsletter sign-up: a new or pending address gets a confirmation mail (within the daily cap); a
   * confirmed one is left as it is. The answer is for the server only: the visitor is told the same.
   */
  subscribe(
    email: string,
    data: Record<string, unknown>,
    consent: ConsentRecord,
    mail: VisitorMail,
  ): Promise<SubscribeOutcome>;
  /** Confirms a pending subscription once; its notifications are queued on that first time only. */
  confirmSubscription(id: string, channels: readonly Channel[]): Promise<'confirmed' | 'already' | 'unknown'>;
  /**
   * Ends the mailing behind a submission (a subscription or a checklist request): the address's
   * subscription and checklist requests go, and only a keyed hash of it stays. False when already gone.
   */
  unsubscribe(submissionId: string): Promise<boolean>;
  /** Queues a post for up to `limit` confirmed subscribers after `afterId`, each once whatever reruns. */
  queueNewsletter(
    post: string,
    afterId: string,
    limit: number,
  ): Promise<{ lastId: string | undefined; considered: number; queued: number }>;
  countSubscribers(): Promise<{ confirmed: number; pending: number }>;
  /** With `asOf`, counted on that date by the store's own rules; without, today by the database's clock. */
  countExpired(periods: RetentionPeriods, asOf?: Date): Promise<RetentionCounts>;
  deleteExpired(periods: RetentionPeriods): Promise<RetentionCounts>;
  findSubject(email: string): Promise<SubjectData>;
  eraseSubject(email: string): Promise<SubjectErasure>;
  /** The keyed hash that stands for an address where the address itself must not be kept. */
  addressHash(email: string): Promise<string>;
  /** Re-seals every stored file with the current key; answers how many changed. */
  reencryptFiles(): Promise<number>;
  /** A value created once and then shared by every instance, such as a signing key. */
  getOrCreateSetting(key: string, create: () => string): Promise<string>;
  close(): Promise<void>;
}
