import type { Locale } from '@/lib/i18n/locales';
import type { RetainedType, SubmissionType } from '@/lib/leads/forms/registry';
import type { LimitBackend } from '@/lib/leads/store/rate-limit';

export type { SubmissionType };
/** webhook and email notify the company; visitor is mail to the person who sent the submission. */
export type Channel = 'webhook' | 'email' | 'visitor' | 'booking';

/** What a visitor agreed to: the privacy policy in force and the words shown beside the form. */
export type ConsentRecord = { policyVersion: string; wording: string };

/**
 * Mail to a visitor, queued with the submission it answers; `message` names its template. `requested`:
 * the person asks for this very mail through a form now (a confirmation link, a checklist link), which
 * a suppression does not stop.
 */
export type VisitorMail = {
  message: string;
  requested?: boolean;
  /** The address the post came from: its network has an hourly budget of visitor mail. */
  client?: string;
  /** The same network as a keyed hash, for mail sent after the post (a call confirmed later). */
  network?: string;
};

/**
 * What became of a visitor mail at the queue: queued, deferred to a later hour (the site's ceiling),
 * or left out and why (the mailbox's daily cap, the client network's hourly budget, a suppression).
 */
export type QueueOutcome = 'queued' | 'deferred' | 'capped' | 'network' | 'suppressed';

export type UploadedFile = { name: string; contentType: string; content: Uint8Array };

export type NewSubmission = {
  type: SubmissionType;
  /** The job or checklist slug, for applications and checklist requests. */
  target?: string;
  data: Record<string, unknown>;
  spam?: boolean;
  file?: UploadedFile;
  consent?: ConsentRecord;
  /** The language of the page it came from; mails to the visitor are written in it. Default English. */
  language?: Locale;
  /** A call request's first state. */
  booking?: Omit<Booking, 'updatedAt'>;
  /** The address it is about, where its form's e-mail field has another name than `email` (an editor's form). */
  email?: string;
  /** The days it is kept, where its form states them itself (an editor's form). */
  retentionDays?: number;
  /**
   * Who posted it, as the company's notification budgets count (CONTRACT §23): past one it is held. Without,
   * the company is told at once (an import, a test).
   */
  from?: { client: string; proven: boolean };
};

export type StoredSubmission = {
  id: string;
  type: SubmissionType;
  target: string | null;
  createdAt: string;
  spam: boolean;
  data: Record<string, unknown>;
  file: { name: string; contentType: string; size: number } | null;
  /** The visitor's address as typed. */
  email: string | null;
  consent: ConsentRecord | null;
  /** Newsletter subscriptions: when the visitor confirmed it; null while pending. */
  confirmedAt: string | null;
  /** The language of the page it came from. */
  language: Locale;
  /** A call request's booking; null for every other form. */
  booking: Booking | null;
};

/**
 * Where a call request stands: `requested` (stored; without a provider, or while the provider is being
 * asked), `confirmed` (booked), `slot-taken` (the slot went before we could book it; never notified),
 * `needs-attention` (the slot went while we retried: the company arranges a time by hand),
 * `rescheduled` and `cancelled` (from the provider's webhooks).
 */
export type BookingStatus = 'requested' | 'confirmed' | 'slot-taken' | 'needs-attention' | 'rescheduled' | 'cancelled';

export type Booking = {
  status: BookingStatus;
  /** The slot asked for or booked (ISO 8601, UTC); none for a request with preferred windows. */
  start?: string;
  /** The provider's id of the booking (a reschedule brings a new one), and the meeting link it gave. */
  uid?: string;
  meetingUrl?: string;
  updatedAt: string;
  /** The site books this slot itself, now or through the outbox (a limit leaves it to a person). */
  autoBook?: boolean;
  /** The invitation's UID: the call's first provider uid, kept across reschedules (RFC 5546). */
  icalUid?: string;
  /** The SEQUENCE of the visitor's latest invitation: 0 for the first, one more for each change. */
  sequence?: number;
  /** When the provider made the last change applied (its updatedAt, else the event's createdAt). */
  eventAt?: string;
  /** The keyed hash of the network it was posted from: its mail counts against that network's budget. */
  network?: string;
  /** The keyed hash of its address's domain, where the per-domain cap counted it (not a public provider's). */
  domain?: string;
  /**
   * Waiting for its person to prove the address (CONTRACT §23): the code mailed to them, until when it holds
   * (and the slot is held at the site), and how many wrong codes were typed.
   */
  verify?: { code: string; until: string; tries: number };
};

