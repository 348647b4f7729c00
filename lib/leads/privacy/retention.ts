import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '@/lib/env';
import { CONFIRM_LINK_DAYS } from '@/lib/serving/link-pages';
import { DELIVERED_KEPT_DAYS } from '@/lib/leads/outbox/outbox';
import type { RetentionCounts, RetentionPeriods, RightsPort } from '@/lib/leads/store/types';
import { RETAINED_FORMS, type RetainedType } from '@/lib/leads/forms/registry';
import type { RetentionVariable } from '@/lib/env';

/** An unconfirmed newsletter sign-up is deleted when its confirmation link runs out. */
const UNCONFIRMED_DAYS = CONFIRM_LINK_DAYS;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The settings behind the periods, as `lib/env.ts` validates them. */
export type RetentionEnv = Pick<Env, RetentionVariable>;

export function retentionPeriods(env: RetentionEnv): RetentionPeriods {
  const periods = Object.fromEntries(RETAINED_FORMS.map((form) => [form.type, env[form.retention]]));
  return { ...(periods as Record<RetainedType, number>), unconfirmed: UNCONFIRMED_DAYS };
}

/** The setting behind each configurable period, as an operator sets it. */
export const RETENTION_VARIABLES: Partial<Record<keyof RetentionPeriods, RetentionVariable>> = Object.fromEntries(
  RETAINED_FORMS.map((form) => [form.type, form.retention]),
);

export const RETENTION_LABELS: Record<keyof RetentionPeriods, string> = {
  ...(Object.fromEntries(RETAINED_FORMS.map((form) => [form.type, form.label])) as Record<RetainedType, string>),
  unconfirmed: 'unconfirmed newsletter sign-ups',
};

/** Mail written to files (no SMTP_URL) is kept as long as delivered notifications are. */
async function purgeMailFiles(folder: string, now: number): Promise<number> {
  let removed = 0;
  const recipients = await fs.readdir(folder, { withFileTypes: true }).catch(() => []);
  for (const recipient of recipients.filter((entry) => entry.isDirectory())) {
    const dir = path.join(folder, recipient.name);
    for (const name of await fs.readdir(dir)) {
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (stat && now - stat.mtimeMs > DELIVERED_KEPT_DAYS * DAY_MS) {
        await fs.rm(file, { force: true });
        removed += 1;
      }
    }
    await fs.rmdir(dir).catch(() => undefined);
  }
  return removed;
}

/** The folder of one recipient's mail files: named by the keyed hash the visitor notifier uses. */
export function mailFolderOf(folder: string, addressHash: string): string {
  return path.join(folder, addressHash.slice(0, 24));
}

export type RetentionPass = RetentionCounts & { mailFiles: number; exportedFiles: number };

/**
 * One pass of the retention rules. Every statement is a delete by age, so instances that run it at the
 * same time, or twice in a day, do no harm: the second finds nothing. Files `npm run leads` exported
 * about what expired go too.
 */
export async function applyRetention(
  store: Pick<RightsPort, 'deleteExpired'>,
  periods: RetentionPeriods,
  mailFolder?: string,
): Promise<RetentionPass> {
  const { counts, exportedFiles } = await store.deleteExpired(periods);
  for (const file of exportedFiles) await fs.rm(file, { force: true });
  const mailFiles = mailFolder ? await purgeMailFiles(mailFolder, Date.now()) : 0;
  return { ...counts, mailFiles, exportedFiles: exportedFiles.length };
}

const RETRY_MS = [60_000, 5 * 60_000, 30 * 60_000];

/**
 * Runs the retention pass at start-up and then once a day, on its own timer: a pass that fails (the
 * database down) is tried again after 1, 5 and then every 30 minutes until one succeeds. Every pass
 * is logged, with what it deleted. Answers a function that stops the timer.
 */
export function scheduleRetention(
  /** A pass, answering how many of each kind it deleted. */
  run: () => Promise<Record<string, number>>,
  logger: Pick<Console, 'info' | 'error'> = console,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  let stopped = false;
  const next = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(pass, ms);
    timer.unref();
  };
  const pass = () => {
    void run().then(
      (counts) => {
        failures = 0;
        const removed = Object.entries(counts).filter(([, count]) => count > 0);
        logger.info(
          `retention: pass done, ${removed.length > 0 ? `deleted ${removed.map(([kind, count]) => `${count} ${kind}`).join(', ')}` : 'nothing past its period'}`,
        );
        next(DAY_MS);
      },
      (error: unknown) => {
        const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
        failures += 1;
        logger.error(
          `retention: pass failed (${error instanceof Error ? error.message : String(error)}); trying again in ${wait / 60_000} min`,
        );
        next(wait);
      },
    );
  };
  pass();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
