import 'server-only';
import { env } from '@/lib/env';
import { isServiceSlug } from '@/lib/content/services';
import { callForm } from '@/lib/leads/forms/call';
import { VISITOR_MESSAGES } from '@/lib/leads/forms/form';
import { attachBrief, briefForm } from '@/lib/leads/forms/brief';
import type { LeadStore, StoredSubmission } from '@/lib/leads/store/types';
import { readCalcomWebhook } from '@/lib/leads/call/calcom';
import { isProviderUnavailable } from '@/lib/leads/call/provider';
import { horizonIn, slotsByDay } from '@/lib/leads/call/slots';
import {
  applyCallEvent,
  BOOKING_RETRY_DELAY_MS,
  type BookingOutcome,
  bookNow,
  slotsOfDay,
  refuseSlot,
  verifyCall,
} from '@/lib/leads/call/states';
import type { FieldErrors } from '@/lib/leads/rules/fields';
import { daysBetween, isDay, isTimeZone } from '@/lib/shared/time';
import {
  CALL_LIMITS,
  callCalendar,
  configuredChannels,
  getLeadStore,
  getSubmissionLimits,
  wakeOutbox,
} from '@/lib/leads/server';
import { type Locale, localeOr } from '@/lib/i18n/locales';
import { localize } from '@/lib/i18n/paths';
import { messagesFor } from '@/lib/i18n/messages';
import { RULE_WORDS } from '@/lib/i18n/words';
import { clientAddress } from './client-address';
import { verifyPageResponse } from './verify-page';
import { withoutAddresses } from '@/lib/leads/store/outbox-queue';
import { afterQueue, backTo, consentFor, handle, type Saved } from './form-post';
import { bodyKind, DROPPED_ANSWER, FORM_BODY_LIMIT, isCrossSite, json, readLimited, wantsHtml } from './http';

// The call's three endpoints (CONTRACT §17, §17a): the request (booked at once, later, or by a person),
// the free slots from the calendar's one window, and the calendar's webhook.

/**
 * POST /api/bookings: stored first as `requested`. With a slot and a calendar, and within the day's, the
 * network's and the mailbox's limits, it is booked while the visitor waits (201 confirmed, 409 with that
 * day's free slots, or 202 when the calendar is slow: the outbox row stored with it books it later).
 * Past a limit it is a request a person arranges (202); without a calendar, a request with preferred times.
 */
