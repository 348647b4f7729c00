// The commands of `npm run leads` (scripts/leads.ts): what an operator does with stored submissions and
// mail (README, "Personal data").
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';
import { applyRetention, mailFolderOf, RETENTION_LABELS } from '@/lib/leads/privacy/retention';
import {
  bookingProvider,
  configuredChannels,
  fileCipher,
  MAIL_FOLDER,
  promiseProblems,
  RETENTION,
  sendVisitorMailNow,
} from '@/lib/leads/server';
import { asCancelled, cancelCallsOf } from '@/lib/leads/call/states';
import { VISITOR_MESSAGES } from '@/lib/leads/forms/form';
import { toCsv, toJson } from '@/lib/leads/store/export';
import { openLeadStore } from '@/lib/leads/store/store';
import type {
  LeadStore,
  RightsPort,
  SettingsPort,
  StoredSubmission,
  SubmissionPort,
  SuppressionPort,
} from '@/lib/leads/store/types';
import { FORM_FIELDS, isSubmissionType } from '@/lib/leads/forms/registry';
import { editorForm } from '@/lib/leads/forms/editor-form';
import { getForm } from '@/lib/content/forms';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { positionals, print, requiredEmail, USAGE, UsageError, values } from './leads-cli';
import { held, mail, newsletter, suppress } from './leads-mail-commands';

/**
 * Writes each file of `submissions` into `folder` as `{id}-{name}`; a key problem stops before any is
 * half written. Each path is recorded, so an erasure or retention removes the copy with the original.
 */
async function writeFiles(
  store: Pick<SubmissionPort, 'getFile' | 'recordExport'>,
  ids: string[],
  folder: string,
): Promise<number> {
  const files = [];
  for (const id of ids) {
    const file = await store.getFile(id);
    if (file) files.push({ id, file });
  }
  if (files.length === 0) return 0;
  fs.mkdirSync(folder, { recursive: true });
  for (const { id, file } of files) {
    const target = path.resolve(folder, `${id}-${file.name}`);
    await store.recordExport(id, target);
    fs.writeFileSync(target, file.content);
  }
  return files.length;
}

/**
 * The columns of an export's fields: every registered form's, and each form made in the web editor adds its
 * own (by its entry, or by what its leads hold once the entry is gone); `form:{slug}` has that form's only.
 */
function exportFields(submissions: StoredSubmission[], slug: string | undefined): string[] {
  const ownFields = (target: string | null) => {
    const entry = target ? getForm(DEFAULT_LOCALE, target) : undefined;
    if (entry) return entry.fields.map((field) => field.name);
    return [
      ...new Set(submissions.filter((one) => one.target === target).flatMap((one) => Object.keys(one.data))),
    ].filter((name) => !ORIGIN_FIELDS.has(name));
  };
  if (slug !== undefined) return ownFields(slug);
  const made = [...new Set(submissions.filter((one) => one.type === editorForm.type).map((one) => one.target))];
  return [...new Set([...FORM_FIELDS, ...made.flatMap(ownFields)])];
}

/** What every lead carries besides its fields: where it came from (its own columns) and its language. */
const ORIGIN_FIELDS: ReadonlySet<string> = new Set(['page', 'landing', 'referrer', 'locale']);

