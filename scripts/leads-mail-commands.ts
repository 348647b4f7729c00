// The mail commands of `npm run leads`: suppressions, the outbox's status and sending a post to the
// newsletter's subscribers.
import { isIP } from 'node:net';
import { getPostBySlug } from '@/lib/content/blog';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { postMessage } from '@/lib/leads/mail/messages';
import type { HeldPort, HeldTarget, NewsletterPort, OutboxPort, SuppressionPort } from '@/lib/leads/store/types';
import { print, requiredEmail, UsageError, values } from './leads-cli';

/**
 * An asynchronous bounce or a complaint an operator learned of by mail: that address (a bounce) or
 * mailbox (an unsubscribe) gets nothing more. `--lift` ends every suppression of the address.
 */
export async function suppress(store: SuppressionPort) {
  if (values.lift && values.since !== undefined) {
    // After a relay's mistake: every suppression made since it began, in one command.
    const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(values.since);
    const since = match ? new Date(`${values.since}:00Z`) : undefined;
    if (!since || Number.isNaN(since.getTime()) || since.toISOString().slice(0, 16) !== values.since)
      throw new UsageError(`--since takes a UTC time as YYYY-MM-DDTHH:MM, not "${values.since}"`);
    const reason = values.reason;
    if (reason !== undefined && reason !== 'bounce' && reason !== 'unsubscribe' && reason !== 'erasure')
      throw new UsageError(`--reason takes bounce, unsubscribe or erasure, not "${reason}"`);
    const lifted = await store.liftSuppressionsSince(since, reason);
    print(
      `Lifted ${lifted} suppression(s)${reason ? ` (${reason})` : ''} made since ${values.since} UTC: mail to those mailboxes goes out again.`,
    );
    return;
  }
  const email = requiredEmail();
  if (values.lift) {
    const lifted = await store.liftSuppression(email);
    print(
      lifted.length > 0
        ? `Lifted (${lifted.join(', ')}): mail to that address goes out again.`
        : 'That address was not suppressed; nothing changed.',
    );
    return;
  }
  const reason = values.reason ?? 'bounce';
  if (reason !== 'bounce' && reason !== 'unsubscribe')
    throw new UsageError(`--reason takes bounce or unsubscribe, not "${reason}"`);
  await store.suppress(email, reason);
  print(
    reason === 'bounce'
      ? 'Suppressed (bounce): nothing more is mailed to that address unless it asks again through a form.'
      : 'Suppressed (unsubscribe): nothing more is mailed to that mailbox, in any spelling, unless it asks again through a form.',
  );
}

const CHANNEL_NAMES = {
  visitor: 'mail to visitors',
  email: 'mail to the company',
  webhook: 'webhook (CRM)',
  booking: 'bookings waiting for the calendar',
} as const;

/** What waits, what fails and why, and who is suppressed: the operator's view of the outbox. */
export async function mail(store: OutboxPort, action: string | undefined) {
  if (action !== 'status') throw new UsageError('mail takes status');
  const status = await store.mailStatus();
  print('Waiting to be sent:');
  if (status.pending.length === 0) print('  nothing');
  for (const row of status.pending)
    print(
      `  ${CHANNEL_NAMES[row.channel]}: ${row.count} (${row.failing} failed at least once, ${row.later} waiting for a later hour or retry)`,
    );
  if (status.errors.length > 0) {
    print('Why they failed (the last error of each, addresses removed):');
    for (const row of status.errors) print(`  ${row.count} × ${CHANNEL_NAMES[row.channel]}: ${row.error}`);
  }
  const ended = Object.entries(status.lastWeek);
  print(
    `Finished in the last 7 days: ${ended.length ? ended.map(([outcome, count]) => `${count} ${outcome}`).join(', ') : 'none'}.`,
  );
  if (status.pausedUntil)
    print(
      `PAUSED until ${new Date(status.pausedUntil).toISOString()}: the relay refused several domains alike, so it is presumed at fault (see the replies below). Visitor mail is retried then.`,
    );
  const minutes = status.backlog.oldestQueuedAt ? Math.round((Date.now() - status.backlog.oldestQueuedAt) / 60_000) : 0;
  print(
    `Backlog of visitor mail (past the hourly ceiling, or waiting to retry): ${status.backlog.count}${status.backlog.count ? `, the oldest queued ${minutes} min ago` : ''}.`,
  );
  if (status.dropped.count > 0)
    print(
      `Not sent in the last 24 hours, past a client network's hourly budget (VISITOR_MAIL_PER_NETWORK_HOUR): ${status.dropped.count} from ${status.dropped.networks} network(s).`,
    );
  if (status.ended.length > 0) {
    print('Ended unsent in the last 7 days, by last reply (addresses removed):');
    for (const row of status.ended) print(`  ${row.count} ${row.outcome}: ${row.reply}`);
  }
  const suppressed = Object.entries(status.suppressed);
  print(
    `Suppressed: ${suppressed.length ? suppressed.map(([reason, count]) => `${count} ${reason}`).join(', ') : 'none'}. Lift one with: npm run leads -- suppress --lift --email ADDRESS; all made since a time with --lift --since YYYY-MM-DDTHH:MM.`,
  );
}

