import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import 'server-only';
import { site } from '@/config/site';
import { getPostBySlug } from '@/lib/content/blog';
import { getJobBySlug } from '@/lib/content/careers';
import { getChecklistBySlug } from '@/lib/content/checklists';
import { getForm } from '@/lib/content/forms';
import { format } from '@/lib/i18n/format';
import type { StoredSubmission } from '@/lib/leads/store/types';
import { wordsOf } from '@/lib/i18n/words';
import { messagesFor } from '@/lib/i18n/messages';
import type { VisitorMailContent } from './visitor-mail';
import { CONFIRM_LINK_DAYS } from '@/lib/serving/link-pages';
import { VISITOR_MESSAGES } from '@/lib/leads/forms/form';
import { composeCallMail } from './call-mail';

/**
 * Mails the person asks for through a form at that moment: a suppressed mailbox still gets one of
 * these a week; a confirmation of receipt or a post it does not.
 */
const REQUESTED: ReadonlySet<string> = new Set([
  VISITOR_MESSAGES.checklist,
  VISITOR_MESSAGES.confirmSubscription,
  VISITOR_MESSAGES.alreadySubscribed,
]);
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

/**
 * The mail for one message about one submission, in the language of the page it came from; throws for
 * one that cannot be written (a post deleted since).
 */
export function composeVisitorMail(
  message: string,
  submission: StoredSubmission,
  links: MailLinks,
): VisitorMailContent & { list: boolean } {
  const call = composeCallMail(message, submission, links.origin);
  if (call) return call;
  const locale = submission.language;
  const words = wordsOf(locale, 'mail');
  const base = { language: submission.language };
  if (message === VISITOR_MESSAGES.received && submission.type === 'application') {
    const job = submission.target ? getJobBySlug(locale, submission.target)?.title : undefined;
    return {
      ...base,
      list: false,
      subject: job ? format(words.application.subject, { job }) : words.application.subjectGeneral,
      heading: words.application.heading,
      paragraphs: [
        job ? format(words.application.body, { job }) : words.application.bodyGeneral,
        words.application.next,
        format(words.application.notYou, { email: site.careersEmail }),
      ],
    };
  }
  if (message === VISITOR_MESSAGES.received) {
    return {
      ...base,
      list: false,
      subject: words.received.subject,
      heading: words.received.heading,
      paragraphs: [
        format(words.received.body, { reply: messagesFor(locale).common.replyPromise, email: site.email }),
        format(words.received.notYou, { email: site.email }),
      ],
    };
  }
  if (message === VISITOR_MESSAGES.formReceived) {
    // No word the visitor typed: the form's own title and thank-you message, in the page's language.
    const form = submission.target
      ? (getForm(locale, submission.target) ?? getForm(DEFAULT_LOCALE, submission.target))
      : undefined;
    if (!form) throw new Error(`form ${submission.target ?? ''} no longer exists`);
    return {
      ...base,
      list: false,
      subject: format(words.form.subject, { title: form.title }),
      heading: form.title,
      paragraphs: [form.thanks, format(words.form.notYou, { email: site.email })],
    };
  }
  if (message === VISITOR_MESSAGES.checklist) {
    const checklist = submission.target ? getChecklistBySlug(locale, submission.target) : undefined;
    if (!checklist) throw new Error(`checklist ${submission.target ?? ''} no longer exists`);
    return {
      ...base,
      list: true,
      subject: format(words.checklist.subject, { title: checklist.title }),
      heading: checklist.title,
      paragraphs: [words.checklist.body],
      action: { label: words.checklist.action, url: `${links.origin}${links.download(checklist.slug)}` },
      unsubscribeUrl: links.unsubscribe(),
    };
  }
  if (message === VISITOR_MESSAGES.confirmSubscription) {
    return {
      ...base,
      list: false,
      subject: words.confirm.subject,
      heading: words.confirm.heading,
      paragraphs: [
        format(words.confirm.body, { days: CONFIRM_LINK_DAYS }),
        format(words.confirm.notYou, { days: CONFIRM_LINK_DAYS }),
      ],
      action: { label: words.confirm.action, url: links.confirm() },
    };
  }
  if (message === VISITOR_MESSAGES.alreadySubscribed) {
    return {
      ...base,
      list: true,
      subject: words.already.subject,
      heading: words.already.heading,
      paragraphs: [words.already.body, words.already.notYou],
      unsubscribeUrl: links.unsubscribe(),
    };
  }
  if (message.startsWith('post:')) {
    // A post in the subscriber's language when it has one; otherwise as written, saying so in their
    // language: the subscriber asked for every post, and a late translation would arrive as a repeat.
    const slug = message.slice('post:'.length);
    const translated = getPostBySlug(locale, slug);
    const post = translated ?? getPostBySlug(DEFAULT_LOCALE, slug);
    if (!post) throw new Error(`post ${message.slice(5)} is not published`);
    return {
      ...base,
      list: true,
      subject: post.title,
      heading: post.title,
      paragraphs: [
        ...(translated ? [] : [words.post.englishOnly]),
        post.description,
        format(words.post.byline, { author: post.author.name, minutes: post.readingMinutes }),
      ],
      action: { label: words.post.action, url: `${links.origin}${post.href}` },
      unsubscribeUrl: links.unsubscribe(),
    };
  }
  throw new Error(`unknown visitor message "${message}"`);
}
