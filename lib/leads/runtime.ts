import { env } from '@/lib/env';
import { type Notifier, type OutboxWorker, startOutboxWorker, webhookNotifier } from './outbox';
import { openLeadStore } from './store';
import type { Channel, LeadStore } from './types';

// Route handlers and instrumentation are bundled apart; globalThis makes them share one store and worker.
type Shared = { store?: Promise<LeadStore>; worker?: Promise<OutboxWorker> };
const shared = ((globalThis as { __leads?: Shared }).__leads ??= {});

export function getLeadStore(): Promise<LeadStore> {
  shared.store ??= openLeadStore(env.DATABASE_URL).catch((error: unknown) => {
    shared.store = undefined;
    throw error;
  });
  return shared.store;
}

/** The notification channels this deployment has configured. */
export function configuredChannels(): Channel[] {
  const channels: Channel[] = [];
  if (env.LEADS_WEBHOOK_URL) channels.push('webhook');
  if (env.SMTP_URL && env.LEADS_EMAIL_TO) channels.push('email');
  return channels;
}

async function notifiers(): Promise<Notifier[]> {
  const list: Notifier[] = [];
  if (env.LEADS_WEBHOOK_URL) list.push(webhookNotifier(env.LEADS_WEBHOOK_URL, env.LEADS_WEBHOOK_SECRET));
  if (env.SMTP_URL && env.LEADS_EMAIL_TO) {
    const { emailNotifier } = await import('./email');
    list.push(emailNotifier(env.SMTP_URL, env.LEADS_EMAIL_TO, env.LEADS_EMAIL_FROM ?? `Brightloom website <no-reply@${new URL(env.NEXT_PUBLIC_SITE_URL).hostname}>`));
  }
  return list;
}

/** Starts the outbox worker of this server process (once), and returns it. */
export function ensureOutboxWorker(): Promise<OutboxWorker> {
  shared.worker ??= (async () => startOutboxWorker({ store: await getLeadStore(), notifiers: await notifiers() }))();
  return shared.worker;
}

/** Asks the worker to deliver now instead of at its next poll. */
export function wakeOutbox(): void {
  void shared.worker?.then((worker) => worker.wake());
}