/** Queues in batches, each committed on its own: a run stopped half-way is finished by running it again. */
const BATCH = 500;

export async function newsletter(store: NewsletterPort, action: string | undefined) {
  if (action !== 'send') throw new UsageError('newsletter takes send');
  const slug = values.post;
  if (!slug) throw new UsageError('--post SLUG is required');
  const post = getPostBySlug(DEFAULT_LOCALE, slug);
  if (!post) throw new UsageError(`no published post "${slug}"`);
  const { confirmed, pending } = await store.countSubscribers();
  print(`"${post.title}" to ${confirmed} confirmed subscriber(s) (${pending} not confirmed, not sent to).`);
  if (values['dry-run']) {
    print('Dry run: nothing was queued.');
    return;
  }
  let after = '';
  let queued = 0;
  let considered = 0;
  let suppressed = 0;
  for (;;) {
    const batch = await store.queueNewsletter(slug, after, BATCH);
    if (!batch.lastId) break;
    after = batch.lastId;
    queued += batch.queued;
    considered += batch.considered;
    suppressed += batch.suppressed;
    print(`queued ${queued} of ${considered} so far`);
  }
  print(
    `Queued ${queued} e-mail(s) (${postMessage(slug)}); ${suppressed} suppressed (npm run leads -- mail status), ${considered - queued - suppressed} had been queued before. The server's outbox sends them.`,
  );
}

/**
 * Leads held past the company's notification budgets (CONTRACT §23): listed, released (notified as usual, webhook
 * and mail) or discarded (deleted with everything about them).
 */
export async function held(store: HeldPort, id: string | undefined) {
  if (values.network !== undefined && isIP(values.network.trim().replace(/\/\d+$/, '')) === 0)
    throw new UsageError(
      `--network takes an IPv4 /24 or an IPv6 /48, such as 198.51.100.0/24, not "${values.network}"`,
    );
  if (values.release && values.discard) throw new UsageError('held takes --release or --discard, not both');
  if (values.release || values.discard) {
    const target: HeldTarget | undefined =
      id !== undefined
        ? { id }
        : values.all && values.release
          ? { all: true }
          : values.network && values.discard
            ? { network: values.network }
            : undefined;
    if (!target)
      throw new UsageError(
        values.release ? '--release takes an ID, or --all' : '--discard takes an ID, or --network CIDR',
      );
    if (values.release) {
      const count = await store.releaseHeld(target);
      print(`Released ${count} held lead(s): the company is notified of each as usual.`);
    } else {
      const count = await store.discardHeld(target);
      print(`Discarded ${count} held lead(s): deleted with everything about them.`);
    }
    return;
  }
  if (id !== undefined) throw new UsageError('held takes --release or --discard with an ID');
  const leads = await store.listHeld();
  if (leads.length === 0) {
    print('No lead is held: every one was notified.');
    return;
  }
  print(`${leads.length} held lead(s), oldest first (id, held at, network, form):`);
  for (const lead of leads)
    print(
      `  ${lead.id}  ${lead.heldAt}  ${lead.network}  ${lead.form}${lead.summarised ? '' : '  (not yet in a summary)'}`,
    );
  print('Release: npm run leads -- held --release ID (or --all). Discard: --discard ID (or --discard --network CIDR).');
}
