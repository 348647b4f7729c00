// What a lead form is, as one record: everything the store, the outbox, retention, the privacy policy
// and the export need to know of it. Rules only (no server code), so a form's module can be loaded by
// its page in the browser for the same schema the server checks.
import type * as z from 'zod/mini';
import type { RuleWords } from '@/lib/i18n/rules';
import type { PhoneCheck } from '@/lib/leads/rules/phone';
import type { FieldDef } from '@/lib/leads/rules/kinds';
import type { RetentionVariable } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import type { Words } from '@/lib/i18n/words';

/** The mails a visitor can get; an outbox row's `message` names one. */
export const VISITOR_MESSAGES = {
  /** A post arrived (a contact message, an application). */
  received: 'received',
  /** The checklist a visitor asked for. */
  checklist: 'checklist-link',
  /** The link that confirms a newsletter subscription. */
  confirmSubscription: 'confirm-subscription',
  /** A confirmed subscriber signed up again: the subscription stands. */
  alreadySubscribed: 'already-subscribed',
  /** A call request arrived: its preferred times, or the slot being confirmed. */
  callRequested: 'call-requested',
  /** A form made in the web editor arrived: its title and its thank-you message. */
  formReceived: 'form-received',
  /** A call is booked: its time in the visitor's zone, the meeting link and an invitation. */
  callConfirmed: 'call-confirmed',
  /** The slot went while we retried: the company will propose a time. */
  callRearrange: 'call-rearrange',
  /** The call moved: its new time and an invitation that moves the event (same UID, higher SEQUENCE). */
  callRescheduled: 'call-rescheduled',
  /** The call was cancelled (at the calendar, or by an erasure): an invitation that removes the event. */
  callCancelled: 'call-cancelled',
  /** Someone asked for another call with this address: the one it has, its time and link (CONTRACT §23). */
  callReminder: 'call-reminder',
  /** The code that proves the address before the slot is booked, past the day's first bookings (CONTRACT §23). */
  callVerify: 'call-verify',
} as const;
type VisitorMessage = (typeof VISITOR_MESSAGES)[keyof typeof VISITOR_MESSAGES];

export type LeadForm<T extends string = string> = {
  /** Its stored and webhook type; also the key of its words in the message catalogs and consent wording. */
  type: T;
  /**
   * Its fields' rules with messages in a language; the phone check comes from whoever has the metadata, and
   * `fields` the fields its route read from content, for a form made of field kinds (a select's choices
   * among them: the services a contact names, an editor's form).
   */
  schema: (
    words: RuleWords,
    validPhone: PhoneCheck,
    fields?: readonly FieldDef[],
  ) => z.ZodMiniType<Record<string, unknown>>;
  /**
   * The setting that says how long its submissions are kept (forms may share one); `own` where each form
   * states its period in its entry (an editor's form: the lead keeps the days its form said); or null for a
   * subscription: kept until it is withdrawn, an unconfirmed one as long as its link works.
   */
  retention: RetentionVariable | 'own' | null;
  /** What an operator's reports call its submissions, in the plural. */
  label: string;
  /**
   * A one-line summary of a submission the company's subject carries after it ("new product, €50–100k, 3 months"),
   * in the company's words (content/words/en/company.json, where each form's subject is too).
   */
  summary?: (data: Record<string, unknown>, language: Locale, company: Words['company']) => string;
  /**
   * What a submission's `target` slug names, as the webhook's data field (the company's mail labels it by the
   * company's words for that field); `envelope`: beside `type` in the webhook's body instead (an editor's form:
   * `{"type": "form", "form": slug}`).
   */
  target?: { field: string; envelope?: true };
  /** The visitor's mail when a post is stored; `requested` goes even to a suppressed mailbox. */
  visitorMail?: { message: VisitorMessage; requested?: boolean };
  /** Whether it may mail the visitor again, so that an unsubscribe ends it. */
  mailing: boolean;
  /** Its fields in the order the export's columns list them. */
  fields: readonly string[];
};

/** Declares a form, keeping its type and settings as literals for the registry's tables. */
export const defineForm = <const F extends LeadForm>(form: F): F => form;