export function handleCall(request: Request): Promise<Response> {
  return handle(request, {
    form: callForm,
    kinds: ['json', 'form'],
    limit: FORM_BODY_LIMIT,
    page: '/book-a-call',
    check: async ({ service, brief, email }, words): Promise<FieldErrors> => ({
      ...(typeof service === 'string' && service !== '' && !isServiceSlug(service) && { service: words.service }),
      ...(typeof brief === 'string' &&
        brief !== '' &&
        !(await briefOf(await getLeadStore(), brief, String(email))) && { brief: words.brief.attached }),
    }),
    save: async ({ data: posted, spam, language, client, proven, origin }): Promise<Saved> => {
      const store = await getLeadStore();
      // The brief it names by its reference; none otherwise (CONTRACT §23: an address alone attaches nobody's brief).
      const brief = spam ? undefined : await briefOf(store, posted.brief, String(posted.email));
      const { brief: _named, ...rest } = posted;
      const data = brief ? { ...rest, brief: attachBrief(brief.id, brief.data) } : rest;
      const calendar = callCalendar();
      const slot = typeof data.slot === 'string' ? new Date(data.slot).toISOString() : undefined;
      // A slot is booked at Cal.com only for a post that proved its work (CONTRACT §23): a script's is a request.
      const booking = Boolean(slot && calendar && !spam && proven);
      const channels = spam ? [] : configuredChannels();
      const { stored, admission, visitorMail } = await store.insertCall(
        {
          type: callForm.type,
          data: { ...data, ...(slot && { slot }), ...origin },
          spam,
          language,
          consent: consentFor(callForm.type, language),
          booking: { status: 'requested', ...(slot && { start: slot }) },
          from: { client, proven },
        },
        channels,
        callForm.visitorMail && { ...callForm.visitorMail, client },
        booking
          ? {
              limits: CALL_LIMITS,
              client,
              retryAfterMs: BOOKING_RETRY_DELAY_MS,
              reminder: VISITOR_MESSAGES.callReminder,
              verify: VISITOR_MESSAGES.callVerify,
            }
          : undefined,
      );
      afterQueue(visitorMail);
      if (admission?.kind === 'already-booked')
        return {
          status: 409,
          body: {
            // No time: whoever typed the address need not be its owner, who is mailed the call's time instead.
            error:
              'This address already has a call booked with us; its time and link were sent to it. Reply to that e-mail to move it.',
            reason: 'already-booked',
          },
          refused: { error: 'fields', fields: 'email' },
        };
      if (admission?.kind === 'slot-held')
        return {
          status: 409,
          body: {
            error: 'That time was just taken; please choose another.',
            slots: await slotsOfDay(calendar?.window, slot!, String(posted.timeZone)),
          },
          refused: { error: 'fields', fields: 'slot' },
        };
      if (!stored) throw new Error('the call request was not stored');
      if (admission?.kind === 'verify') {
        // Held at this instance's window until the code is typed or runs out (another instance sees it held in the store).
        calendar?.window.remove(slot!);
        return {
          status: 202,
          body: { id: stored.id, status: 'verify' },
          html: verifyStep(stored.id, language),
        };
      }
      if (!calendar || !slot || spam) return { status: 201, body: { id: stored.id, status: 'requested' } };
      // A slot without a proof of work: a request a person arranges, as past a limit.
      if (!booking) return { status: 202, body: { id: stored.id, status: 'requested' } };
      // Past the day's or the network's bookings: a person arranges it, and the company was told.
      if (admission?.kind !== 'book') return { status: 202, body: { id: stored.id, status: 'requested' } };
      let outcome: BookingOutcome;
      try {
        outcome = (await calendar.window.offers(slot))
          ? await bookNow(store, calendar.provider, stored, channels, calendar.window)
          : await refuseSlot(store, calendar.window, stored);
      } catch (error) {
        // The window cannot be had: the outbox row stored with the request books it once the calendar answers.
        if (!isProviderUnavailable(error)) throw error;
        outcome = { status: 'requested' };
      }
      wakeOutbox();
      if (outcome.status === 'confirmed')
        return {
          status: 201,
          body: {
            id: stored.id,
            status: 'confirmed',
            start: outcome.start,
            ...(outcome.meetingUrl && { meetingUrl: outcome.meetingUrl }),
          },
        };
      if (outcome.status === 'slot-taken')
        return {
          status: 409,
          body: { error: 'That time was just taken; please choose another.', slots: outcome.slots },
          refused: { error: 'fields', fields: 'slot' },
        };
      return { status: 202, body: { id: stored.id, status: 'requested' } };
    },
  });
}

/** The no-JavaScript verify step: the booking page with the code's form, in the page's language. */
function verifyStep(id: string, language: Locale, error?: string): Response | undefined {
  const words = messagesFor(language).forms.call;
  return verifyPageResponse({
    page: localize(language, '/book-a-call'),
    id,
    language,
    words: {
      heading: words.verifyHeading,
      text: words.verifyTextPlain,
      code: words.verifyCode,
      submit: words.verifySubmit,
      error,
    },
  });
}

/**
 * POST /api/bookings/{id}/verify `{"code"}` (CONTRACT §23): the code mailed to prove the address. The right one
 * within ten minutes books the slot (201 as §17, or 409 with that day's slots, or 202 while Cal.com is slow); a
 * wrong one is a 400 naming `code`; the fifth wrong one, or a late one, leaves a request a person arranges (202).
 */
