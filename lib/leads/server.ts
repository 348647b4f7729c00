import 'server-only';
import path from 'node:path';
import { env, isProduction } from '@/lib/env';
import type { DkimOptions } from '@/lib/leads/outbox/email';
import {
  type Notifier,
  type OutboxWorker,
  startOutboxWorker,
  webhookNotifier,
  webhookWarnings,
} from '@/lib/leads/outbox/outbox';
import {
  brokenPromises,
  unlistedProcessors,
  currentPromises,
  type PrivacyPromises,
  PROMISES_FILE,
  readRecordedPromises,
} from '@/lib/leads/privacy/promises';
import { applyRetention, retentionPeriods, scheduleRetention } from '@/lib/leads/privacy/retention';
import { FileCipher } from '@/lib/leads/store/file-cipher';
import { SubmissionLimits } from '@/lib/leads/store/rate-limit';
import { openLeadStore } from '@/lib/leads/store/store';
import type { Channel, LeadStore, StoredSubmission } from '@/lib/leads/store/types';
import type { NotifierStore } from '@/lib/leads/mail/visitor-notifier';
import { bookingNotifier, reconcileUpcoming } from '@/lib/leads/call/states';
import { calcomProvider } from '@/lib/leads/call/calcom';
import type { BookingProvider } from '@/lib/leads/call/provider';
import { type SlotWindow, slotWindow } from '@/lib/leads/call/slots';

// Route handlers and instrumentation are bundled apart; globalThis makes them share one store, worker and
// calendar (the slots route and the bookings route answer from one window of slots).
type Shared = {
  store?: Promise<LeadStore>;
  worker?: Promise<OutboxWorker>;
  limits?: Promise<SubmissionLimits>;
  calendar?: { provider: BookingProvider; window: SlotWindow };
};
const shared = ((globalThis as { __leads?: Shared }).__leads ??= {});

/** Mail to visitors goes here as `.eml` files when no SMTP_URL is set, so the flows work on a fresh clone. */
export const MAIL_FOLDER = path.resolve('data/mail');

/** The sender of every mail from the site. */
const MAIL_FROM = env.LEADS_EMAIL_FROM ?? `Brightloom website <no-reply@${new URL(env.NEXT_PUBLIC_SITE_URL).hostname}>`;

const DKIM: DkimOptions | undefined =
  env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
    ? { domainName: env.DKIM_DOMAIN, keySelector: env.DKIM_SELECTOR, privateKey: env.DKIM_PRIVATE_KEY }
    : undefined;

export function fileCipher(): FileCipher {
  return new FileCipher(env.LEADS_ENCRYPTION_KEY, env.LEADS_ENCRYPTION_KEY_PREVIOUS);
}

export const RETENTION = retentionPeriods(env);

let promises: PrivacyPromises | undefined;

/**
 * What this deployment's privacy policy promises: the build's record when there is a build (the
 * server refuses to start when its settings differ, lib/instrumentation-node.ts), else this environment's.
 * Read on first use, not at import: the content it may read is not there for every process.
 */
export function privacyPromises(): PrivacyPromises {
  promises ??= (isProduction && recordedPromises()) || currentPromises(env);
  return promises;
}

/** Where the build keeps its record: beside the app (the server and `npm run leads` run from its folder). */
const BUILD_DIR = path.resolve(env.NEXT_DIST_DIR);

/** The build's record of its promises; undefined where there is no build. */
const recordedPromises = () => readRecordedPromises(BUILD_DIR);

/**
 * Why this process must not run: there is no record of what the build's privacy policy promises, or its
 * retention settings, store or key differ from it. `storesCvs`: a server, which takes applications (the
 * CLI only reads them). Fails closed: without the record nobody can tell what the page promised.
 */
export function promiseProblems(storesCvs: boolean): string[] {
  const recorded = recordedPromises();
  if (!recorded)
    return [
      `The build's record of what its privacy policy promises (${path.join(BUILD_DIR, PROMISES_FILE)}) cannot be read: build with npm run build (not next build alone), keep ${env.NEXT_DIST_DIR}/${PROMISES_FILE} with the app, and set NEXT_DIST_DIR as the build had it.`,
    ];
  return brokenPromises(recorded, env, storesCvs ? Boolean(env.LEADS_ENCRYPTION_KEY) : undefined);
}

