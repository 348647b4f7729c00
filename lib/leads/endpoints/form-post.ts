import 'server-only';
import { env } from '@/lib/env';
import type { RuleWords } from '@/lib/i18n/rules';
import { RULE_WORDS } from '@/lib/i18n/words';
import { localize, splitLocale } from '@/lib/i18n/paths';
import { isPagePath } from '@/lib/serving/not-a-page';
import type { LeadForm } from '@/lib/leads/forms/form';
import type { SubmissionType } from '@/lib/leads/forms/registry';
import { type FieldErrors, fieldErrors } from '@/lib/leads/rules/fields';
import type { FieldDef } from '@/lib/leads/rules/kinds';
import { checkPhone } from '@/lib/leads/rules/phone-check';
import { consentText, type OwnTerms } from '@/lib/leads/forms/consent';
import { isPostPage, landingSchema, PAGE_MAX_LENGTH, referrerSchema } from '@/lib/leads/rules/attribution';
import { type Landing, landingOfAddress } from '@/lib/leads/rules/visit';
import { analyticsConsentIn } from '@/lib/shared/consent';
import { clientAddress } from './client-address';
import { isProven } from './proof';
import { refusedFormResponse } from './refused-form';
import { messagesFor } from '@/lib/i18n/messages';
import { bodyKind, type BodyKind, DROPPED_ANSWER, isCrossSite, json, readLimited, wantsHtml } from './http';
import { configuredChannels, getLeadStore, getSubmissionLimits, privacyPromises, wakeOutbox } from '@/lib/leads/server';
import type { ConsentRecord, NewSubmission, QueueOutcome, UploadedFile } from '@/lib/leads/store/types';
import { DEFAULT_LOCALE, type Locale, localeOr } from '@/lib/i18n/locales';
import { withoutAddresses } from '@/lib/leads/store/outbox-queue';
import { policyVersionFor } from '@/lib/leads/privacy/promises';

// How every lead form's post is taken (CONTRACT §8, §12, §14, §17): refused early (another site, a
// wrong type, the rate limit), read within its size, checked by the form's own rules in the page's
// language, stored in one transaction, and answered as JSON or, without JavaScript, by a redirect back.

export type Parsed = { values: Record<string, unknown>; form?: FormData };

/**
 * A post that passed every check: what the visitor sent, whether the honeypot caught it, and the
 * language of the page it came from.
 */
export type Accepted = {
  data: Record<string, unknown>;
  spam: boolean;
  language: Locale;
  file?: UploadedFile;
  /** Who posted, as the rate limits count them: its network has an hourly budget of visitor mail. */
  client: string;
  /** Whether it carried a valid proof of work (./proof.ts), spent by this post. */
  proven: boolean;
  /** Where it came from: the page, and with analytics consent the visit's landing page and referrer. */
  origin: Origin;
};

/** How a stored post is answered: JSON, or where a browser without JavaScript goes next. */
export type Saved = {
  status: 201 | 202 | 409;
  body: Record<string, unknown>;
  location?: string;
  language?: Locale;
  /** Where a browser without JavaScript goes back with an error instead of the success notice. */
  refused?: Record<string, string>;
  /** What a browser without JavaScript is answered with instead: a step of its own (the call's code). */
  html?: Response;
};

export type Spec = {
  /** The form posted: its type names the endpoint's rate limit (unless `endpoint` does), and its schema checks the post. */
  form: LeadForm<SubmissionType>;
  /** The rate limit's name where one form type has several endpoints (an editor's forms: `form:{slug}`). */
  endpoint?: string;
  /** The start of the ids of its page's notices for a browser without JavaScript, where not `form`. */
  notices?: string;
  kinds: BodyKind[];
  limit: number;
  /**
   * The page a browser without JavaScript returns to, from what it posted (only what passed the rules) and the
   * page it was posted from (its Referer, one of this site's pages), in English.
   */
  page: string | ((values: Record<string, unknown>, referer: string | undefined) => string);
  file?: (parsed: Parsed, words: RuleWords) => Promise<UploadedFile | FieldErrors | 'too-large'>;
  /** A form of field kinds: its fields as content has them now (the services a contact may name, an editor's form). */
  fields?: () => readonly FieldDef[];
  /** What the schema cannot know: a service slug that is not one of ours. */
  check?: (values: Record<string, unknown>, words: RuleWords) => FieldErrors | Promise<FieldErrors>;
  /** Commits what was accepted; throws when the database cannot take it. */
  save: (accepted: Accepted) => Promise<Saved>;
};