/** A call's next state and who hears of it; undefined from a transition: nothing changes. */
export type BookingChange = {
  booking: Omit<Booking, 'updatedAt'>;
  /** The company's channels to notify of the change; their rows say the new status. */
  notify: readonly Channel[];
  /** The visitor's mail about it, within the usual caps; mail queued earlier about the call is dropped. */
  visitorMail?: VisitorMail;
  /** Queues the provider channel: the outbox books it later. */
  retryBooking?: { afterMs: number };
  /** Gives back the day's and the network's booking counts this call took (its slot was not booked). */
  releaseCounts?: boolean;
};

/** Decides a call's change from its state inside the store's transaction, so two changes never cross. */
export type BookingTransition = (before: Booking) => BookingChange | undefined;

/** What a call request with a slot met as it was stored (CONTRACT §17a). */
export type CallAdmission =
  /** Counted within the day's and the network's bookings: the site books it. */
  | { kind: 'book' }
  /** Past a limit: stored `requested`, the company told, a person arranges it. */
  | { kind: 'limit' }
  /** Past the day's verified bookings: stored with a code mailed to its person, booked once they type it. */
  | { kind: 'verify' }
  /** Its slot is held for another visitor who is typing their code: nothing was stored. */
  | { kind: 'slot-held' }
  /** The mailbox has an upcoming call: nothing was stored, and its owner is told (not the poster). */
  | { kind: 'already-booked' };

/** The booking limits a call request with a slot is counted against. */
export type CallLimits = {
  perDay: number;
  perNetworkDay: number;
  /** Calls a day per e-mail domain that is not a public mail provider's. */
  perDomainDay: number;
  /** Past this many calls booked in a day, a slot is booked only once its person types the code mailed to them. */
  verifyAfter: number;
};

/** How a call request with a slot is admitted: its limits, who posted it, and the mails it may cause. */
export type CallAdmit = {
  limits: CallLimits;
  client: string;
  retryAfterMs: number;
  /** The message its mailbox's owner gets when the mailbox already has a call (CONTRACT §23). */
  reminder: string;
  /** The message with the code that proves the address, past `verifyAfter`. */
  verify: string;
};

type PendingNotification = {
  id: string;
  submissionId: string | null;
  channel: Channel;
  message: string | null;
  attempts: number;
  lastError: string | null;
};

export type SuppressionReason = 'bounce' | 'unsubscribe' | 'erasure';

/** A suppressed mailbox: why, since when, and (after an unsubscribe) the consent that was withdrawn. */
export type Suppression = {
  reason: SuppressionReason;
  /** When it was made. */
  at: string;
  /** Why, for a bounce: the SMTP reply, addresses removed. */
  detail: string | null;
  proof: { givenAt: string; policyVersion: string | null; wording: string | null; confirmedAt: string | null } | null;
};

/** What a bounce did: suppressed the address, or (the relay presumed at fault) paused visitor mail. */
export type BounceOutcome =
  | { relayAtFault: false }
  | { relayAtFault: true; pausedUntil: number; lifted: number; reopened: number; tripped: boolean };

/** Everything held about one mailbox. */
export type SubjectData = {
  submissions: StoredSubmission[];
  pendingNotifications: PendingNotification[];
  suppression: Suppression | null;
  /** The posts mailed to this mailbox (kept so that none is sent twice). */
  postsSent: string[];
  exportedFiles: string[];
};

export type SubjectErasure = {
  submissions: number;
  files: number;
  notifications: number;
  /** Files `npm run leads` had written about the person; the caller deletes them. */
  exportedFiles: string[];
  /**
   * Whether no readable copy is left in the database's files: on SQLite the WAL was emptied into the
   * zeroed pages (another reader can hold it back), on Postgres the touched tables were rewritten.
   */
  scrubbed: boolean;
};

/** The company's lead notifications an hour (CONTRACT §23): per client network, in all, and of posts without a proof. */
export type NoticeLimits = { perNetworkHour: number; perHour: number; unprovenPerHour: number };

/** A lead held past a notification budget, as `npm run leads -- held` lists it. */
export type HeldLead = { id: string; network: string; heldAt: string; summarised: boolean; form: string };

