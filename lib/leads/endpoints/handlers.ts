import 'server-only';
import * as z from 'zod/mini';
import { getChecklistBySlug } from '@/lib/content/checklists';
import { getJobBySlug, isJobOpen } from '@/lib/content/careers';
import { env } from '@/lib/env';
import { applicationSchemaFor, CV_MESSAGES, cvProblem } from '@/lib/leads/rules/application';
import { CV_MAX_BYTES } from '@/lib/leads/rules/limits';
import { checklistRequestSchema } from '@/lib/leads/rules/checklist';
import { contactSchemaFor } from '@/lib/leads/rules/contact';
import { detectCv, safeFileName } from './cv-file';
import { signedDownloadPath } from './download';
import { type FieldErrors, fieldErrors } from '@/lib/leads/rules/fields';
import { isValidPhone } from '@/lib/leads/rules/phone-check';
import { clientAddress } from './client-address';
import { bodyKind, type BodyKind, FORM_BODY_LIMIT, isCrossSite, json, readLimited, wantsHtml } from './http';
import { configuredChannels, getLeadStore, getSubmissionLimits, wakeOutbox } from '@/lib/leads/server';
import type { StoredSubmission, SubmissionType, UploadedFile } from '@/lib/leads/store/types';

type Parsed = { values: Record<string, unknown>; form?: FormData };

type Spec = {
  endpoint: string;
  type: SubmissionType;
  kinds: BodyKind[];
  limit: number;
  schema: z.ZodMiniObject;
  /** The page a browser without JavaScript returns to. */
  page: string;
  target?: string;
  file?: (parsed: Parsed) => Promise<UploadedFile | FieldErrors | 'too-large'>;
  reply?: (stored: StoredSubmission) => Promise<Record<string, unknown>>;
};

function failure(status: number, error: string, fields: FieldErrors = {}, headers: Record<string, string> = {}) {
  return json(status, { error, fields }, headers);
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
  if (kind === 'form') return { values: Object.fromEntries(new URLSearchParams(text)) };
  try {
    const form = await new Response(Buffer.from(body), { headers: { 'content-type': contentType } }).formData();
    const values: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) if (typeof value === 'string') values[key] = value;
    return { values, form };
  } catch {
    return failure(400, 'The form data could not be read');
  }
}

/** Back to the form's page; the fragment names the notice that CSS shows there (components/forms/field.tsx). */
function redirectBack(page: string, params: Record<string, string>): Response {
  const notice = params.sent
    ? 'form-sent'
    : params.error === 'rate' || params.error === 'unavailable'
      ? `form-${params.error}`
      : 'form-error';
  return new Response(null, {
    status: 303,
    headers: { location: `${page}?${new URLSearchParams(params)}#${notice}`, 'cache-control': 'no-store' },
  });
}

const UNAVAILABLE = 'We could not save your submission just now, and nothing was stored. Please try again in a minute.';

async function handle(request: Request, spec: Spec): Promise<Response> {
  if (isCrossSite(request)) return failure(403, 'Posts from other sites are not accepted');
  const kind = bodyKind(request);
  if (!kind || !spec.kinds.includes(kind)) return failure(415, `Send ${spec.kinds.join(' or ')} data`);
  const html = wantsHtml(request, kind);
  // Counted before a byte of the body is read: an oversized or invalid post is still an attempt.
  const limits = await getSubmissionLimits();
  const slot = await limits.reserve(spec.endpoint, clientAddress(request.headers, env.TRUST_PROXY));
  if (!slot.ok) {
    return html
      ? redirectBack(spec.page, { error: 'rate' })
      : failure(429, 'Too many submissions; please try again shortly', {}, { 'retry-after': String(slot.retryAfter) });
  }
  let stored: StoredSubmission | undefined;
  try {
    const outcome = await accept(request, spec, kind, html);
    if (outcome instanceof Response) return outcome;
    stored = outcome;
  } finally {
    // Only a stored submission keeps its place in the limit.
    if (!stored) await slot.release();
  }
  const extra = spec.reply ? await spec.reply(stored) : {};
  if (html) {
    return typeof extra.downloadUrl === 'string'
      ? new Response(null, { status: 303, headers: { location: extra.downloadUrl, 'cache-control': 'no-store' } })
      : redirectBack(spec.page, { sent: '1' });
  }
  return json(201, { id: stored.id, ...extra });
}

