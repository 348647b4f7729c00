import 'server-only';
import { env, isProduction } from './env';
import { analyticsConsentIn } from '@/lib/shared/consent';
import { scrubEvent, tracesRate } from '@/lib/sentry/privacy';
import { recordClientAddresses } from '@/lib/leads/endpoints/client-address';
import { flushInsights } from '@/lib/insights/collect';
import {
  ensureOutboxWorker,
  mailWarnings,
  promiseProblems,
  startHourlyChecks,
  startRetention,
  startScrubbing,
  stopOutboxWorker,
} from '@/lib/leads/server';

/** Start-up of the Node.js server: client addresses, the lead outbox and error reporting. */
export async function registerNode(): Promise<void> {
  if (env.NEXT_PHASE === 'phase-production-build') return;
  // The privacy policy this build serves is a promise: a server that would break it does not start.
  const problems = isProduction ? promiseProblems(true) : [];
  if (problems.length > 0) {
    console.error(`The server does not start:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exit(78);
  }
  for (const warning of mailWarnings()) console.warn(`⚠ ${warning}`);
  recordClientAddresses();
  startRetention();
  startScrubbing();
  startHourlyChecks();
  // Lead notifications are delivered from the database's outbox by this process, retried until they arrive.
  void ensureOutboxWorker().catch((error: unknown) => console.error('lead outbox did not start:', error));
  stopOutboxBeforeExit();
  if (env.NEXT_PUBLIC_SENTRY_DSN) {
    const Sentry = await import('@sentry/nextjs');
    // Tracing every request costs 2.5-3x a request under next start: a tenth unless configured, and only
    // requests from visitors who agreed to analytics. Reports carry no query, fragment or referrer path.
    const rate = env.SENTRY_TRACES_SAMPLE_RATE ?? 0.1;
    Sentry.init({
      dsn: env.NEXT_PUBLIC_SENTRY_DSN,
      tracesSampler: ({ normalizedRequest }) =>
        tracesRate(analyticsConsentIn(normalizedRequest?.headers?.cookie), rate),
      beforeSend: (event) => scrubEvent(event),
      beforeSendTransaction: (event) => scrubEvent(event),
      // Spans streamed without a transaction carry the same addresses (`url.full`).
      beforeSendSpan: (span) => scrubEvent(span),
      beforeBreadcrumb: (breadcrumb) => scrubEvent(breadcrumb),
    });
  }
}

const EXIT_CODES = { SIGTERM: 143, SIGINT: 130 } as const;

/**
 * `next start` closes the server and exits on SIGTERM/SIGINT. Its handlers run only once the outbox
 * worker has stopped, so a rolling deploy never cuts a notification in half (sent, not recorded).
 * A second signal ends the process at once.
 */
function stopOutboxBeforeExit(): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const others = process.listeners(signal);
    process.removeAllListeners(signal);
    process.once(signal, () => {
      // Counts still waiting in memory are added before the process goes (lib/insights/collect.ts).
      void Promise.all([stopOutboxWorker(), flushInsights()])
        .catch((error: unknown) => console.error('lead outbox did not stop cleanly:', error))
        .finally(() => {
          if (others.length === 0) process.exit(EXIT_CODES[signal]);
          for (const listener of others) listener(signal);
        });
    });
  }
}