export async function handleVerify(request: Request, id: string): Promise<Response> {
  if (isCrossSite(request)) return json(403, { error: 'Posts from other sites are not accepted' });
  const kind = bodyKind(request);
  if (kind !== 'json' && kind !== 'form') return json(415, { error: 'Send json or form data' });
  const html = wantsHtml(request, kind);
  const client = clientAddress(request.headers, env.TRUST_PROXY);
  // Counted as attempts (a code has five tries of its own); nothing is stored, so no acceptance is kept.
  const slot = await (await getSubmissionLimits()).reserve('verify', client);
  if (!slot.ok)
    return json(
      429,
      { error: 'Too many attempts; please try again shortly' },
      { 'retry-after': String(slot.retryAfter) },
    );
  await slot.release();
  const body = await readLimited(request, 2_048);
  if (body === 'too-large') return json(413, { error: 'The request is too large' });
  if (body === 'dropped') return json(DROPPED_ANSWER.status, { error: DROPPED_ANSWER.error });
  const text = new TextDecoder().decode(body);
  let values: Record<string, unknown> = {};
  try {
    values =
      kind === 'json' ? (JSON.parse(text) as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(text));
  } catch {
    return json(400, { error: 'The request body is not valid JSON' });
  }
  const language = localeOr(values?.locale);
  const words = messagesFor(language).forms.call;
  const code = typeof values?.code === 'string' ? values.code.trim() : '';
  const store = await getLeadStore();
  const call = /^[0-9a-f-]{36}$/i.test(id) ? await store.getSubmission(id) : undefined;
  if (!call?.booking || call.type !== 'call') return json(404, { error: 'There is no call waiting for a code here' });
  const back = localize(language, '/book-a-call');
  const requested = () =>
    html ? redirectTo(backTo(back, { sent: '1' })) : json(202, { id, status: 'requested', error: words.verifyEnded });
  if (call.booking.status === 'confirmed' && call.booking.start)
    return html ? redirectTo(backTo(back, { sent: '1' })) : json(201, confirmedBody(id, call.booking));
  if (!call.booking.verify) return requested();
  if (!/^\d{6}$/.test(code)) {
    const message = RULE_WORDS[language].code;
    return (
      (html && verifyStep(id, language, message)) ||
      json(400, { error: 'Please check the code', fields: { code: message } })
    );
  }
  const channels = configuredChannels();
  const outcome = await verifyCall(store, call, code, channels);
  if (outcome === 'wrong')
    return (
      (html && verifyStep(id, language, words.verifyWrong)) ||
      json(400, { error: 'Please check the code', fields: { code: words.verifyWrong } })
    );
  if (outcome !== 'proved') {
    wakeOutbox();
    return requested();
  }
  const calendar = callCalendar();
  const proved = (await store.getSubmission(id))!;
  let result: BookingOutcome = { status: 'requested' };
  if (calendar)
    try {
      result = await bookNow(store, calendar.provider, proved, channels, calendar.window);
    } catch (error) {
      if (!isProviderUnavailable(error)) throw error;
    }
  wakeOutbox();
  if (result.status === 'confirmed')
    return html ? redirectTo(backTo(back, { sent: '1' })) : json(201, confirmedBody(id, result));
  if (result.status === 'slot-taken')
    return html
      ? redirectTo(backTo(back, { error: 'fields', fields: 'slot' }))
      : json(409, { error: words.verifyTaken, slots: result.slots });
  return html ? redirectTo(backTo(back, { sent: '1' })) : json(202, { id, status: 'requested' });
}

const confirmedBody = (id: string, booked: { start?: string; meetingUrl?: string }) => ({
  id,
  status: 'confirmed',
  start: booked.start,
  ...(booked.meetingUrl && { meetingUrl: booked.meetingUrl }),
});

