import 'server-only';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Notifier } from './outbox';
import type { BookingStatus, HeldSummary, OutboxItem, StoredSubmission, UploadedFile } from '@/lib/leads/store/types';
import { formOf } from '@/lib/leads/forms/registry';
import { site } from '@/config/site';
import { isTimeZone } from '@/lib/shared/time';
import { callChangeOf } from '@/lib/leads/store/calls';
import { briefLines, isAttachedBrief } from '@/lib/leads/forms/brief';
import { type FormEntry, getForm } from '@/lib/content/forms';
import { DEFAULT_LOCALE, LOCALE_FACTS } from '@/lib/i18n/locales';
import { format, pluralize } from '@/lib/i18n/format';
import { type Words, wordsOf } from '@/lib/i18n/words';
import type { SubmissionType } from '@/lib/leads/forms/registry';

/** The company's words (content/words/en/company.json): it reads its mail in the site's default language. */
const company = () => wordsOf(DEFAULT_LOCALE, 'company');

/** Each form's subject; a registered form without one fails the type check here. */
const subjectOf = (type: SubmissionType): string => (company().subjects satisfies Record<SubmissionType, string>)[type];

/** What a call's change is called: "Call booked". */
const changeOf = (status: BookingStatus): string =>
  company().call.changes[status as keyof Words['company']['call']['changes']] ?? status;

/** A call's time where the company sits and where the visitor does, its status and its link. */
function callLines(submission: StoredSubmission, status: BookingStatus | undefined): string[] {
  const booking = submission.booking;
  if (!booking) return [];
  const words = company().call;
  const at = (zone: string) =>
    new Intl.DateTimeFormat(LOCALE_FACTS[DEFAULT_LOCALE].tag === 'en' ? 'en-GB' : LOCALE_FACTS[DEFAULT_LOCALE].tag, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: zone,
    }).format(new Date(booking.start!));
  const visitorZone = isTimeZone(submission.data.timeZone) ? submission.data.timeZone : 'UTC';
  return [
    format(words.status, { status: status ?? booking.status }),
    ...(booking.start
      ? [
          format(words.timeCompany, { zone: site.timeZone, time: at(site.timeZone) }),
          format(words.timeVisitor, { zone: visitorZone, time: at(visitorZone) }),
        ]
      : []),
    ...(booking.meetingUrl && status !== 'cancelled' ? [format(words.meeting, { url: booking.meetingUrl })] : []),
    ...(status === 'needs-attention' ? [words.arrange] : []),
    '',
  ];
}

/** The form made in the web editor a lead came from, as its entry reads in English now. */
const editorFormOf = (submission: StoredSubmission) =>
  submission.type === 'form' && submission.target ? getForm(DEFAULT_LOCALE, submission.target) : undefined;

/** A field of a form made in the web editor, by its label: a choice by its label, a box ticked or not. */
function editorFieldLines(entry: FormEntry, data: Record<string, unknown>): string[] {
  const words = company();
  return entry.fields.flatMap((field) => {
    const value = data[field.name];
    if (field.kind === 'checkbox') return [`${field.label}: ${value === true ? words.yes : words.no}`];
    if (typeof value !== 'string' || value === '') return [];
    const option = field.options?.find((candidate) => candidate.value === value);
    const shown = option ? `${option.label} (${value})` : value;
    return [shown.includes('\n') ? `${field.label}:\n${shown}\n` : `${field.label}: ${shown}`];
  });
}

/** The form's summary of a submission, in the company's words, where it has one. */
function summaryOf(submission: StoredSubmission): string | undefined {
  const form = formOf(submission.type);
  return 'summary' in form ? form.summary(submission.data, submission.language, company()) : undefined;
}

/** A plain-text mail: what visitors typed is shown verbatim and can never become markup or headers. */
export function emailText(submission: StoredSubmission, item?: Pick<OutboxItem, 'message'>): string {
  const form = formOf(submission.type);
  const words = company();
  const entry = editorFormOf(submission);
  const change = callChangeOf(item);
  const summary = change ? undefined : summaryOf(submission);
  const lines = [
    format(words.fromWebsite, { subject: change ? changeOf(change) : (entry?.title ?? subjectOf(submission.type)) }),
    format(words.received, { time: submission.createdAt }),
    format(words.reference, { id: submission.id }),
  ];
  if (submission.target) {
    const field = 'target' in form ? form.target.field : 'target';
    lines.push(`${(words.targets as Record<string, string>)[field] ?? words.targets.target}: ${submission.target}`);
  }
  if (summary) lines.push(format(words.summary, { summary }));
  lines.push('');
  if (submission.booking) lines.push(...callLines(submission, change));
  if (entry) lines.push(...editorFieldLines(entry, submission.data));
  for (const [key, value] of Object.entries(submission.data)) {
    if (value === undefined || value === '') continue;
    // A call's time is its booking's, above: the slot first asked for is no longer true after a reschedule.
    if (key === 'slot' && submission.booking) continue;
    // A field of its form is listed above by its label.
    if (entry?.fields.some((field) => field.name === key)) continue;
    if (key === 'brief' && isAttachedBrief(value)) {
      lines.push(...briefLines(value, submission.language, words));
      continue;
    }
    const text =
      typeof value === 'string'
        ? value
        : Array.isArray(value) && value.every((item) => typeof item === 'string')
          ? value.join(', ')
          : JSON.stringify(value);
    lines.push(text.includes('\n') ? `${key}:\n${text}\n` : `${key}: ${text}`);
  }
  if (submission.file)
    lines.push(
      '',
      format(words.cvAttached, { name: submission.file.name, size: Math.ceil(submission.file.size / 1024) }),
    );
  return lines.join('\n');
}

