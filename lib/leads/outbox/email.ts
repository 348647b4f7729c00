import 'server-only';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Notifier } from './outbox';
import type { StoredSubmission, UploadedFile } from '@/lib/leads/store/types';
import { formOf } from '@/lib/leads/forms/registry';

/** A plain-text mail: what visitors typed is shown verbatim and can never become markup or headers. */
export function emailText(submission: StoredSubmission): string {
  const form = formOf(submission.type);
  const lines = [
    `${form.subject} from the website`,
    `Received: ${submission.createdAt}`,
    `Reference: ${submission.id}`,
  ];
  if (submission.target) lines.push(`${'target' in form ? form.target.label : 'Target'}: ${submission.target}`);
  lines.push('');
  for (const [key, value] of Object.entries(submission.data)) {
    if (value === undefined || value === '') continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    lines.push(text.includes('\n') ? `${key}:\n${text}\n` : `${key}: ${text}`);
  }
  if (submission.file)
    lines.push('', `CV attached: ${submission.file.name} (${Math.ceil(submission.file.size / 1024)} KB)`);
  return lines.join('\n');
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
): SendMailOptions {
  const { name: given, email } = submission.data;
  const name = typeof given === 'string' ? given : typeof email === 'string' ? email : '';
  return {
    messageId: messageId(submission, from),
    from,
    to,
    replyTo: typeof submission.data.email === 'string' ? submission.data.email : undefined,
    // Names cannot hold line breaks (lib/leads/rules/fields.ts); nodemailer encodes whatever else they hold.
    subject: `${formOf(submission.type).subject}: ${name}`.slice(0, 200),
    text: emailText(submission),
    attachments: file
      ? [{ filename: file.name, content: Buffer.from(file.content), contentType: file.contentType }]
      : [],
  };
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
    async send(submission, file, signal) {
      await sendAbortable(mailer, buildEmail(submission, file, to, from), signal);
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