/** Reads, checks and stores one post: the stored submission, or the answer that refuses it. */
async function accept(
  request: Request,
  spec: Spec,
  kind: BodyKind,
  html: boolean,
): Promise<StoredSubmission | Response> {
  const body = await readLimited(request, spec.limit);
  if (body === 'too-large') return failure(413, 'The submission is too large');
  const parsed = await parse(body, kind, request.headers.get('content-type') ?? '');
  if (parsed instanceof Response) return parsed;

  const result = spec.schema.safeParse(parsed.values);
  const errors: FieldErrors = result.success ? {} : fieldErrors(result.error);
  const checked = await spec.file?.(parsed);
  if (checked === 'too-large') return failure(413, 'The CV is larger than 5 MB', { cv: CV_MESSAGES.tooLarge });
  const file = checked && 'content' in checked ? (checked as UploadedFile) : undefined;
  if (checked && !file) Object.assign(errors, checked);
  if (!result.success || Object.keys(errors).length > 0) {
    return html
      ? redirectBack(spec.page, { error: 'fields', fields: Object.keys(errors).join(',') })
      : failure(400, 'Please check the highlighted fields', errors);
  }

  const { website, ...data } = result.data as Record<string, unknown>;
  const spam = typeof website === 'string' && website.trim() !== '';
  let stored: StoredSubmission;
  try {
    // 201 only after the commit: the submission and its pending notifications are stored together.
    const store = await getLeadStore();
    stored = await store.insertSubmission(
      { type: spec.type, target: spec.target, data, spam, file },
      spam ? [] : configuredChannels(),
    );
  } catch (error) {
    // One transaction: a failure here leaves nothing behind, and the visitor is told to try again.
    console.error(`lead store: ${error instanceof Error ? error.message : String(error)}`);
    return html
      ? redirectBack(spec.page, { error: 'unavailable' })
      : failure(503, UNAVAILABLE, {}, { 'retry-after': '60' });
  }
  if (!spam) wakeOutbox();
  return stored;
}

export function handleContact(request: Request): Promise<Response> {
  return handle(request, {
    endpoint: 'contact',
    type: 'contact',
    kinds: ['json', 'form'],
    limit: FORM_BODY_LIMIT,
    schema: contactSchemaFor(isValidPhone),
    page: '/contact-us',
  });
}

/** The CV, recognised by its bytes: a renamed text file is not a PDF. */
async function cvUpload({ form }: Parsed): Promise<UploadedFile | FieldErrors | 'too-large'> {
  const entry = form?.get('cv');
  const cv = entry && typeof entry !== 'string' ? entry : undefined;
  const sizeProblem = cvProblem(cv, () => true);
  if (sizeProblem === 'tooLarge') return 'too-large';
  if (!cv || sizeProblem) return { cv: CV_MESSAGES[sizeProblem ?? 'missing'] };
  const content = new Uint8Array(await cv.arrayBuffer());
  const kind = detectCv(content);
  if (!kind) return { cv: CV_MESSAGES.wrongType };
  return { name: safeFileName(cv.name, kind), contentType: kind.contentType, content };
}

export function handleApplication(request: Request, slug: string): Promise<Response> | Response {
  const job = getJobBySlug(slug);
  if (!job || !isJobOpen(job)) return failure(404, 'This position is not open');
  return handle(request, {
    endpoint: 'application',
    type: 'application',
    kinds: ['multipart'],
    limit: CV_MAX_BYTES + FORM_BODY_LIMIT,
    schema: applicationSchemaFor(isValidPhone),
    page: `/career/${slug}`,
    target: slug,
    file: cvUpload,
  });
}

export function handleChecklistRequest(request: Request, slug: string): Promise<Response> | Response {
  const checklist = getChecklistBySlug(slug);
  if (!checklist) return failure(404, 'There is no such checklist');
  return handle(request, {
    endpoint: 'checklist',
    type: 'checklist',
    kinds: ['json', 'form'],
    limit: FORM_BODY_LIMIT,
    schema: checklistRequestSchema,
    page: `/checklist/${slug}`,
    target: slug,
    reply: async () => ({ downloadUrl: signedDownloadPath(await downloadKey(), slug) }),
  });
}

export async function downloadKey(): Promise<string> {
  const store = await getLeadStore();
  return store.getOrCreateSetting('download-signing-key', () => crypto.randomUUID() + crypto.randomUUID());
}
