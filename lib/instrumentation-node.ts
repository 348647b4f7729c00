import { env } from '@/lib/env';
import { recordClientAddresses } from '@/lib/leads/client-address';
import { ensureOutboxWorker } from '@/lib/leads/runtime';

/** Start-up of the Node.js server: client addresses, the lead outbox and error reporting. */
export async function registerNode(): Promise<void> {
  if (env.NEXT_PHASE === 'phase-production-build') return;
  recordClientAddresses();
  // Lead notifications are delivered from the database's outbox by this process, retried until they arrive.
  void ensureOutboxWorker().catch((error: unknown) => console.error('lead outbox did not start:', error));
  if (env.NEXT_PUBLIC_SENTRY_DSN) {
    const Sentry = await import('@sentry/nextjs');
    Sentry.init({ dsn: env.NEXT_PUBLIC_SENTRY_DSN, tracesSampleRate: 1 });
  }
}