export function failure(status: number, error: string, fields: FieldErrors = {}, headers: Record<string, string> = {}) {
  return json(status, { error, fields }, headers);
}

/** A form's fields; a name sent more than once (ticked boxes) is a list, which a single-value rule refuses. */
function valuesOf(entries: Iterable<[string, string]>): Record<string, unknown> {
  const values: Record<string, string | string[]> = {};
  for (const [key, value] of entries) {
    const before = values[key];
    values[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return values;
}

async function parse(body: Uint8Array, kind: BodyKind, contentType: string): Promise<Parsed | Response> {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(body);
  if (kind === 'json') {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return failure(400, 'The request body is not valid JSON');
    }
    if (!value || typeof value !== 'object' || Array.isArray(value))
      return failure(400, 'The request body must be a JSON object');
    return { values: value as Record<string, unknown> };
  }
  if (kind === 'form') return { values: valuesOf(new URLSearchParams(text)) };
  try {
    const form = await new Response(Buffer.from(body), { headers: { 'content-type': contentType } }).formData();
    const fields: [string, string][] = [];
    for (const [key, value] of form.entries()) if (typeof value === 'string') fields.push([key, value]);
    const values = valuesOf(fields);
    return { values, form };
  } catch {
    return failure(400, 'The form data could not be read');
  }
}

/**
 * Back to the form's page; the fragment names the notice that CSS shows there (components/forms/field.tsx),
 * whose ids start with `notices` (`form`, or `form-{slug}` for a form made in the web editor).
 */
export function backTo(page: string, params: Record<string, string>, notices = 'form'): string {
  const notice = params.sent
    ? 'sent'
    : params.error === 'rate' || params.error === 'unavailable'
      ? params.error
      : 'error';
  return `${page}?${new URLSearchParams(params)}#${notices}-${notice}`;
}

function redirectBack(page: string, params: Record<string, string>, notices?: string): Response {
  return new Response(null, {
    status: 303,
    headers: { location: backTo(page, params, notices), 'cache-control': 'no-store' },
  });
}

const UNAVAILABLE = 'We could not save your submission just now, and nothing was stored. Please try again in a minute.';

export async function handle(request: Request, spec: Spec): Promise<Response> {
  if (isCrossSite(request)) return failure(403, 'Posts from other sites are not accepted');
  const kind = bodyKind(request);
  if (!kind || !spec.kinds.includes(kind)) return failure(415, `Send ${spec.kinds.join(' or ')} data`);
  const html = wantsHtml(request, kind);
  const referer = refererPage(request);
  // Counted before a byte of the body is read: an oversized or invalid post is still an attempt.
  const limits = await getSubmissionLimits();
  const client = clientAddress(request.headers, env.TRUST_PROXY);
  const slot = await limits.reserve(spec.endpoint ?? spec.form.type, client);
  if (!slot.ok) {
    // The body is not read: the page the post came from says where to go back, in its language.
    return html
      ? redirectBack(referer ?? pageOf(spec, {}), { error: 'rate' }, spec.notices)
      : failure(429, 'Too many submissions; please try again shortly', {}, { 'retry-after': String(slot.retryAfter) });
  }
  let saved: Saved | undefined;
  try {
    const outcome = await accept(request, spec, kind, html, client, referer);
    if (outcome instanceof Response) return outcome;
    saved = outcome;
  } finally {
    // Only a stored submission keeps its place in the limit.
    if (!saved) await slot.release();
  }
  if (html) {
    if (saved.html) return saved.html;
    if (saved.refused) return redirectBack(pageOf(spec, {}, saved.language, referer), saved.refused, spec.notices);
    return saved.location
      ? new Response(null, { status: 303, headers: { location: saved.location, 'cache-control': 'no-store' } })
      : redirectBack(pageOf(spec, {}, saved.language, referer), { sent: '1' }, spec.notices);
  }
  return json(saved.status, saved.body);
}

/** The path of the page a browser posted from (its Referer), if it is one of this site's pages. */
function refererPage(request: Request): string | undefined {
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    if (referer.host !== new URL(request.url).host && referer.host !== request.headers.get('host')) return undefined;
    // One leading slash: `//host` would leave the site.
    return isPagePath(referer.pathname) ? referer.pathname.replace(/^\/+/, '/') : undefined;
  } catch {
    return undefined;
  }
}

