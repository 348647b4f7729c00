import 'server-only';
import path from 'node:path';
import { env } from '@/lib/env';
import { FileCipher } from '@/lib/leads/privacy/file-cipher';
import { applyRetention, retentionPeriods, scheduleRetention } from '@/lib/leads/privacy/retention';
import { type Notifier, type OutboxWorker, startOutboxWorker, webhookNotifier } from '@/lib/leads/outbox/outbox';
import { SubmissionLimits } from '@/lib/leads/endpoints/rate-limit';
import { openLeadStore } from '@/lib/leads/store/store';
import type { Channel, LeadStore } from '@/lib/leads/store/types';

// Route handlers and instrumentation are bundled apart; globalThis makes them share one store and worker.
type Shared = { store?: Promise<LeadStore>; worker?: Promise<OutboxWorker>; limits?: Promise<SubmissionLimits> };
const shared = ((globalThis as { __leads?: Shared }).__leads ??= {});

/** Mail to visitors goes here as `.eml` files when no SMTP_URL is set, so the flows work on a fresh clone. */
export const MAIL_FOLDER = path.resolve('data/mail');

/** The sender of every mail from the site. */
const MAIL_FROM = env.LEADS_EMAIL_FROM ?? `Brightloom website <no-reply@${new URL(env.NEXT_PUBLIC_SITE_URL).hostname}>`;

export function fileCipher(): FileCipher {
  return new FileCipher(env.LEADS_ENCRYPTION_KEY, env.LEADS_ENCRYPTION_KEY_PREVIOUS);
}

export const RETENTION = retentionPeriods(env);

export function getLeadStore(): Promise<LeadStore> {
  shared.store ??= openLeadStore(env.DATABASE_URL, fileCipher()).catch((error: unknown) => {
    shared.store = undefined;
    throw error;
  });
  return shared.store;
}

const LIMITS = { perMinute: env.RATE_LIMIT_PER_MINUTE, attemptsPerMinute: env.RATE_LIMIT_ATTEMPTS_PER_MINUTE };
const memoryLimits = new SubmissionLimits(undefined, LIMITS);

/** The rate limits, counted in the leads' database; in this process's memory while it cannot be opened. */
export async function getSubmissionLimits(): Promise<SubmissionLimits> {
  shared.limits ??= getLeadStore().then((store) => new SubmissionLimits(store.limitBackend, LIMITS));
  return shared.limits.catch(() => {
    shared.limits = undefined;
    return memoryLimits;
  });
}

/** The notification channels this deployment has configured. */
export function configuredChannels(): Channel[] {
  const channels: Channel[] = [];
  if (env.LEADS_WEBHOOK_URL) channels.push('webhook');
  if (env.SMTP_URL && env.LEADS_EMAIL_TO) channels.push('email');
  return channels;
}

async function notifiers(store: LeadStore): Promise<Notifier[]> {
  const { visitorNotifier } = await import('@/lib/leads/mail/visitor-notifier');
  const list: Notifier[] = [
    visitorNotifier(store, env.SMTP_URL ? { smtp: env.SMTP_URL } : { folder: MAIL_FOLDER }, {
      origin: env.NEXT_PUBLIC_SITE_URL,
      from: MAIL_FROM,
    }),
  ];
  if (env.LEADS_WEBHOOK_URL) list.push(webhookNotifier(env.LEADS_WEBHOOK_URL, env.LEADS_WEBHOOK_SECRET));
  if (env.SMTP_URL && env.LEADS_EMAIL_TO) {
    const { emailNotifier } = await import('@/lib/leads/outbox/email');
    list.push(emailNotifier(env.SMTP_URL, env.LEADS_EMAIL_TO, MAIL_FROM));
  }
  return list;
}

/** Starts the outbox worker and the daily retention pass of this server process (once). */
export function ensureOutboxWorker(): Promise<OutboxWorker> {
  shared.worker ??= (async () => {
    const store = await getLeadStore();
    scheduleRetention(() => applyRetention(store, RETENTION, MAIL_FOLDER));
    return startOutboxWorker({ store, notifiers: await notifiers(store) });
  })().catch((error: unknown) => {
    // The database may come back: the next submission (or start-up retry) tries again.
    shared.worker = undefined;
    throw error;
  });
  return shared.worker;
}

/** Asks the worker to deliver now instead of at its next poll; starts it if the database was down at start. */
export function wakeOutbox(): void {
  ensureOutboxWorker().then(
    (worker) => worker.wake(),
    () => undefined,
  );
}

/** Stops this process's worker, if it runs: sends in flight finish or are given back. */
export async function stopOutboxWorker(): Promise<void> {
  const worker = await shared.worker?.catch(() => undefined);
  await worker?.stop();
}