/** The company's hourly summary of held leads: how many, from which networks, of which forms. */
export type HeldSummary = {
  type: 'held-summary';
  count: number;
  networks: { name: string; count: number }[];
  forms: { name: string; count: number }[];
};

/** Retention periods in days by type; unconfirmed subscriptions have their own. */
export type RetentionPeriods = Record<RetainedType, number> & { unconfirmed: number };
/** What a retention pass counts: each period's kind, and the leads of forms that state their own period. */
export type RetentionCounts = Record<keyof RetentionPeriods | typeof OWN_PERIOD, number>;
/** The kind of the leads kept as long as their own form said (forms made in the web editor). */
export const OWN_PERIOD = 'form' as const;

export type SubscribeOutcome = { id: string; state: 'new' | 'pending' | 'confirmed'; mail: QueueOutcome | 'none' };

/** What an operator needs to see of the outbox: what waits, what fails and why, who is suppressed. */
export type MailStatus = {
  /** Unsent notifications per channel: how many, how many failed at least once, how many wait for later. */
  pending: { channel: Channel; count: number; failing: number; later: number }[];
  /** The commonest errors of unsent notifications, with no address in them. */
  errors: { channel: Channel; error: string; count: number }[];
  /** How notifications finished in the last seven days, by outcome. */
  lastWeek: Partial<Record<Outcome, number>>;
  suppressed: Partial<Record<SuppressionReason, number>>;
  /** Visitor mail that ended unsent in the last seven days, by outcome and last SMTP reply (no address). */
  ended: { outcome: Outcome; reply: string; count: number }[];
  /** Visitor mail waiting for a later hour or a retry: how many, and since when the oldest was queued. */
  backlog: { count: number; oldestQueuedAt: number | null };
  /** Visitor mail client networks' budgets did not send in the last 24 hours, and from how many networks. */
  dropped: { count: number; networks: number };
  /** Until when the relay breaker pauses visitor mail; null: not paused. */
  pausedUntil: number | null;
};

/** How a finished notification ended. */
/** How a row ended; `superseded`: a visitor's mail about a call that changed before it went. */
export type Outcome = 'sent' | 'suppressed' | 'bounced' | 'gave-up' | 'superseded';

export type OutboxItem = {
  id: string;
  /** Null for an event about submissions already gone; `payload` carries it. */
  submissionId: string | null;
  channel: Channel;
  attempts: number;
  message: string | null;
  payload: string | null;
  /** The claim's token: only its holder may mark, extend or release the row. */
  lease: string;
};

/** What an unsubscribe link names: a mailbox (its keyed hash) or, in links sent before, a submission. */
export type UnsubscribeTarget = { mailbox: string } | { submissionId: string };

/** Submissions and their files (./submissions.ts). */
export interface SubmissionPort {
  /**
   * Stores the submission, its file, its pending notifications and the visitor's mail in one
   * transaction; the mail is left out past the mailbox's daily share, the site's hourly ceiling or a
   * suppression, and `visitorMail` says which.
   */
  insertSubmission(
    submission: NewSubmission,
    channels: readonly Channel[],
    visitorMail?: VisitorMail,
    /** One more notification, due only after this long (a call's booking, retried after the attempt made now). */
    later?: { channel: Channel; afterMs: number },
  ): Promise<StoredSubmission & { visitorMail?: QueueOutcome }>;
  getSubmission(id: string): Promise<StoredSubmission | undefined>;
  listSubmissions(filter?: { type?: SubmissionType }): Promise<StoredSubmission[]>;
  getFile(submissionId: string): Promise<UploadedFile | undefined>;
  /** Re-seals every stored file not sealed with the current key (plain ones included); answers how many. */
  reencryptFiles(): Promise<number>;
  /** Remembers a file `npm run leads` wrote about a submission, for erasure and retention to remove. */
  recordExport(submissionId: string, path: string): Promise<void>;
}

