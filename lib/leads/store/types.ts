import type { LimitBackend } from '@/lib/leads/endpoints/rate-limit';

export const SUBMISSION_TYPES = ['contact', 'application', 'checklist'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];
export type Channel = 'webhook' | 'email';

export type UploadedFile = { name: string; contentType: string; content: Uint8Array };

export type NewSubmission = {
  type: SubmissionType;
  /** The job or checklist slug, for applications and checklist requests. */
  target?: string;
  data: Record<string, unknown>;
  spam?: boolean;
  file?: UploadedFile;
};

export type StoredSubmission = {
  id: string;
  type: SubmissionType;
  target: string | null;
  createdAt: string;
  spam: boolean;
  data: Record<string, unknown>;
  file: { name: string; contentType: string; size: number } | null;
};

export type OutboxItem = {
  id: string;
  submissionId: string;
  channel: Channel;
  attempts: number;
  /** The claim's token: only its holder may mark, extend or release the row. */
  lease: string;
};

export interface LeadStore {
  readonly dialect: 'sqlite' | 'postgres';
  /** Stores the submission, its file and its pending notifications in one transaction. */
  insertSubmission(submission: NewSubmission, channels: readonly Channel[]): Promise<StoredSubmission>;
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
  /** A value created once and then shared by every instance, such as a signing key. */
  getOrCreateSetting(key: string, create: () => string): Promise<string>;
  close(): Promise<void>;
}
