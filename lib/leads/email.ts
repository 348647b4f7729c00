import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Notifier } from './outbox';
import type { StoredSubmission, UploadedFile } from './types';

const SUBJECTS = { contact: 'New enquiry', application: 'New application', checklist: 'Checklist download' } as const;

/** A plain-text mail: what visitors typed is shown verbatim and can never become markup or headers. */
export function emailText(submission: StoredSubmission): string {
  const lines = [`${SUBJECTS[submission.type]} from the website`, `Received: ${submission.createdAt}`, `Reference: ${submission.id}`];
  if (submission.target) lines.push(`${submission.type === 'application' ? 'Job' : 'Checklist'}: ${submission.target}`);
  lines.push('');
  for (const [key, value] of Object.entries(submission.data)) {
    if (value === undefined || value === '') continue;
    const text = String(value);
    lines.push(text.includes('\n') ? `${key}:\n${text}\n` : `${key}: ${text}`);
  }
  if (submission.file) lines.push('', `CV attached: ${submission.file.name} (${Math.ceil(submission.file.size / 1024)} KB)`);
  return lines.join('\n');
}

/** The message for one submission: plain text, reply-to the visitor, the CV attached. */
export function buildEmail(submission: StoredSubmission, file: UploadedFile | undefined, to: string, from: string): SendMailOptions {
  const name = typeof submission.data.name === 'string' ? submission.data.name : String(submission.data.email ?? '');
  return {
    from,
    to,
    replyTo: typeof submission.data.email === 'string' ? submission.data.email : undefined,
    // Names cannot hold line breaks (lib/leads/fields.ts); nodemailer encodes whatever else they hold.
    subject: `${SUBJECTS[submission.type]}: ${name}`.slice(0, 200),
    text: emailText(submission),
    attachments: file ? [{ filename: file.name, content: Buffer.from(file.content), contentType: file.contentType }] : [],
  };
}

/** `transport` is an SMTP URL, or any nodemailer transport options. */
export function emailNotifier(transport: string | Parameters<typeof nodemailer.createTransport>[0], to: string, from: string): Notifier {
  const mailer = nodemailer.createTransport(transport);
  return {
    channel: 'email',
    async send(submission, file) {
      await mailer.sendMail(buildEmail(submission, file, to, from));
    },
  };
}
