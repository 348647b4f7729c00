import * as z from 'zod/mini';
import { honeypot, locale, text } from '@/lib/leads/rules/fields';
import { kindRule } from '@/lib/leads/rules/kinds';
import { CALL_TOPIC_MAX } from '@/lib/leads/rules/limits';
import type { RuleWords } from '@/lib/i18n/rules';
import { dayIn, isDay, isTimeZone, nextDay } from '@/lib/shared/time';
import { defineForm, VISITOR_MESSAGES } from './form';

// A request for a 30-minute introductory call (CONTRACT §17): a slot the provider offered, or, without
// one, one to three preferred half-days in the visitor's time zone.

export const CALL_PARTS = ['morning', 'afternoon'] as const;
export type CallPart = (typeof CALL_PARTS)[number];
export type CallWindow = { date: string; part: CallPart };

/** Where every "book a call" link goes, with the service the page is about chosen in the form. */
export const bookCallHref = (service?: string) =>
  service ? `/book-a-call?service=${encodeURIComponent(service)}` : '/book-a-call';

/** How long the introductory call takes: the page, the mails and the invitation say this, and content agrees. */
export const CALL_MINUTES = 30;

/** How far ahead a visitor may ask for a time. */
export const CALL_HORIZON_DAYS = 60;
/** The most preferred times a request lists; the page without JavaScript shows this many rows. */
export const MAX_WINDOWS = 3;

const PART = new RegExp(`^(${CALL_PARTS.join('|')})$`);

/** One window as a post may write it: `{date, part}` (or `period`), `"2026-12-01 morning"`, `"2026-12-01T afternoon"`. */
function readWindow(value: unknown): CallWindow | 'invalid' | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  let date: unknown;
  let part: unknown;
  if (typeof value === 'string') {
    const words = value
      .trim()
      .split(/[\s,;:/T_]+/)
      .filter(Boolean);
    date = words.find((word) => /^\d{4}-\d{2}-\d{2}$/.test(word));
    part = words.find((word) => PART.test(word.toLowerCase()))?.toLowerCase();
    if (words.length !== 2) return 'invalid';
  } else if (typeof value === 'object' && !Array.isArray(value)) {
    const fields = value as Record<string, unknown>;
    date = fields.date;
    part = fields.part ?? fields.period ?? fields.time;
    if ((date === undefined || date === '') && (part === undefined || part === '')) return undefined;
  } else return 'invalid';
  return typeof date === 'string' && typeof part === 'string' && PART.test(part)
    ? { date, part: part as CallPart }
    : 'invalid';
}

/**
 * The windows of a post: a `windows` list (JSON), or the rows of the form without JavaScript
 * (`window1Date` and `window1Part`, …). A row with only a date is an error, an empty row is none.
 */
function windowsOf(values: Record<string, unknown>): (CallWindow | 'invalid')[] | undefined {
  const listed = values.windows;
  let raw: unknown[];
  if (Array.isArray(listed)) raw = listed;
  else if (typeof listed === 'string' && listed.trim() !== '') raw = listed.split(/\s*[\n|]\s*/);
  else if (listed !== undefined && listed !== '') raw = [listed];
  else
    raw = Array.from({ length: MAX_WINDOWS }, (_, index) => {
      const date = values[`window${index + 1}Date`];
      const part = values[`window${index + 1}Part`];
      return date || part ? { date, part } : undefined;
    });
  const windows = raw.map(readWindow).filter((window) => window !== undefined);
  return windows.length > 0 || raw.length > 0 ? windows : undefined;
}

/** The first and last day a preferred time may fall on, as the visitor's zone reads today. */
export function windowRange(timeZone: string, now = Date.now()): { first: string; last: string } {
  const first = dayIn(timeZone, now);
  let last = first;
  for (let day = 0; day < CALL_HORIZON_DAYS; day += 1) last = nextDay(last);
  return { first, last };
}

/** A slot may be booked from now until the horizon (with a day's grace for the zone). */
function slotProblem(slot: string, now: number): boolean {
  const at = Date.parse(slot);
  // Date.parse reads 2027-02-30 as 2 March: the day written must be on the calendar.
  return (
    !isDay(slot.slice(0, 10)) ||
    Number.isNaN(at) ||
    at < now ||
    at > now + (CALL_HORIZON_DAYS + 1) * 24 * 60 * 60 * 1000
  );
}

const ISO_START = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const callSchemaFor = (words: RuleWords, now: () => number = Date.now) =>
  z.pipe(
    z.transform((input: unknown): Record<string, unknown> => {
      const values = (input ?? {}) as Record<string, unknown>;
      const { windows: _listed, ...rest } = values;
      const others = Object.fromEntries(
        Object.entries(rest).filter(([key]) => !/^window\dDate|window\dPart$/.test(key)),
      );
      const slot = typeof values.slot === 'string' && values.slot.trim() !== '' ? values.slot.trim() : undefined;
      return { ...others, slot, windows: slot ? undefined : windowsOf(values) };
    }),
    z
      .object({
        name: kindRule({ kind: 'name', required: true }, words),
        email: kindRule({ kind: 'email', required: true }, words),
        company: kindRule({ kind: 'company' }, words),
        service: z.optional(
          z
            .string()
            .check(z.trim(), z.regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, words.service), z.maxLength(80, words.service)),
        ),
        topic: z.optional(text(words, 0, CALL_TOPIC_MAX, '')),
        // The project brief sent just before (its reference), which the call then carries.
        brief: z.optional(
          z
            .string(words.brief.attached)
            .check(
              z.trim(),
              z.regex(/^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$/i, words.brief.attached),
            ),
        ),
        timeZone: z.string().check(z.trim(), z.refine(isTimeZone, words.timeZone)),
        slot: z.optional(z.string().check(z.regex(ISO_START, words.slot))),
        windows: z.optional(
          z.array(z.union([z.object({ date: z.string(), part: z.enum(CALL_PARTS) }), z.literal('invalid')])),
        ),
        website: honeypot,
        locale: locale(words),
      })
      .check(
        z.superRefine((value, context) => {
          const issue = (path: string, message: string) => {
            context.issues.push({ code: 'custom', path: [path], message, input: value[path as keyof typeof value] });
          };
          if (value.slot !== undefined) {
            if (slotProblem(value.slot, now())) issue('slot', words.slot);
            return;
          }
          const windows = value.windows ?? [];
          if (windows.length === 0 || windows.length > MAX_WINDOWS) return issue('windows', words.windows);
          if (!isTimeZone(value.timeZone)) return;
          const { first, last } = windowRange(value.timeZone, now());
          const seen = new Set<string>();
          for (const window of windows) {
            if (
              window === 'invalid' ||
              !isDay(window.date) ||
              window.date < first ||
              window.date > last ||
              seen.has(`${window.date} ${window.part}`)
            )
              return issue('windows', words.windows);
            seen.add(`${window.date} ${window.part}`);
          }
        }),
      ),
  );

/** A call request: kept like a contact message, told to the company, confirmed to the visitor. */
export const callForm = defineForm({
  type: 'call',
  schema: (words) => callSchemaFor(words),
  retention: 'RETENTION_DAYS_CONTACT',
  label: 'call requests',
  visitorMail: { message: VISITOR_MESSAGES.callRequested },
  mailing: false,
  fields: ['name', 'email', 'company', 'service', 'topic', 'timeZone', 'slot', 'windows', 'brief'],
});
