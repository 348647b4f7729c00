import crypto from 'node:crypto';
import type { Channel, LeadStore, OutboxItem, StoredSubmission, UploadedFile } from './types';

export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_MAX_MS = 60 * 60 * 1000;

/** 5 s, 10 s, 20 s … doubling up to an hour, with ±20 % jitter so retries from many leads spread out. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const delay = Math.min(BACKOFF_BASE_MS * 2 ** Math.min(attempts, 20), BACKOFF_MAX_MS);
  return Math.round(delay * (0.8 + 0.4 * random()));
}

export function signature(body: string, secret: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;
}

export type Notifier = {
  channel: Channel;
  send(submission: StoredSubmission, file: UploadedFile | undefined): Promise<void>;
};

/** What the webhook receives. CVs are not sent; their name, type and size are. */
export function webhookPayload(submission: StoredSubmission) {
  return {
    type: submission.type,
    id: submission.id,
    createdAt: submission.createdAt,
    data: {
      ...submission.data,
      ...(submission.target ? { [submission.type === 'application' ? 'job' : 'checklist']: submission.target } : {}),
      ...(submission.file ? { cv: submission.file } : {}),
    },
  };
}

export function webhookNotifier(url: string, secret: string | undefined, timeoutMs = 10_000): Notifier {
  return {
    channel: 'webhook',
    async send(submission) {
      const body = JSON.stringify(webhookPayload(submission));
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        // Delivery is at least once: a crash between sending and recording sends again.
        'idempotency-key': submission.id,
      };
      if (secret) headers['x-signature'] = signature(body, secret);
      const response = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    },
  };
}

type Logger = Pick<Console, 'error' | 'info'>;

export type OutboxWorker = { runOnce(): Promise<number>; wake(): void; stop(): Promise<void> };

/**
 * Delivers pending notifications until stopped: due items are leased, sent in parallel, then
 * marked delivered or rescheduled with backoff. State lives in the database, so a restart resumes.
 */
export function startOutboxWorker(options: {
  store: LeadStore;
  notifiers: Notifier[];
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
  logger?: Logger;
}): OutboxWorker {
  const { store, pollMs = 1_000, leaseMs = 60_000, batchSize = 20, logger = console } = options;
  const notifiers = new Map(options.notifiers.map((notifier) => [notifier.channel, notifier]));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  const deliver = async (item: OutboxItem) => {
    const notifier = notifiers.get(item.channel);
    try {
      if (!notifier) throw new Error(`${item.channel} is not configured`);
      const submission = await store.getSubmission(item.submissionId);
      if (!submission) throw new Error('submission not found');
      const file = item.channel === 'email' && submission.file ? await store.getFile(submission.id) : undefined;
      await notifier.send(submission, file);
      await store.markDelivered(item.id, Date.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await store.markFailed(item.id, message, Date.now() + backoffDelay(item.attempts));
      logger.error(`lead notification ${item.id} failed (attempt ${item.attempts + 1}): ${message}`);
    }
  };

  const runOnce = async (): Promise<number> => {
    const items = await store.claimDue(Date.now(), batchSize, leaseMs);
    await Promise.all(items.map(deliver));
    return items.length;
  };

  const tick = () => {
    if (stopped || running) return;
    running = runOnce()
      .catch((error: unknown) => {
        logger.error(`lead outbox: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  timer = setTimeout(tick, 0);

  return {
    runOnce,
    wake() {
      if (timer && !running) {
        clearTimeout(timer);
        timer = setTimeout(tick, 0);
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