function pageOf(
  spec: Spec,
  values: Record<string, unknown>,
  language: Locale = DEFAULT_LOCALE,
  referer?: string,
): string {
  const from = referer === undefined ? undefined : splitLocale(referer).path;
  return localize(language, typeof spec.page === 'string' ? spec.page : spec.page(values, from));
}

/** Reads, checks and stores one post: the stored submission, or the answer that refuses it. */
async function accept(
  request: Request,
  spec: Spec,
  kind: BodyKind,
  html: boolean,
  client: string,
  referer: string | undefined,
): Promise<Saved | Response> {
  const body = await readLimited(request, spec.limit);
  if (body === 'too-large') return failure(413, 'The submission is too large');
  if (body === 'dropped') return json(DROPPED_ANSWER.status, { error: DROPPED_ANSWER.error });
  const parsed = await parse(body, kind, request.headers.get('content-type') ?? '');
  if (parsed instanceof Response) return parsed;

  // Answered in the language of the page the post came from (an unknown one is itself an error, in English).
  const asked = localeOr(parsed.values.locale);
  const words = RULE_WORDS[asked];
  const result = spec.form.schema(words, checkPhone, spec.fields?.()).safeParse(parsed.values);
  const errors: FieldErrors = result.success ? {} : fieldErrors(result.error);
  if (result.success && spec.check) Object.assign(errors, await spec.check(result.data, words));
  // Where it came from is a path, bounded (CONTRACT §17a): it is copied into the company's mail and webhook.
  if (parsed.values.page !== undefined && parsed.values.page !== '' && !isPostPage(parsed.values.page))
    errors.page = `must be the path of the page the form is on: at most ${PAGE_MAX_LENGTH} characters, no query or fragment`;
  const checked = await spec.file?.(parsed, words);
  if (checked === 'too-large') return failure(413, 'The CV is larger than 5 MB', { cv: words.cv.tooLarge });
  const file = checked && 'content' in checked ? (checked as UploadedFile) : undefined;
  if (checked && !file) Object.assign(errors, checked);
  if (!result.success || Object.keys(errors).length > 0) {
    // Back to the page the post came from: its own fields say which, where they passed the rules.
    const back = result.success ? result.data : withoutRejected(parsed.values, errors);
    if (!html) return failure(400, 'Please check the highlighted fields', errors);
    // The same form again, with what was typed and each message beside its field; without a build, back.
    return (
      refusedFormResponse({
        page: pageOf(spec, back, asked, referer),
        action: new URL(request.url).pathname,
        values: parsed.values,
        errors,
        words: messagesFor(asked).forms,
      }) ??
      redirectBack(
        pageOf(spec, back, asked, referer),
        { error: 'fields', fields: Object.keys(errors).join(',') },
        spec.notices,
      )
    );
  }

  const { website, locale, ...data } = result.data;
  const spam = typeof website === 'string' && website.trim() !== '';
  const language = localeOr(locale);
  try {
    // 201 only after the commit: the submission and its pending notifications are stored together.
    const origin = originOf(parsed.values, request, referer, pageOf(spec, data, language, referer));
    // Checked once the post is otherwise good: a refused post does not spend the visitor's proof.
    const proven = !spam && (await isProven(parsed.values.altcha, await getLeadStore()));
    return { language, ...(await spec.save({ data, spam, language, file, client, proven, origin })) };
  } catch (error) {
    // One transaction: a failure here leaves nothing behind, and the visitor is told to try again.
    console.error(`lead store: ${withoutAddresses(error instanceof Error ? error.message : String(error))}`);
    return html
      ? redirectBack(pageOf(spec, data, language, referer), { error: 'unavailable' }, spec.notices)
      : failure(503, UNAVAILABLE, {}, { 'retry-after': '60' });
  }
}

