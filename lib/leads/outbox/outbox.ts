import 'server-only';
import crypto from 'node:crypto';
import { isLoopbackUrl } from '@/lib/text';
import type { LeadEvent } from '@/lib/leads/store/outbox-queue';
import { withoutAddresses } from '@/lib/leads/store/outbox-queue';
import type {
  Channel,
  HeldSummary,
  OutboxItem,
  OutboxPort,
  StoredSubmission,
  SubmissionPort,
  UploadedFile,
} from '@/lib/leads/store/types';
import { formOf } from '@/lib/leads/forms/registry';
import { site } from '@/config/site';
import { isTimeZone, wallClockIn } from '@/lib/shared/time';
import { callChangeOf } from '@/lib/leads/store/calls';

/** A call's start as a zone's wall clock reads it, with the zone: `{"zone", "local": "2026-12-01T10:00"}`. */
const zonedTime = (start: string, zone: string) => ({ zone, local: wallClockIn(zone, Date.parse(start)) });

const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 60 * 60 * 1000;

/** 5 s, 10 s, 20 s … doubling up to an hour, with ±20 % jitter so retries from many leads spread out. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const delay = Math.min(BACKOFF_BASE_MS * 2 ** Math.min(attempts, 20), BACKOFF_MAX_MS);
  return Math.round(delay * (0.8 + 0.4 * random()));
}

export function signature(body: string, secret: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * The key a Standard Webhooks signature is made with: a `whsec_<base64>` secret (what Svix and the
 * specification's receivers generate) is its decoded bytes, any other secret its UTF-8 bytes.
 */
function webhookKey(secret: string): Buffer {
  const encoded = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret)?.[1];
  return encoded ? Buffer.from(encoded, 'base64') : Buffer.from(secret, 'utf8');
}

/**
 * Standard Webhooks (standardwebhooks.com): the id, the time in seconds and a signature over both and
 * the body, so a receiver can refuse a replayed request (one captured before an erasure, say).
 */
