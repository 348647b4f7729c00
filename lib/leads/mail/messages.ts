import 'server-only';
import { site } from '@/config/site';
import { getPostBySlug } from '@/lib/content/blog';
import { getJobBySlug } from '@/lib/content/careers';
import { getChecklistBySlug } from '@/lib/content/checklists';
import type { StoredSubmission } from '@/lib/leads/store/types';
import type { VisitorMailContent } from './visitor-mail';
import { CONFIRM_LINK_DAYS } from '@/lib/leads/rules/link-pages';

/** The mails a visitor can get; the outbox row's `message` names one. */
export const MESSAGES = {
  /** A contact post or an application arrived. */
  received: 'received',
  /** The checklist a visitor asked for. */
  checklist: 'checklist-link',
  /** The link that confirms a newsletter subscription. */
  confirmSubscription: 'confirm-subscription',
} as const;

/**
 * Mails the person asks for through a form at that moment: a suppressed mailbox still gets these
 *; a confirmation of receipt or a post it does not.
 */
const REQUESTED: ReadonlySet<string> = new Set([MESSAGES.checklist, MESSAGES.confirmSubscription]);
export const isRequested = (message: string | null) => message !== null && REQUESTED.has(message);

/** A post sent to newsletter subscribers. */
export const postMessage = (slug: string) => `post:${slug}`;

/** The URLs a mail may carry, signed for the one submission it is about. */
export type MailLinks = {
  origin: string;
  confirm: () => string;
  unsubscribe: () => string;
  download: (slug: string) => string;
};

/** The mail for one message about one submission; throws for one that cannot be written (a post deleted since). */
export function composeVisitorMail(
  message: string,
  submission: StoredSubmission,
  links: MailLinks,
): VisitorMailContent & { list: boolean } {
  if (message === MESSAGES.received && submission.type === 'application') {
    const job = submission.target ? getJobBySlug(submission.target) : undefined;
    const role = job ? `the ${job.title} position` : 'a position at Brightloom';
    return {
      list: false,
      subject: `We have your application for ${job?.title ?? 'a position'}`,
      heading: 'Thank you for applying',
      paragraphs: [
        `Your application for ${role} reached us, CV included.`,
        'Someone from the hiring team reads every application and answers within five business days, either with a first call or with an honest no.',
        `If you did not apply, write to ${site.careersEmail} and we will delete the application.`,
      ],
    };
  }
  if (message === MESSAGES.received) {
    return {
      list: false,
      subject: 'We have your message',
      heading: 'Thank you for getting in touch',
      paragraphs: [
        `Your message reached us. ${site.replyPromise} A senior engineer reads every enquiry and answers from ${site.email}.`,
        `If you did not write to us, reply to this e-mail or write to ${site.email} and we will delete the message.`,
      ],
    };
  }
  if (message === MESSAGES.checklist) {
    const checklist = submission.target ? getChecklistBySlug(submission.target) : undefined;
    if (!checklist) throw new Error(`checklist ${submission.target ?? ''} no longer exists`);
    return {
      list: true,
      subject: `Your checklist: ${checklist.title}`,
      heading: checklist.title,
      paragraphs: [
        'Here is the checklist you asked for on our website. The link works for 24 hours; after that, ask for it again on the same page.',
      ],
      action: { label: 'Download the checklist (PDF)', url: `${links.origin}${links.download(checklist.slug)}` },
      unsubscribeUrl: links.unsubscribe(),
    };
  }
  if (message === MESSAGES.confirmSubscription) {
    return {
      list: false,
      subject: 'Confirm your subscription to the Brightloom blog',
      heading: 'One click to confirm',
      paragraphs: [
        `Someone, probably you, asked for new posts from the Brightloom engineering blog at this address. Confirm it with the button below; the link works for ${CONFIRM_LINK_DAYS} days.`,
        `If it was not you, ignore this e-mail: nothing more will be sent, and the address is deleted after ${CONFIRM_LINK_DAYS} days.`,
      ],
      action: { label: 'Confirm subscription', url: links.confirm() },
    };
  }
  if (message.startsWith('post:')) {
    const post = getPostBySlug(message.slice('post:'.length));
    if (!post) throw new Error(`post ${message.slice(5)} is not published`);
    return {
      list: true,
      subject: post.title,
      heading: post.title,
      paragraphs: [post.description, `By ${post.author.name}, ${post.readingMinutes} min read.`],
      action: { label: 'Read the post', url: `${links.origin}${post.href}` },
      unsubscribeUrl: links.unsubscribe(),
    };
  }
  throw new Error(`unknown visitor message "${message}"`);
}
