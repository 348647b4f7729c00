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
};

export interface LeadStore {
  readonly dialect: 'sqlite' | 'postgres';
  /** Stores the submission, its file and its pending notifications in one transaction. */
  insertSubmission(submission: NewSubmission, channels: readonly Channel[]): Promise<StoredSubmission>;
  getSubmission(id: string): Promise<StoredSubmission | undefined>;
  listSubmissions(filter?: { type?: SubmissionType }): Promise<StoredSubmission[]>;
  getFile(submissionId: string): Promise<UploadedFile | undefined>;
  /** Leases due notifications so that several workers (and instances) never send the same one at once. */
  claimDue(now: number, limit: number, leaseMs: number): Promise<OutboxItem[]>;
  markDelivered(id: string, now: number): Promise<void>;
  markFailed(id: string, error: string, nextAttemptAt: number): Promise<void>;
  countPending(): Promise<number>;
  /** A value created once and then shared by every instance, such as a signing key. */
  getOrCreateSetting(key: string, create: () => string): Promise<string>;
  close(): Promise<void>;
}
