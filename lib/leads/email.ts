import nodemailer from 'nodemailer';
import type { Notifier } from './outbox';
import type { StoredSubmission } from './types';

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

export function emailNotifier(smtpUrl: string, to: string, from: string): Notifier {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    channel: 'email',
    async send(submission, file) {
      const name = typeof submission.data.name === 'string' ? submission.data.name : String(submission.data.email ?? '');
      const replyTo = typeof submission.data.email === 'string' ? submission.data.email : undefined;
      await transport.sendMail({
        from,
        to,
        replyTo,
        // Names cannot hold line breaks (lib/leads/fields.ts); nodemailer encodes the rest.
        subject: `${SUBJECTS[submission.type]}: ${name}`.slice(0, 200),
        text: emailText(submission),
        attachments: file ? [{ filename: file.name, content: Buffer.from(file.content), contentType: file.contentType }] : [],
      });
    },
  };
}