/** What an operator should hear at start-up about mail and the webhook. */
export function mailWarnings(): string[] {
  const warnings: string[] = [];
  if (env.SMTP_URL && !env.NEXT_PUBLIC_SITE_URL.startsWith('https://'))
    warnings.push(
      `SMTP_URL is set but NEXT_PUBLIC_SITE_URL (${env.NEXT_PUBLIC_SITE_URL}) is not https: the links in visitors' mail (confirm, unsubscribe, download) are not secure, and mail providers distrust them.`,
    );
  if (env.SMTP_URL && !DKIM)
    warnings.push('SMTP_URL is set without DKIM_DOMAIN/DKIM_SELECTOR/DKIM_PRIVATE_KEY: mail is not DKIM-signed.');
  if (env.LEADS_WEBHOOK_URL) warnings.push(...webhookWarnings(env.LEADS_WEBHOOK_URL, env.LEADS_WEBHOOK_SECRET));
  if (isProduction && env.BOOKING_PROVIDER === 'calcom' && recordedPromises()?.calendar !== 'calcom')
    warnings.push(
      "BOOKING_PROVIDER is calcom, but this preview's privacy policy does not name Cal.com: build with BOOKING_PROVIDER=calcom before publishing.",
    );
  const recorded = recordedPromises();
  if (recorded) warnings.push(...unlistedProcessors(recorded, env));
  if (isProduction && recordedPromises()?.cvEncryption === false && !env.LEADS_ENCRYPTION_KEY)
    warnings.push('This is a preview (NEXT_PUBLIC_SITE_URL is this machine): CVs are stored without encryption.');
  return warnings;
}

