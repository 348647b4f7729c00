import 'server-only';
import { site } from '@/config/site';
import { LOCALE_FACTS } from '@/lib/i18n/locales';
import { format } from '@/lib/i18n/format';
import { wordsOf } from '@/lib/i18n/words';
import { VISITOR_MESSAGES } from '@/lib/leads/forms/form';
import { CALL_MINUTES, type CallWindow } from '@/lib/leads/forms/call';
import { isTimeZone, zoneLabel } from '@/lib/shared/time';
import { messagesFor } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/paths';
import type { StoredSubmission } from '@/lib/leads/store/types';
import { inviteIcs } from './invite';
import type { VisitorMailContent } from './visitor-mail';

// The mails about a call request, in the visitor's language and time zone. They repeat nothing the
// visitor wrote: the times are ours or the provider's, the zone one the runtime knows.

function zoneOf(submission: StoredSubmission): string {
  const zone = submission.data.timeZone;
  return isTimeZone(zone) ? zone : 'UTC';
}

/** "Tuesday, 1 December 2026 at 10:00" in the visitor's language and zone. */
function callTime(submission: StoredSubmission, start: string): string {
  return new Intl.DateTimeFormat(LOCALE_FACTS[submission.language].tag, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: zoneOf(submission),
  }).format(new Date(start));
}

function windowsOf(submission: StoredSubmission): CallWindow[] {
  const windows = submission.data.windows;
  return Array.isArray(windows) ? (windows as CallWindow[]).filter((window) => typeof window?.date === 'string') : [];
}

/** The mail for one of the call messages, or undefined for any other message. */
export function composeCallMail(
  message: string,
  submission: StoredSubmission,
  origin: string,
): (VisitorMailContent & { list: boolean }) | undefined {
  const words = wordsOf(submission.language, 'mail').call;
  // The zone as the page named it: its city and Intl's name in the visitor's language, never an IANA id.
  const zone = zoneLabel(
    zoneOf(submission),
    LOCALE_FACTS[submission.language].tag,
    (messagesFor(submission.language).forms.call.cities as Record<string, string>)[zoneOf(submission)],
  );
  const base = { language: submission.language, list: false };
  const start = submission.booking?.start;
  const notYou = format(words.notYou, { email: site.email });
  if (message === VISITOR_MESSAGES.callRequested) {
    const day = new Intl.DateTimeFormat(LOCALE_FACTS[submission.language].tag, { dateStyle: 'full', timeZone: 'UTC' });
    const windows = windowsOf(submission).map(
      (window) => `• ${day.format(new Date(`${window.date}T12:00:00Z`))}, ${words[window.part]}`,
    );
    return {
      ...base,
      subject: words.requestedSubject,
      heading: words.requestedHeading,
      paragraphs:
        windows.length > 0
          ? [format(words.windows, { zone }), windows.join('\n'), words.next, notYou]
          : [format(words.pending, { time: callTime(submission, start ?? submission.createdAt), zone }), notYou],
    };
  }
  const booking = submission.booking;
  const invitation = (method: 'REQUEST' | 'CANCEL', at: string) => {
    const meetingUrl = method === 'REQUEST' ? booking?.meetingUrl : undefined;
    return {
      // One name for every invitation (CONTRACT §17): its METHOD says whether it adds, moves or removes.
      filename: 'invite.ics',
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      content: inviteIcs({
        method,
        // One UID for the call's whole life (its first booking's), and a SEQUENCE raised by each change.
        uid: booking?.icalUid ?? booking?.uid ?? `${submission.id}@${site.email.split('@')[1]}`,
        sequence: booking?.sequence ?? 0,
        start: at,
        minutes: CALL_MINUTES,
        summary: words.summary,
        description: [words.description, meetingUrl].filter(Boolean).join('\n'),
        url: meetingUrl,
        organizer: { name: site.name, email: site.email },
        attendee: submission.email ?? '',
      }),
    };
  };
  if (message === VISITOR_MESSAGES.callConfirmed || message === VISITOR_MESSAGES.callRescheduled) {
    if (!start) throw new Error('the call has no time');
    const time = callTime(submission, start);
    const meetingUrl = booking?.meetingUrl;
    const moved = message === VISITOR_MESSAGES.callRescheduled;
    return {
      ...base,
      subject: format(moved ? words.movedSubject : words.confirmedSubject, { time }),
      heading: moved ? words.movedHeading : words.confirmedHeading,
      paragraphs: [
        format(moved ? words.movedBody : words.confirmedBody, { time, zone }),
        moved ? words.movedInvite : words.invite,
        notYou,
      ],
      ...(meetingUrl && { action: { label: words.join, url: meetingUrl } }),
      attachments: [invitation('REQUEST', start)],
    };
  }
  if (message === VISITOR_MESSAGES.callCancelled) {
    if (!start) throw new Error('the call has no time');
    return {
      ...base,
      subject: words.cancelledSubject,
      heading: words.cancelledHeading,
      paragraphs: [
        format(words.cancelledBody, { time: callTime(submission, start), zone }),
        words.cancelledNext,
        notYou,
      ],
      action: { label: words.bookAgain, url: `${origin}${localePath(submission.language, '/book-a-call')}` },
      attachments: [invitation('CANCEL', start)],
    };
  }
  if (message === VISITOR_MESSAGES.callVerify) {
    const code = booking?.verify?.code;
    // Proved, or ended, before the mail went: there is no code to send any more.
    if (!start || !code) return undefined;
    const time = callTime(submission, start);
    return {
      ...base,
      subject: format(words.verifySubject, { code }),
      heading: words.verifyHeading,
      paragraphs: [format(words.verifyBody, { time, zone }), code, words.verifyExpiry],
    };
  }
  if (message === VISITOR_MESSAGES.callReminder) {
    if (!start) throw new Error('the call has no time');
    const time = callTime(submission, start);
    return {
      ...base,
      subject: format(words.reminderSubject, { time }),
      heading: words.reminderHeading,
      paragraphs: [format(words.reminderBody, { time, zone }), words.reminderNext],
      ...(booking?.meetingUrl && { action: { label: words.join, url: booking.meetingUrl } }),
    };
  }
  if (message === VISITOR_MESSAGES.callRearrange) {
    return {
      ...base,
      subject: words.rearrangeSubject,
      heading: words.rearrangeHeading,
      paragraphs: [
        format(words.rearrangeBody, { time: callTime(submission, start ?? submission.createdAt), zone }),
        notYou,
      ],
    };
  }
  return undefined;
}
