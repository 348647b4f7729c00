import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { site } from '@/config/site';
import { LOCALE_FACTS } from '@/lib/i18n/locales';
import { signedDownloadPath } from './download-links';
import { type DkimOptions, sendAbortable, SMTP_TIMEOUTS } from '@/lib/leads/outbox/email';
import { type Notifier, PermanentFailure, RetryLater } from '@/lib/leads/outbox/outbox';
import type { OutboxItem, SettingsPort, StoredSubmission, SuppressionPort } from '@/lib/leads/store/types';

/** What the visitor notifier asks of the store: link keys, mailbox hashes and suppressions. */
export type NotifierStore = SettingsPort & Pick<SuppressionPort, 'isSuppressed' | 'bounce' | 'visitorMailPausedUntil'>;
import { withoutAddresses } from '@/lib/leads/store/outbox-queue';
import { bounceError, RELAY_BREAKER } from '@/lib/leads/store/suppression';
import { downloadKey, linkKey, signLink } from './links';
import { CONFIRM_LINK_DAYS, linkUrl } from '@/lib/serving/link-pages';
import { composeVisitorMail, isRequested } from './messages';
import { mailFolderOf } from '@/lib/leads/privacy/retention';
import { renderHtml, renderText } from './visitor-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where mail goes: an SMTP server, or (no SMTP_URL) one `.eml` file per message under `folder`. */
export type MailTarget = { smtp: string } | { folder: string };