/** "Call booked: Ana", or a form's summary as CONTRACT §19 words it: "Brief: new product, €50–100k, 3 months" (the sender is the mail's Reply-To). */
function subjectLine(submission: StoredSubmission, name: string, change: BookingStatus | undefined): string {
  if (change) return `${changeOf(change)}: ${name}`;
  const summary = summaryOf(submission);
  const subject = editorFormOf(submission)?.title ?? subjectOf(submission.type);
  return summary ? `${subject}: ${summary}` : `${subject}: ${name}`;
}

/** The same for every attempt at one submission, so a mail system can drop a repeat. */
export function messageId(submission: StoredSubmission, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${submission.id}.email@${domain}>`;
}

/** The message for one submission: plain text, reply-to the visitor, the CV attached. */
export function buildEmail(
  submission: StoredSubmission,
  file: UploadedFile | undefined,
  to: string,
  from: string,
  item?: Pick<OutboxItem, 'id' | 'message'>,
): SendMailOptions {
  const named = editorFormOf(submission)?.fields.find((field) => field.kind === 'name')?.name ?? 'name';
  const given = submission.data[named];
  const name = typeof given === 'string' && given !== '' ? given : (submission.email ?? '');
  const change = callChangeOf(item);
  return {
    // A call's later change is a message of its own, not a repeat of the first.
    messageId:
      change && item
        ? `<${item.id.replace(/[^\w.-]/g, '.')}@${/@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'}>`
        : messageId(submission, from),
    from,
    to,
    replyTo: submission.email ?? undefined,
    // Names cannot hold line breaks (lib/leads/rules/fields.ts); nodemailer encodes whatever else they hold.
    subject: subjectLine(submission, name, change).slice(0, 200),
    text: emailText(submission, item),
    attachments: file
      ? [{ filename: file.name, content: Buffer.from(file.content), contentType: file.contentType }]
      : [],
  };
}

/**
 * The hour's summary of leads held past a notification budget (CONTRACT §23): how many, from which networks, of
 * which forms, and what an operator can do. Nothing a visitor typed is in it.
 */
export function heldSummaryEmail(summary: HeldSummary, to: string, from: string, id: string): SendMailOptions {
  const words = company().held;
  const list = (entries: HeldSummary['networks']) => entries.map(({ name, count }) => `  ${name}: ${count}`);
  return {
    messageId: `<${id.replace(/[^\w.-]/g, '.')}@${/@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'}>`,
    from,
    to,
    subject: pluralize(LOCALE_FACTS[DEFAULT_LOCALE].tag, summary.count, words.subject),
    text: [
      pluralize(LOCALE_FACTS[DEFAULT_LOCALE].tag, summary.count, words.intro),
      '',
      words.networks,
      ...list(summary.networks),
      '',
      words.forms,
      ...list(summary.forms.map(({ name, count }) => ({ name: formName(name), count }))),
      '',
      words.what,
    ].join('\n'),
  };
}

/** A form as the company calls it: "Call request", an editor's form by its title. */
function formName(name: string): string {
  if (name.startsWith('form:')) return getForm(DEFAULT_LOCALE, name.slice('form:'.length))?.title ?? name;
  return (company().subjects as Record<string, string>)[name] ?? name;
}

/**
 * Each stage of an SMTP conversation gives up well within the outbox lease (at least
 * `OUTBOX_LEASE_MIN_SECONDS`, renewed while a send runs), so a stalled server fails the attempt and it
 * is retried, never sent by two instances. nodemailer's own defaults wait up to ten minutes.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  // Inactivity, not the whole send: a CV of 5 MB is still streaming while bytes move.
  socketTimeout: 10_000,
  dnsTimeout: 10_000,
};

/** DKIM signing with nodemailer's own option: the domain, the selector of its DNS record and the private key. */
export type DkimOptions = { domainName: string; keySelector: string; privateKey: string };

/** `transport` is an SMTP URL, or any nodemailer transport options. */
export function emailNotifier(
  transport: string | SMTPTransport.Options,
  to: string,
  from: string,
  dkim?: DkimOptions,
): Notifier {
  const options = typeof transport === 'string' ? { url: transport } : transport;
  const mailer = nodemailer.createTransport({ ...SMTP_TIMEOUTS, dkim, ...options });
  return {
    channel: 'email',
    async send(submission, file, signal, item) {
      await sendAbortable(mailer, buildEmail(submission, file, to, from, item), signal);
    },
    async sendEvent(event, signal, item) {
      if (event.type !== 'held-summary') throw new Error(`the company's mail takes no ${event.type} event`);
      await sendAbortable(mailer, heldSummaryEmail(event, to, from, item.id), signal);
    },
  };
}

/**
 * A server stopping does not wait out a slow SMTP server; the message is not accepted until the
 * server's final reply, so giving up before it means the retry is the only copy.
 */
export async function sendAbortable(mailer: Transporter, message: SendMailOptions, signal: AbortSignal) {
  const sent = mailer.sendMail(message);
  sent.catch(() => undefined);
  const stop = () => (signal.reason instanceof Error ? signal.reason : new Error('send aborted'));
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(stop());
    signal.addEventListener('abort', () => reject(stop()), { once: true });
  });
  return Promise.race([sent, aborted]);
}