async function exportAll(store: SubmissionPort) {
  // `form:{slug}`: the leads of one form made in the web editor, a column per field.
  const [type, slug] = values.type?.startsWith(`${editorForm.type}:`)
    ? [editorForm.type, values.type.slice(editorForm.type.length + 1)]
    : [values.type, undefined];
  if (type !== undefined && !isSubmissionType(type)) throw new UsageError(`unknown type "${type}"`);
  if (slug !== undefined && !getForm(DEFAULT_LOCALE, slug))
    console.error(`content/forms/${slug}.md does not exist (any more): its leads' columns are what they hold`);
  if (values.format !== 'csv' && values.format !== 'json') throw new UsageError(`unknown format "${values.format}"`);
  const submissions = (await store.listSubmissions({ type })).filter(
    (submission) => (values['include-spam'] || !submission.spam) && (slug === undefined || submission.target === slug),
  );
  const folder = values.files ?? 'exports/cv';
  const written = await writeFiles(
    store,
    submissions.filter((submission) => submission.file).map((submission) => submission.id),
    folder,
  );
  const data = values.format === 'json' ? toJson(submissions) : toCsv(submissions, exportFields(submissions, slug));
  if (values.out) {
    // Readable by its owner only: it holds people's data (recorded for erasure like the CVs).
    fs.writeFileSync(values.out, data, { mode: 0o600 });
    for (const submission of submissions) await store.recordExport(submission.id, path.resolve(values.out));
    console.error(`${submissions.length} submission(s) written to ${values.out}`);
  } else print(data);
  if (written > 0) console.error(`${written} CV file(s) written to ${folder}`);
}

function asOfDate(): Date | undefined {
  const asOf = values['as-of'];
  if (!asOf) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(`${asOf}T00:00:00Z`)))
    throw new UsageError(`--as-of takes a date such as 2027-01-31, not "${asOf}"`);
  return new Date(`${asOf}T00:00:00Z`);
}

async function retention(store: RightsPort) {
  const asOf = asOfDate();
  if (values.apply && asOf) throw new UsageError('--apply deletes as of now; leave out --as-of');
  const periods = Object.entries(RETENTION)
    .map(([kind, days]) => `${RETENTION_LABELS[kind as keyof typeof RETENTION]} ${days} days`)
    .join(', ');
  print(`Retention periods: ${periods}; ${editorForm.label}: as long as each form said when it was sent.`);
  if (values.apply) {
    const started = performance.now();
    const counts = await applyRetention(store, RETENTION, MAIL_FOLDER);
    const took = Math.round(performance.now() - started);
    for (const [kind, count] of Object.entries(counts)) print(`deleted ${count} ${kind}`);
    print(`done in ${took} ms`);
    return;
  }
  const counts = await store.countExpired(RETENTION, asOf);
  const when = asOf ? `on ${values['as-of']}` : 'today';
  for (const [kind, count] of Object.entries(counts)) print(`${count} ${kind} past their period ${when}`);
  print('Nothing was deleted; run with --apply to delete them now.');
}

