import { type MailTarget, visitorNotifier } from '@/lib/leads/mail/visitor-notifier';
import type { DkimOptions } from '@/lib/leads/outbox/email';
import { startOutboxWorker } from '@/lib/leads/outbox/outbox';
import type { LeadStore } from '@/lib/leads/store/types';

/**
 * Runs an outbox worker with the visitor notifier until nothing is pending (or `timeoutMs` passes),
 * then stops it. Answers what it logged and how long delivery took; the tests and the bench use it.
 */
export async function drainVisitorMail(
  store: LeadStore,
  target: MailTarget,
  options: {
    timeoutMs?: number;
    batchSize?: number;
    pollMs?: number;
    backoff?: (attempts: number) => number;
    dkim?: DkimOptions;
  } = {},
): Promise<{ log: string[]; ms: number }> {
  const { timeoutMs = 10_000, batchSize, pollMs = 20, backoff, dkim } = options;
  const log: string[] = [];
  const started = performance.now();
  const worker = startOutboxWorker({
    store,
    notifiers: [
      visitorNotifier(store, target, {
        origin: 'https://www.brightloom.example',
        from: 'Brightloom website <no-reply@brightloom.example>',
        logger: { info: (line) => log.push(line), warn: (line) => log.push(line), error: (line) => log.push(line) },
        dkim,
      }),
    ],
    backoff,
    batchSize,
    pollMs,
    logger: { error: (line: string) => log.push(line), info: () => undefined },
  });
  while ((await store.countPending()) > 0 && performance.now() - started < timeoutMs)
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  const ms = performance.now() - started;
  await worker.stop();
  return { log, ms };
}