function standardWebhookHeaders(id: string, body: string, secret: string, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000));
  const signed = crypto.createHmac('sha256', webhookKey(secret)).update(`${id}.${timestamp}.${body}`);
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signed.digest('base64')}`,
  };
}

/** A refusal that will not change on retry (an SMTP 5xx for the recipient): the row ends, never retried. */
export class PermanentFailure extends Error {
  override name = 'PermanentFailure';
}

/** A send that must wait (the relay breaker's pause): retried after `delayMs`, not with backoff, and not counted as an attempt. */
export class RetryLater extends Error {
  override name = 'RetryLater';
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
  }
}

export type Notifier = {
  channel: Channel;
  /**
   * `signal` aborts a send that outlives a stopping server's grace period. Answers 'suppressed' when
   * the mail was not sent because its mailbox is suppressed; throws PermanentFailure for a hard refusal.
   */
  send(
    submission: StoredSubmission,
    file: UploadedFile | undefined,
    signal: AbortSignal,
    item: OutboxItem,
  ): Promise<'sent' | 'suppressed' | void>;
  /**
   * What is not about one submission: events about submissions already gone (erasure, unsubscribe), which the
   * webhook takes, and the hourly summary of held leads, which the company's mail does.
   */
  sendEvent?(event: LeadEvent | HeldSummary, signal: AbortSignal, item: OutboxItem): Promise<void>;
  /** Attempts before a failing row is given up; unset: until delivered (notifications to the company). */
  maxAttempts?: number;
  /** Lets go of pooled connections once the worker has stopped. */
  close?(): void;
};

/**
 * Where a submission's target slug goes: the data field its form says it names (a job, a checklist), or
 * beside `type` for a form made in the web editor (`{"type": "form", "form": slug}`, CONTRACT §21).
 */
function targetOf(submission: StoredSubmission): { field: string; envelope: boolean } {
  const form = formOf(submission.type);
  return 'target' in form
    ? { field: form.target.field, envelope: 'envelope' in form.target && form.target.envelope }
    : { field: 'target', envelope: false };
}

/** What the webhook receives. CVs are not sent; their name, type and size are; a call's row says its status then. */
export function webhookPayload(submission: StoredSubmission, item?: Pick<OutboxItem, 'message'>) {
  const target = targetOf(submission);
  const named = submission.target ? { [target.field]: submission.target } : {};
  // A call carries one time, its booking's `start`: the slot first asked for is gone after a reschedule.
  const { slot: _asked, ...booked } = submission.data;
  const data = submission.booking ? booked : submission.data;
  return {
    type: submission.type,
    ...(target.envelope && named),
    id: submission.id,
    createdAt: submission.createdAt,
    data: {
      ...data,
      ...(!target.envelope && named),
      ...(submission.file ? { cv: submission.file } : {}),
      ...(submission.booking
        ? {
            status: callChangeOf(item) ?? submission.booking.status,
            ...(submission.booking.start && {
              times: {
                company: zonedTime(submission.booking.start, site.timeZone),
                visitor: zonedTime(
                  submission.booking.start,
                  isTimeZone(submission.data.timeZone) ? submission.data.timeZone : 'UTC',
                ),
              },
            }),
            ...(submission.booking.start && { start: submission.booking.start }),
            ...(submission.booking.meetingUrl && { meetingUrl: submission.booking.meetingUrl }),
          }
        : {}),
    },
  };
}

/** What an operator hears at start-up about the webhook: no secret, or submissions in the clear. */
export function webhookWarnings(url: string, secret: string | undefined): string[] {
  const warnings: string[] = [];
  if (!secret)
    warnings.push(
      'LEADS_WEBHOOK_URL is set without LEADS_WEBHOOK_SECRET: the CRM cannot tell our requests from forged or replayed ones. Set a secret and verify the Standard Webhooks signature there.',
    );
  if (new URL(url).protocol === 'http:' && !isLoopbackUrl(url))
    warnings.push(
      `LEADS_WEBHOOK_URL (${new URL(url).origin}) is plain http to another host: every submission crosses the network unencrypted. Use https.`,
    );
  return warnings;
}

/** A webhook delivery gives up well within the outbox lease (see SMTP_TIMEOUTS). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export function webhookNotifier(url: string, secret: string | undefined, timeoutMs = WEBHOOK_TIMEOUT_MS): Notifier {
  const post = async (payload: unknown, idempotencyKey: string, item: OutboxItem, signal: AbortSignal) => {
    const body = JSON.stringify(payload);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      // Delivery is at least once: a crash between sending and recording sends again.
      'idempotency-key': idempotencyKey,
    };
    if (secret)
      Object.assign(headers, { 'x-signature': signature(body, secret) }, standardWebhookHeaders(item.id, body, secret));
    else headers['webhook-id'] = item.id;
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
  return {
    channel: 'webhook',
    // The first notice of a submission is keyed by it; a later one (a call's new status) by its own row.
    send: (submission, _file, signal, item) =>
      post(
        webhookPayload(submission, item),
        item.id === `${submission.id}:webhook` ? submission.id : item.id,
        item,
        signal,
      ),
    sendEvent: (event, signal, item) => post(event, item.id, item, signal),
  };
}

type Logger = Pick<Console, 'error' | 'info'>;

export type OutboxWorker = {
  runOnce(): Promise<number>;
  wake(): void;
  /**
   * Takes no more work; sends in flight get `graceMs` to finish and be recorded, then are aborted and
   * their rows given back, so another instance sends them at once and nothing is sent twice.
   */
  stop(graceMs?: number): Promise<void>;
};

const LEASE_MS = 30_000;
/** Delivered notifications are deleted after this many days. */
export const DELIVERED_KEPT_DAYS = 30;

/**
 * Delivers pending notifications until stopped: due items are leased, sent in parallel, then marked
 * delivered or rescheduled with backoff. While a send runs its lease is renewed, so a slow receiver
 * never lets another instance take the same row; every mark checks the lease is still this worker's.
 * State lives in the database, so a restart resumes.
 */
export function startOutboxWorker(options: {
  /** The queue, and the submissions its rows are about. */
  store: OutboxPort & Pick<SubmissionPort, 'getSubmission' | 'getFile'>;
  notifiers: Notifier[];
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
  purgeEveryMs?: number;
  backoff?: (attempts: number) => number;
  logger?: Logger;
}): OutboxWorker {
  const {
    store,
    pollMs = 1_000,
    leaseMs = LEASE_MS,
    batchSize = 20,
    purgeEveryMs = 60 * 60 * 1000,
    backoff = backoffDelay,
    logger = console,
  } = options;
  const notifiers = new Map(options.notifiers.map((notifier) => [notifier.channel, notifier]));
  const inFlight = new Map<OutboxItem, AbortController>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  const report = (what: string) => (error: unknown) =>
    logger.error(`lead outbox: ${what}: ${withoutAddresses(error instanceof Error ? error.message : String(error))}`);

  const deliver = async (item: OutboxItem) => {
    const notifier = notifiers.get(item.channel);
    const abort = new AbortController();
    inFlight.set(item, abort);
    const renew = setInterval(() => {
      void store.extendLease(item, leaseMs).then(
        (held) => {
          if (!held) logger.error(`lead notification ${item.id}: lease lost while sending`);
        },
        report(`renewing ${item.id}`),
      );
    }, leaseMs / 3);
    try {
      if (!notifier) throw new Error(`${item.channel} is not configured`);
      let outcome: 'sent' | 'suppressed' = 'sent';
      if (item.payload !== null) {
        if (!notifier.sendEvent) throw new Error(`${item.channel} takes no events`);
        await notifier.sendEvent(JSON.parse(item.payload) as LeadEvent | HeldSummary, abort.signal, item);
      } else {
        const submission = item.submissionId ? await store.getSubmission(item.submissionId) : undefined;
        if (!submission) throw new Error('submission not found');
        const file = item.channel === 'email' && submission.file ? await store.getFile(submission.id) : undefined;
        outcome = (await notifier.send(submission, file, abort.signal, item)) || 'sent';
      }
      if (!(await store.markDone(item, outcome)))
        logger.error(`lead notification ${item.id}: sent, but its lease had been taken`);
    } catch (error) {
      // No address reaches the log or the row: SMTP refusals quote the recipient.
      const message = withoutAddresses(error instanceof Error ? error.message : String(error));
      const attempt = item.attempts + 1;
      if (abort.signal.aborted) {
        await store.releaseLease(item).catch(report(`releasing ${item.id}`));
      } else if (error instanceof PermanentFailure) {
        await store.markDone(item, 'bounced', message).catch(report(`recording ${item.id}`));
      } else if (error instanceof RetryLater) {
        // Held back, not tried: a long pause must not use up the attempts a visitor's mail has.
        await store.postpone(item, message, error.delayMs).catch(report(`recording ${item.id}`));
      } else if (notifier?.maxAttempts && attempt >= notifier.maxAttempts) {
        await store.markDone(item, 'gave-up', message).catch(report(`recording ${item.id}`));
      } else {
        await store.markFailed(item, message, backoff(item.attempts)).catch(report(`recording ${item.id}`));
      }
      // A pause was said once, by whoever made it; each mail it holds back is not an error of its own.
      if (error instanceof RetryLater) logger.info(`lead notification ${item.id} waits: ${message}`);
      else logger.error(`lead notification ${item.id} failed (attempt ${attempt}): ${message}`);
    } finally {
      clearInterval(renew);
      inFlight.delete(item);
    }
  };

  const runOnce = async (): Promise<number> => {
    const items = await store.claimDue(batchSize, leaseMs);
    await Promise.all(items.map(deliver));
    return items.length;
  };

  const tick = () => {
    if (stopped || running) return;
    let claimed = 0;
    running = runOnce()
      .then((count) => (claimed = count))
      .catch((error: unknown) => {
        report('poll')(error);
        return 0;
      })
      .finally(() => {
        running = undefined;
        // A full batch means more is waiting (a newsletter): take the next at once.
        if (!stopped) timer = setTimeout(tick, claimed >= batchSize ? 0 : pollMs);
      });
  };
  timer = setTimeout(tick, 0);

  const purge = () => {
    void store.purgeDelivered(DELIVERED_KEPT_DAYS).then((count) => {
      if (count > 0)
        logger.info(`lead outbox: purged ${count} notifications delivered over ${DELIVERED_KEPT_DAYS} days ago`);
    }, report('purge'));
  };
  purge();
  const purging = setInterval(purge, purgeEveryMs);
  purging.unref();

  return {
    runOnce,
    wake() {
      if (timer && !running && !stopped) {
        clearTimeout(timer);
        timer = setTimeout(tick, 0);
      }
    },
    async stop(graceMs = 8_000) {
      stopped = true;
      clearTimeout(timer);
      clearInterval(purging);
      const grace = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
      await Promise.race([running, grace]);
      for (const abort of inFlight.values()) abort.abort(new Error('server stopping'));
      await running;
      for (const notifier of notifiers.values()) notifier.close?.();
    },
  };
}