/** A mail's identity is its outbox row's: every retry carries the same Message-ID. */
function visitorMessageId(item: Pick<OutboxItem, 'id'>, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${item.id.replace(/[^\w.-]/g, '.')}@${domain}>`;
}

async function buildVisitorEmail(
  store: NotifierStore,
  item: OutboxItem,
  submission: StoredSubmission,
  options: { origin: string; from: string },
): Promise<SendMailOptions> {
  if (!submission.email) throw new Error('the submission names no address');
  const [key, download] = await Promise.all([linkKey(store), downloadKey(store)]);
  const { origin } = options;
  // The link names the mailbox, not this row: it works after the row is gone (retention, a new sign-up).
  const mailbox = await store.addressHash(submission.email);
  const locale = submission.language;
  const unsubscribeUrl = linkUrl(origin, 'unsubscribe', signLink(key, 'unsubscribe', mailbox), locale);
  const mail = composeVisitorMail(item.message ?? '', submission, {
    origin,
    confirm: () => {
      // Valid for its days from when it is sent: a mail that waited past the ceiling keeps them all.
      const expires = Date.now() + CONFIRM_LINK_DAYS * DAY_MS;
      return linkUrl(origin, 'confirm', signLink(key, 'confirm', submission.id, expires), locale);
    },
    unsubscribe: () => unsubscribeUrl,
    download: (slug) => signedDownloadPath(download, { slug, locale }),
  });
  return {
    messageId: visitorMessageId(item, options.from),
    from: options.from,
    to: submission.email,
    replyTo: site.email,
    subject: mail.subject,
    text: renderText(mail, origin),
    html: renderHtml(mail, origin),
    ...(mail.attachments && { attachments: mail.attachments }),
    // The language of the page the visitor wrote from.
    headers: { 'Content-Language': LOCALE_FACTS[mail.language].tag },
    // RFC 8058: mail providers offer a one-click unsubscribe that POSTs to this URL.
    ...(mail.list && {
      list: { unsubscribe: { url: unsubscribeUrl, comment: 'Unsubscribe' } },
      headers: {
        'Content-Language': LOCALE_FACTS[mail.language].tag,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }),
  };
}

function transporter(target: MailTarget, dkim: DkimOptions | undefined): Transporter {
  return 'smtp' in target
    ? nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: target.smtp, pool: true, maxConnections: 5, dkim })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix', dkim });
}

/**
 * Whose fault an SMTP refusal is (CONTRACT §14c). Only the recipient's server refusing the recipient
 * is a bounce, which suppresses: a refusal at RCPT TO whose enhanced status names the mailbox (5.1.1,
 * 5.1.2, 5.1.3, 5.1.6, 5.1.10, 5.2.1), or, without an enhanced status, a 550/551/553 at RCPT TO whose
 * words do not name the sender, relaying or authentication. Everything else is the site's own set-up
 * (5.7.x relay and policy refusals at any stage, 5.1.7/5.1.8 for our sender, MAIL FROM, after DATA) and
 * is retried like a 4xx while the operator is warned: a misconfigured relay must never suppress visitors.
 */
export type Refusal = { fault: 'recipient' | 'site' | 'transient'; reply: string; stage: string };

const MAILBOX_STATUSES: ReadonlySet<string> = new Set(['5.1.1', '5.1.2', '5.1.3', '5.1.6', '5.1.10', '5.2.1']);
/** A reply without an enhanced status that is about us, not the mailbox. */
const ABOUT_THE_SENDER = /sender|relay|authenticat|\bauth\b/i;

export function classifyRefusal(error: unknown): Refusal {
  const { responseCode, response, command, message } = error as {
    responseCode?: number;
    response?: string;
    command?: string;
    message?: string;
  };
  const text = response ?? message ?? String(error);
  const reply = withoutAddresses(text);
  const stage = command ?? 'CONN';
  if (typeof responseCode !== 'number' || responseCode < 500) return { fault: 'transient', reply, stage };
  if (stage === 'RCPT TO') {
    // Enhanced codes first: `550 5.1.1 …`, or Gmail's continued `550-5.1.1 …`.
    const enhanced = /^\d{3}[ -](\d\.\d{1,3}\.\d{1,3})\b/.exec(text)?.[1];
    if (enhanced) return { fault: MAILBOX_STATUSES.has(enhanced) ? 'recipient' : 'site', reply, stage };
    if ([550, 551, 553].includes(responseCode) && !ABOUT_THE_SENDER.test(text))
      return { fault: 'recipient', reply, stage };
  }
  return { fault: 'site', reply, stage };
}

/**
 * A soft failure (4xx, a timeout) is retried with backoff this many times, about a day in all, then
 * given up: what Mailchimp and listmonk do with a mailbox that stays unreachable.
 */
export const VISITOR_MAIL_ATTEMPTS = 30;

/** Mail to visitors: confirmations, checklist links, newsletter confirmations and posts. */
export function visitorNotifier(
  store: NotifierStore,
  target: MailTarget,
  options: {
    origin: string;
    from: string;
    logger?: Pick<Console, 'info'> & Partial<Pick<Console, 'warn' | 'error'>>;
    dkim?: DkimOptions;
  },
): Notifier {
  const mailer = transporter(target, options.dkim);
  const logger = options.logger ?? console;
  const warn = (line: string) => (logger.warn ?? console.warn)(line);
  const error = (line: string) => (logger.error ?? console.error)(line);
  const pause = (until: number) =>
    new RetryLater('visitor mail is paused: the relay refused several domains alike', until - Date.now());
  return {
    channel: 'visitor',
    maxAttempts: VISITOR_MAIL_ATTEMPTS,
    close: () => mailer.close(),
    async send(submission, _file, signal, item) {
      if (!submission.email) throw new PermanentFailure('the submission names no address');
      // A bounce or unsubscribe since the mail was queued stops all but what the person asked for.
      if (!isRequested(item.message) && (await store.isSuppressed(submission.email))) return 'suppressed';
      const paused = await store.visitorMailPausedUntil();
      if (paused > Date.now()) throw pause(paused);
      const message = await buildVisitorEmail(store, item, submission, options);
      let info: { message?: Buffer };
      try {
        info = await sendAbortable(mailer, message, signal);
      } catch (failure) {
        const refusal = classifyRefusal(failure);
        if (refusal.fault === 'recipient') {
          // The address as typed, not its other spellings: reader+x@ refused says nothing of reader@.
          const bounced = await store.bounce(submission.email, refusal.stage, refusal.reply, item);
          if (!bounced.relayAtFault) throw new PermanentFailure(bounceError(refusal.stage, refusal.reply));
          if (bounced.tripped)
            error(
              `visitor mail: the relay refused ${RELAY_BREAKER.bounces} domains alike within ${RELAY_BREAKER.windowMs / 60_000} minutes (${refusal.stage}: ${refusal.reply}). That is the relay, not the recipients: visitor mail is paused until ${new Date(bounced.pausedUntil).toISOString()} and retried then; ${bounced.lifted} suppression(s) lifted and ${bounced.reopened} ended mail(s) queued again. Check SMTP_URL and the relay's settings; npm run leads -- mail status shows the replies.`,
            );
          throw pause(bounced.pausedUntil);
        }
        if (refusal.fault === 'site') {
          const text = `our mail server refused the ${refusal.stage === 'MAIL FROM' ? 'sender' : 'message'} at ${refusal.stage}: ${refusal.reply}`;
          warn(
            `visitor mail: ${text}. Nobody is suppressed; the mail is retried. Check SMTP_URL, LEADS_EMAIL_FROM and the sender's SPF, DKIM and DMARC, then see npm run leads -- mail status.`,
          );
          throw new Error(text);
        }
        throw failure;
      }
      if ('folder' in target && info.message && submission.email) {
        // One folder per recipient (a keyed hash, not the address), so an erasure finds every file.
        const folder = mailFolderOf(target.folder, await store.addressHash(submission.email));
        await fs.mkdir(folder, { recursive: true });
        const file = path.join(folder, `${item.id.replace(/[^\w.-]/g, '_')}.eml`);
        await fs.writeFile(file, info.message);
        logger.info(`visitor mail written to ${file}`);
      }
      return 'sent';
    },
  };
}