async function subject(
  store: RightsPort & SettingsPort & SubmissionPort & SuppressionPort & Pick<LeadStore, 'dialect'>,
  action: string | undefined,
) {
  const email = requiredEmail();
  if (action === 'export') {
    const data = await store.findSubject(email);
    const files = values.files ?? `exports/subject-${(await store.addressHash(email)).slice(0, 12)}`;
    const ids = data.submissions.filter((submission) => submission.file).map((submission) => submission.id);
    const written = await writeFiles(store, ids, files);
    const held = {
      email: email.trim(),
      exportedAt: new Date().toISOString(),
      submissions: data.submissions.filter((submission) => submission.type !== 'newsletter'),
      subscriptions: data.submissions.filter((submission) => submission.type === 'newsletter'),
      // What the visitor agreed to, and when: one record per submission and subscription.
      consentRecords: data.submissions.map((submission) => ({
        submissionId: submission.id,
        type: submission.type,
        givenAt: submission.createdAt,
        confirmedAt: submission.confirmedAt,
        ...submission.consent,
      })),
      pendingNotifications: data.pendingNotifications,
      // Kept after an unsubscribe or erasure as a keyed hash only (legitimate interest), with the withdrawn consent.
      suppression: data.suppression,
      postsSent: data.postsSent,
      exportedFiles: data.exportedFiles,
    };
    print(JSON.stringify(held, null, 2));
    if (written > 0) console.error(`${written} file(s) written to ${files}`);
    return;
  }
  if (action === 'erase') {
    const mailFolder = mailFolderOf(MAIL_FOLDER, await store.addressHash(email));
    const channels = configuredChannels();
    // Every call the calendar holds for the person is cancelled first, those the site never heard of too
    // (asked by lead id), and the person told so their calendar drops the event: once the requests are
    // erased, nothing says which bookings were theirs, or in which language to write.
    const held = (await store.findSubject(email)).submissions;
    const calls = await cancelCallsOf(held, bookingProvider());
    let told = 0;
    for (const call of calls.cancelled)
      if (await sendVisitorMailNow(store, asCancelled(call.submission), VISITOR_MESSAGES.callCancelled)) told += 1;
    const { exportedFiles, ...removed } = await store.eraseSubject(email, channels);
    let exports = 0;
    for (const file of exportedFiles) {
      if (fs.existsSync(file)) exports += 1;
      fs.rmSync(file, { force: true });
    }
    const mailFiles = fs.existsSync(mailFolder) ? fs.readdirSync(mailFolder).length : 0;
    fs.rmSync(mailFolder, { recursive: true, force: true });
    print(
      JSON.stringify(
        {
          email: email.trim(),
          removed: { ...removed, exportedFiles: exports, mailFiles },
          cancelledCalls: calls.cancelled.length,
          cancelledBookings: calls.cancelled.map((call) => call.uid),
        },
        null,
        2,
      ),
    );
    if (!removed.scrubbed)
      console.error(
        store.dialect === 'postgres'
          ? 'scrubbed: false. Another session (a report, an idle transaction, a standby) may still see the deleted rows, or held a lock: their bytes stay in the table files until the rewrite. The server does it as soon as it can (it tries every minute and logs "scrub: the rewrite left by an earlier erasure or retention pass is done").'
          : 'scrubbed: false. Another connection was reading, so the WAL still holds the erased pages; SQLite moves them into the zeroed file at its next checkpoint.',
      );
    for (const call of calls.cancelled) console.error(`Cal.com booking ${call.uid} cancelled.`);
    if (calls.cancelled.length > 0)
      console.error(
        `${calls.cancelled.length} upcoming call(s) cancelled at Cal.com; ${told} cancellation(s) mailed to the person.`,
      );
    for (const what of calls.failed)
      console.error(`Cal.com could not cancel ${what}: cancel it there by hand (the request itself is erased).`);
    // Art. 19: the operator must know whether the CRM was told, and where it was not, tell it by hand.
    console.error(
      channels.includes('webhook')
        ? removed.submissions > 0
          ? `The CRM is sent an erasure event with the ${removed.submissions} id(s) (LEADS_WEBHOOK_URL); the server's outbox delivers it.`
          : 'Nothing was held, so the CRM is sent no erasure event.'
        : 'The CRM was NOT sent an erasure event: LEADS_WEBHOOK_URL is not set here. Erase the person there by hand.',
    );
    return;
  }
  throw new UsageError('subject takes export or erase');
}

async function files(store: SubmissionPort, action: string | undefined) {
  if (action !== 'reencrypt') throw new UsageError('files takes reencrypt');
  const changed = await store.reencryptFiles();
  print(
    `${changed} file(s) re-encrypted with ${env.LEADS_ENCRYPTION_KEY ? 'LEADS_ENCRYPTION_KEY' : 'no key (stored as they came)'}.`,
  );
}

const COMMANDS: Record<string, (store: LeadStore, action: string | undefined) => Promise<void>> = {
  export: exportAll,
  retention,
  subject,
  suppress,
  mail,
  held,
  newsletter,
  files,
};

async function main(): Promise<number> {
  const [command, action] = positionals;
  const run = command ? COMMANDS[command] : undefined;
  if (values.help || !run) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  // The periods this command applies are the ones the build's privacy policy states, or it does not run.
  const problems = promiseProblems(false);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    return 78;
  }
  const store = await openLeadStore(env.DATABASE_URL, {
    cipher: fileCipher(),
    visitorMailPerHour: env.VISITOR_MAIL_PER_HOUR,
    visitorMailPerNetworkHour: env.VISITOR_MAIL_PER_NETWORK_HOUR,
  });
  try {
    await run(store, action);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