/** Subscriptions and the posts mailed to subscribers (./newsletter.ts). */
export interface NewsletterPort {
  /**
   * A newsletter sign-up: a new or pending address gets a confirmation mail (within the daily cap); a
   * confirmed one is left as it is. The answer is for the server only: the visitor is told the same.
   */
  subscribe(
    email: string,
    data: Record<string, unknown>,
    consent: ConsentRecord,
    mail: VisitorMail,
    language?: Locale,
    /** What a confirmed subscriber signing up again is sent: that the subscription stands. */
    alreadyMail?: VisitorMail,
  ): Promise<SubscribeOutcome>;
  /** Confirms a pending subscription once (lifting a suppression); notifications are queued that first time only. */
  confirmSubscription(id: string, channels: readonly Channel[]): Promise<'confirmed' | 'already' | 'unknown'>;
  /**
   * Ends all mailing to a mailbox: its subscription and checklist requests go, the mailbox is suppressed
   * with the withdrawn consent as proof, and the CRM is told the ids. Answers how many submissions went.
   */
  unsubscribe(target: UnsubscribeTarget, notify: readonly Channel[]): Promise<number>;
  /** Queues a post for up to `limit` confirmed subscribers after `afterId`, each mailbox once ever. */
  queueNewsletter(
    post: string,
    afterId: string,
    limit: number,
  ): Promise<{ lastId: string | undefined; considered: number; queued: number; suppressed: number }>;
  countSubscribers(): Promise<{ confirmed: number; pending: number }>;
}

/** Mailboxes that get no more mail (./suppression.ts). */
export interface SuppressionPort {
  /** A bounce suppresses the address as typed (lower case); an unsubscribe or erasure its canonical mailbox. */
  suppress(address: string, reason: SuppressionReason): Promise<void>;
  isSuppressed(address: string): Promise<boolean>;
  /** Ends every suppression that stops mail to this address; answers the reasons lifted. */
  liftSuppression(address: string): Promise<SuppressionReason[]>;
  /** Ends every suppression made since then, of one reason or any; answers how many. */
  liftSuppressionsSince(since: Date, reason?: SuppressionReason): Promise<number>;
  /** A refusal counted as the recipient's at `stage` with `reply` (no address): ./suppression.ts. */
  bounce(address: string, stage: string, reply: string, item?: { id: string; lease: string }): Promise<BounceOutcome>;
  visitorMailPausedUntil(): Promise<number>;
}

/** The notifications waiting to be sent, leased to one worker at a time (./outbox-queue.ts). */
export interface OutboxPort {
  /**
   * Leases due notifications so that several workers (and instances) never send the same one at once.
   * Times are the database's: hosts whose clocks differ still agree on what is due and whose lease ran out.
   */
  claimDue(limit: number, leaseMs: number): Promise<OutboxItem[]>;
  /** The marks below answer false when the lease is no longer the caller's (it ran out and was taken). */
  extendLease(item: OutboxItem, leaseMs: number): Promise<boolean>;
  /** Ends a row: sent, or not to be sent again (suppressed, bounced, gave up), with an error free of addresses. */
  markDone(item: OutboxItem, outcome: Outcome, error?: string): Promise<boolean>;
  markFailed(item: OutboxItem, error: string, retryInMs: number): Promise<boolean>;
  /** Holds a notification back for `retryInMs` without counting an attempt (the relay breaker's pause). */
  postpone(item: OutboxItem, reason: string, retryInMs: number): Promise<boolean>;
  /** Gives an unsent notification back at once, for another worker to take (a server stopping). */
  releaseLease(item: OutboxItem): Promise<void>;
  /** Deletes finished notifications older than that; submissions themselves are kept. */
  purgeDelivered(olderThanDays: number): Promise<number>;
  countPending(): Promise<number>;
  mailStatus(): Promise<MailStatus>;
}

/** Subject rights and retention (./rights.ts). */
export interface RightsPort {
  /** With `asOf`, counted on that date by the store's own rules; without, today by the database's clock. */
  countExpired(periods: RetentionPeriods, asOf?: Date): Promise<RetentionCounts>;
  /** Deletes what is past its period; answers the counts and the exported files that belonged to it. */
  deleteExpired(periods: RetentionPeriods): Promise<{ counts: RetentionCounts; exportedFiles: string[] }>;
  findSubject(email: string): Promise<SubjectData>;
  /** Deletes everything about the mailbox, suppresses it, tells the CRM, and leaves no readable trace. */
  eraseSubject(email: string, notify: readonly Channel[]): Promise<SubjectErasure>;
  /** Postgres: the rewrite an erasure had to leave, done once no older snapshot or lock is in the way. */
  finishScrub(): Promise<'none' | 'done' | 'waiting'>;
}