type Origin = { page: string; landing?: Landing; referrer?: string };

/**
 * Where a post came from (CONTRACT §17): the page it names (or the Referer, or the form's page), and only
 * with analytics consent the visit's landing page and the referrer's origin; anything malformed is left out.
 */
function originOf(
  values: Record<string, unknown>,
  request: Request,
  referer: string | undefined,
  fallback: string,
): Origin {
  const named = isPostPage(values.page) && isPagePath(values.page);
  const origin: Origin = {
    page: named ? (values.page as string) : isPostPage(referer) ? referer : fallback,
  };
  if (!analyticsConsentIn(request.headers.get('cookie'))) return origin;
  // An object, the same as JSON text (multipart posts), or the landing page's address with its query.
  const read = (value: unknown) => {
    if (typeof value !== 'string') return value;
    if (value.startsWith('/')) return landingOfAddress(value);
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  };
  const landing = landingSchema.safeParse(read(values.landing));
  const referrer = referrerSchema.safeParse(values.referrer);
  return {
    ...origin,
    ...(landing.success && { landing: landing.data }),
    ...(referrer.success && { referrer: referrer.data }),
  };
}

/** What a post sent, less the fields the rules rejected: safe to choose a page by. */
function withoutRejected(values: Record<string, unknown>, errors: FieldErrors): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !(key in errors)));
}

/**
 * The consent record of a post from `form` on a page in `language`: the version of the policy that
 * page links to (its language's, in this build) and the words shown beside the form.
 */
export function consentFor(form: SubmissionType, language: Locale, own?: OwnTerms): ConsentRecord {
  return { policyVersion: policyVersionFor(privacyPromises(), language), wording: consentText(form, language, own) };
}

const HOUR_MS = 60 * 60 * 1000;
let ceilingWarnedAt = 0;

/**
 * Reacts to what the queue did with a visitor mail: wakes the worker (whatever the outcome, so a mail
 * left out costs the answer what a queued one does), or warns once an hour at the ceiling.
 */
export function afterQueue(outcome: QueueOutcome | 'none' | undefined) {
  wakeOutbox();
  if (outcome === 'deferred' && Date.now() - ceilingWarnedAt > HOUR_MS) {
    ceilingWarnedAt = Date.now();
    console.warn(
      "visitor mail: the hourly ceiling (VISITOR_MAIL_PER_HOUR) is reached; posts are stored and the company notified, and visitors' mail waits for a later hour (npm run leads -- mail status)",
    );
  }
}

/**
 * Stores a post with its notifications and the visitor's mail, as its form says; `own` adds what a form made in
 * the web editor states itself (the address its e-mail field holds, its period, its consent wording).
 */
export function saveSubmission(
  form: LeadForm<SubmissionType>,
  target?: string,
  own?: (accepted: Accepted) => Pick<NewSubmission, 'email' | 'retentionDays' | 'consent'>,
) {
  return async (accepted: Accepted) => {
    const { data, spam, language, file, client, proven, origin } = accepted;
    const store = await getLeadStore();
    const channels = spam ? [] : configuredChannels();
    const stored = await store.insertSubmission(
      {
        type: form.type,
        target,
        data: { ...data, ...origin },
        spam,
        file,
        language,
        consent: consentFor(form.type, language),
        from: { client, proven },
        ...own?.(accepted),
      },
      channels,
      form.visitorMail && { ...form.visitorMail, client },
    );
    afterQueue(stored.visitorMail);
    return { status: 201 as const, body: { id: stored.id } } as Saved;
  };
}