const redirectTo = (location: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

/** How long after a brief a call still carries it: the same visit, or the next day's. */
const BRIEF_CARRIED_MS = 24 * 60 * 60 * 1000;

/**
 * The brief a call from `email` carries: the one `id` names (a brief, not spam, from that address, sent within
 * a day). Without an id, none: whoever knows an address must not attach its owner's brief to their request (the
 * company has the brief as a lead of its own either way).
 */
async function briefOf(store: LeadStore, id: unknown, email: string): Promise<StoredSubmission | undefined> {
  const since = new Date(Date.now() - BRIEF_CARRIED_MS).toISOString();
  if (typeof id !== 'string' || id === '') return undefined;
  const brief = await store.getSubmission(id);
  const same = (address: string | null) => address?.trim().toLowerCase() === email.trim().toLowerCase();
  return brief?.type === briefForm.type && !brief.spam && same(brief.email) && brief.createdAt >= since
    ? brief
    : undefined;
}

/** The longest range one slots query may ask for. */
const MAX_RANGE_DAYS = 31;

/** GET /api/bookings/slots?from=YYYY-MM-DD&to=YYYY-MM-DD&timeZone=Area/City, from the one window. */
export async function handleSlots(request: Request): Promise<Response> {
  const calendar = callCalendar();
  if (!calendar) return json(404, { error: 'Calls are requested, not booked, here: no calendar is configured' });
  const query = new URL(request.url).searchParams;
  const from = query.get('from');
  const to = query.get('to');
  const timeZone = query.get('timeZone');
  const fields: Record<string, string> = {};
  const nextYear = new Date().getUTCFullYear() + 1;
  const inYears = (day: string) => Number(day.slice(0, 4)) <= nextYear;
  if (!isDay(from) || !inYears(from)) fields.from = 'must be a date written YYYY-MM-DD, no later than next year';
  if (!isDay(to) || !inYears(to)) fields.to = 'must be a date written YYYY-MM-DD, no later than next year';
  if (!isTimeZone(timeZone)) fields.timeZone = 'must be an IANA time zone such as Europe/Lisbon';
  if (Object.keys(fields).length > 0 || !from || !to || !timeZone)
    return json(400, { error: 'Please check the query', fields });
  // Over 31 days is refused: from the 1st to the 1st of the next month is the longest range.
  if (to < from || daysBetween(from, to).length - 1 > MAX_RANGE_DAYS)
    return json(400, {
      error: 'Please check the query',
      fields: { to: `must be on or after from, at most ${MAX_RANGE_DAYS} days later` },
    });
  const { first, last } = horizonIn(timeZone);
  if (to < first || from > last)
    return json(400, {
      error: 'Please check the query',
      fields: { from: `the calendar offers times from ${first} to ${last} in this zone` },
    });
  let starts: readonly string[];
  try {
    starts = await calendar.window.starts();
  } catch (error) {
    if (!isProviderUnavailable(error)) throw error;
    console.error(`bookings: ${error.message}`);
    return json(503, { error: 'The calendar cannot be reached just now' }, { 'retry-after': '60' });
  }
  const slots = slotsByDay(starts, from < first ? first : from, to > last ? last : to, timeZone);
  return json(200, { timeZone, slots }, { 'cache-control': 'private, max-age=60' });
}

/**
 * POST /api/bookings/events: Cal.com's webhooks, read by its adapter (signed or 401, well-formed or
 * 400). An event moves only the call holding its uid, in order, once; anything else is answered 200 and
 * ignored, with a line in the log.
 */
export async function handleBookingEvents(request: Request): Promise<Response> {
  const secret = env.CALCOM_WEBHOOK_SECRET;
  if (!secret || env.BOOKING_PROVIDER !== 'calcom') return json(404, { error: 'No calendar is configured' });
  // At most 256 KB: Cal.com's payloads are a few KB.
  const body = await readLimited(request, 256 * 1024);
  if (body === 'too-large') return json(413, { error: 'The event is too large' });
  if (body === 'dropped') return json(DROPPED_ANSWER.status, { error: DROPPED_ANSWER.error });
  const reading = readCalcomWebhook(body, request.headers.get('x-cal-signature-256'), secret);
  if ('refused' in reading) return json(reading.refused, { error: reading.error });
  if ('ignored' in reading) {
    console.info(`bookings: ignored ${reading.ignored} from the calendar`);
    return json(200, { status: 'ignored' });
  }
  const { event } = reading;
  try {
    const result = await applyCallEvent(await getLeadStore(), event, configuredChannels(), callCalendar()?.provider);
    if (result.status === 'ignored')
      console.info(`bookings: ignored a ${event.kind} event for booking ${event.uid.slice(0, 24)}: ${result.why}`);
    else if (result.status !== 'unchanged') wakeOutbox();
    return json(200, { status: result.status });
  } catch (error) {
    console.error(`bookings: ${withoutAddresses(error instanceof Error ? error.message : String(error))}`);
    return json(503, { error: 'Try again' }, { 'retry-after': '30' });
  }
}