export function getLeadStore(): Promise<LeadStore> {
  shared.store ??= openLeadStore(env.DATABASE_URL, {
    cipher: fileCipher(),
    visitorMailPerHour: env.VISITOR_MAIL_PER_HOUR,
    visitorMailPerNetworkHour: env.VISITOR_MAIL_PER_NETWORK_HOUR,
    notices: {
      perNetworkHour: env.NOTIFY_PER_NETWORK_HOUR,
      perHour: env.NOTIFY_PER_HOUR,
      unprovenPerHour: env.NOTIFY_UNPROVEN_PER_HOUR,
    },
  }).catch((error: unknown) => {
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

/**
 * The calendar calls are booked in and its one window of slots, as this process's settings say (read at
 * start, so one build serves either way).
 */
export function callCalendar(): { provider: BookingProvider; window: SlotWindow } | undefined {
  if (env.BOOKING_PROVIDER !== 'calcom' || !env.CALCOM_API_KEY || !env.CALCOM_EVENT_TYPE_ID) return undefined;
  if (!shared.calendar) {
    const provider = calcomProvider({
      apiUrl: env.CALCOM_API_URL,
      apiKey: env.CALCOM_API_KEY,
      eventTypeId: env.CALCOM_EVENT_TYPE_ID,
    });
    shared.calendar = { provider, window: slotWindow(provider) };
  }
  return shared.calendar;
}

export function bookingProvider(): BookingProvider | undefined {
  return callCalendar()?.provider;
}

/** The booking limits a call request with a slot is counted against (CONTRACT §17a). */
export const CALL_LIMITS = {
  perDay: env.BOOKINGS_PER_DAY,
  perNetworkDay: env.BOOKINGS_PER_NETWORK_DAY,
  perDomainDay: env.BOOKINGS_PER_DOMAIN_DAY,
  verifyAfter: env.BOOKINGS_VERIFY_AFTER ?? Math.floor(env.BOOKINGS_PER_DAY / 2),
};

async function notifiers(store: LeadStore): Promise<Notifier[]> {
  const { visitorNotifier } = await import('@/lib/leads/mail/visitor-notifier');
  const list: Notifier[] = [
    visitorNotifier(store, env.SMTP_URL ? { smtp: env.SMTP_URL } : { folder: MAIL_FOLDER }, {
      origin: env.NEXT_PUBLIC_SITE_URL,
      from: MAIL_FROM,
      dkim: DKIM,
    }),
  ];
  if (env.LEADS_WEBHOOK_URL) list.push(webhookNotifier(env.LEADS_WEBHOOK_URL, env.LEADS_WEBHOOK_SECRET));
  list.push(bookingNotifier(store, bookingProvider(), configuredChannels));
  if (env.SMTP_URL && env.LEADS_EMAIL_TO) {
    const { emailNotifier } = await import('@/lib/leads/outbox/email');
    list.push(emailNotifier(env.SMTP_URL, env.LEADS_EMAIL_TO, MAIL_FROM, DKIM));
  }
  return list;
}

/**
 * Sends one visitor mail at once, outside the outbox: an erasure's call cancellations, composed from the
 * person's requests as they stood before the erasure deletes them (no row can wait for a retry). Answers
 * whether it went.
 */
export async function sendVisitorMailNow(
  store: NotifierStore,
  submission: StoredSubmission,
  message: string,
): Promise<boolean> {
  const { visitorNotifier } = await import('@/lib/leads/mail/visitor-notifier');
  const notifier = visitorNotifier(store, env.SMTP_URL ? { smtp: env.SMTP_URL } : { folder: MAIL_FOLDER }, {
    origin: env.NEXT_PUBLIC_SITE_URL,
    from: MAIL_FROM,
    dkim: DKIM,
    logger: { info: () => undefined },
  });
  const item = {
    id: `${submission.id}:visitor:${message}:now`,
    submissionId: submission.id,
    channel: 'visitor' as const,
    attempts: 0,
    message,
    payload: null,
    lease: 'now',
  };
  try {
    return (await notifier.send(submission, undefined, AbortSignal.timeout(30_000), item)) !== 'suppressed';
  } catch {
    return false;
  } finally {
    notifier.close?.();
  }
}

/** Starts the outbox worker of this server process (once). */
export function ensureOutboxWorker(): Promise<OutboxWorker> {
  shared.worker ??= (async () => {
    const store = await getLeadStore();
    return startOutboxWorker({
      store,
      notifiers: await notifiers(store),
      leaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
    });
  })().catch((error: unknown) => {
    // The database may come back: the next submission (or start-up retry) tries again.
    shared.worker = undefined;
    throw error;
  });
  return shared.worker;
}

/**
 * The daily retention pass on its own timer, retried while the database is down; with a key, it first
 * seals CVs stored before the key was set.
 */
export function startRetention(): () => void {
  let sealed = false;
  return scheduleRetention(async () => {
    const store = await getLeadStore();
    if (!sealed && env.LEADS_ENCRYPTION_KEY) {
      const count = await store.reencryptFiles();
      if (count > 0) console.info(`files: sealed ${count} stored CV(s) with LEADS_ENCRYPTION_KEY`);
      sealed = true;
    }
    return applyRetention(store, RETENTION, MAIL_FOLDER);
  });
}

/** How often the server tries a Postgres rewrite an erasure or a retention pass had to leave (another session's snapshot, a lock). */
const SCRUB_EVERY_MS = 60_000;

/**
 * Finishes, as soon as it can, the rewrite an erasure or a retention pass on Postgres left (`scrubbed: false`): every
 * minute while one waits, at the cost of one settings read when none does.
 */
export function startScrubbing(): () => void {
  const timer = setInterval(() => {
    void getLeadStore()
      .then((store) => store.finishScrub())
      .then(
        (result) => {
          if (result === 'done')
            console.info(
              'scrub: the rewrite left by an earlier erasure or retention pass is done; no file holds the deleted rows',
            );
        },
        (error: unknown) =>
          console.error(
            `scrub: the left rewrite failed (${error instanceof Error ? error.message : String(error)}); trying again in a minute`,
          ),
      );
  }, SCRUB_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

const HOUR_MS = 60 * 60_000;
/** How long the daily counts of views and vitals are kept. */
const INSIGHTS_KEPT_MONTHS = 25;

/** How often the server looks for work of the hour: held leads to summarise, calls to check with Cal.com. */
const HOURLY_CHECK_EVERY_MS = 5 * 60_000;

/**
 * The hour's work, looked for every five minutes on every instance (each piece is done once an hour in all):
 * the company's summary of leads held past a notification budget (CONTRACT §23), and every upcoming call
 * checked against what Cal.com holds now.
 */
export function startHourlyChecks(everyMs = HOURLY_CHECK_EVERY_MS): () => void {
  const check = async () => {
    const store = await getLeadStore();
    const summary = await store.summariseHeld(configuredChannels());
    if (summary) {
      const mailed = configuredChannels().includes('email');
      console.warn(
        `leads: ${summary.count} lead(s) held past the notification budgets, from ${summary.networks.length} network(s); ${mailed ? 'the company is mailed a summary' : 'no company mail is set to summarise them'} (npm run leads -- held)`,
      );
      wakeOutbox();
    }
    // Views and vitals are kept 25 months (CONTRACT §24): the older days go once a day.
    if (await store.takeTurn('insights-retention', 24 * HOUR_MS)) {
      const cutoff = new Date();
      cutoff.setUTCMonth(cutoff.getUTCMonth() - INSIGHTS_KEPT_MONTHS);
      await store.deleteInsightsBefore(cutoff.toISOString().slice(0, 10));
    }
    // Every upcoming call checked against Cal.com once an hour in all: a lost or out-of-order event is put right.
    const provider = bookingProvider();
    if (provider && (await store.takeTurn('reconcile-calls', HOUR_MS))) {
      const { checked, changed, failed } = await reconcileUpcoming(store, provider, configuredChannels());
      if (changed > 0 || failed > 0)
        console.warn(
          `bookings: checked ${checked} upcoming call(s) with the calendar: ${changed} put right, ${failed} not reachable (tried again next hour)`,
        );
      if (changed > 0) wakeOutbox();
    }
  };
  const timer = setInterval(() => {
    void check().catch((error: unknown) =>
      console.error(`leads: the hourly check failed (${error instanceof Error ? error.message : String(error)})`),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
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