/** Call requests and their bookings (./calls.ts). */
export interface CallPort {
  /**
   * Stores a call request like insertSubmission. With a slot (`admit`), in the same transaction: the
   * mailbox's upcoming call refuses it (nothing stored); the day's and the network's booking counts take
   * it (the outbox row that books it later is queued), or, past one of them, the company is told now and
   * a person arranges it.
   */
  insertCall(
    submission: NewSubmission & { booking: Omit<Booking, 'updatedAt'> },
    channels: readonly Channel[],
    visitorMail?: VisitorMail,
    admit?: CallAdmit,
    /** `stored` is absent only when the mailbox's upcoming call refused it. */
  ): Promise<{ stored?: StoredSubmission; admission?: CallAdmission; visitorMail?: QueueOutcome }>;
  /**
   * Moves a call to the state `transition` decides from the stored one, in one transaction with its
   * notifications (compare and set: of two changes at once, one applies). Answers the new booking, or
   * undefined when nothing changed.
   */
  changeBooking(id: string, transition: BookingTransition): Promise<Booking | undefined>;
  /** The call request the provider knows by this uid. */
  findByBookingUid(uid: string): Promise<StoredSubmission | undefined>;
}

/** Leads held past a notification budget (./held.ts). */
export interface HeldPort {
  listHeld(): Promise<HeldLead[]>;
  /** Notifies them as usual (webhook and mail); answers how many. */
  releaseHeld(target: HeldTarget): Promise<number>;
  /** Deletes them with everything about them; answers how many. */
  discardHeld(target: HeldTarget): Promise<number>;
  /** Queues the hour's summary mail of leads not yet summarised, once an hour on any instance. */
  summariseHeld(channels: readonly Channel[]): Promise<HeldSummary | undefined>;
}

/** What an operator names: one held lead, every one, or (to discard) a network's. */
export type HeldTarget = { id: string } | { all: true } | { network: string };

/** A day's views of one page, by language, template, device and source (CONTRACT §24). */
export type ViewCount = {
  day: string;
  path: string;
  language: string;
  template: string;
  device: string;
  source: string;
  views: number;
};

export type VitalMetric = 'lcp' | 'inp' | 'cls';

/** How many of a day's samples of one Web Vital, for one template and device, fell in one bucket (./insights.ts). */
export type VitalCount = {
  day: string;
  template: string;
  device: string;
  metric: VitalMetric;
  bucket: number;
  count: number;
};

/** Views and Web Vitals as daily counts (./insights.ts). */
export interface InsightsPort {
  /** Adds a batch of counts, in one transaction; any number of instances may add at once. */
  addInsights(views: readonly ViewCount[], vitals: readonly VitalCount[]): Promise<void>;
  viewsBetween(from: string, to: string): Promise<ViewCount[]>;
  vitalsBetween(from: string, to: string): Promise<VitalCount[]>;
  /** Deletes the days before `day` (YYYY-MM-DD); answers how many rows went. */
  deleteInsightsBefore(day: string): Promise<number>;
}

/** Values shared by every instance (./database.ts). */
export interface SettingsPort {
  /**
   * Spends a proof of work, once on any instance: true the first time its signature is spent, false after.
   * Expired ones are forgotten (they no longer verify).
   */
  spendProof(signature: string, expiresAt: number): Promise<boolean>;
  /** True for the first instance to ask in each period (an hour's work done once in all): `task` names the work. */
  takeTurn(task: string, periodMs: number): Promise<boolean>;
  /** The keyed hash that stands for a mailbox where the address itself must not be kept. */
  addressHash(email: string): Promise<string>;
  /** A value created once and then shared by every instance, such as a signing key. */
  getOrCreateSetting(key: string, create: () => string): Promise<string>;
}

/**
 * The whole store, as opened once per process. Callers take the port they use (`OutboxPort`,
 * `Pick<SettingsPort, 'getOrCreateSetting'>`, …), so a test's fake holds a few methods, not all of them.
 */
export interface LeadStore
  extends
    SubmissionPort,
    CallPort,
    NewsletterPort,
    SuppressionPort,
    OutboxPort,
    RightsPort,
    HeldPort,
    InsightsPort,
    SettingsPort {
  readonly dialect: 'sqlite' | 'postgres';
  /** Where the rate limits keep their counts: this store's own database. */
  readonly limitBackend: LimitBackend;
  close(): Promise<void>;
}
