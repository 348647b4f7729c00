import 'server-only';
import { linkKey, unsubscribeTarget, verifyLink } from '@/lib/leads/mail/links';
import {
  LINK_PAGES,
  LINK_RESULT_PAGES,
  LOCALE_FIELD,
  type LinkPurpose,
  ONE_CLICK_FIELD,
} from '@/lib/serving/link-pages';
import { type Locale, localeOr } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { configuredChannels, getLeadStore, wakeOutbox } from '@/lib/leads/server';
import { bodyKind, DROPPED_ANSWER, FORM_BODY_LIMIT, isCrossSite, json, readLimited, wantsHtml } from './http';

/**
 * Whether the token of a link a visitor opened is ours, unaltered and in date. A confirmation link
 * must also still name a sign-up; an unsubscribe link stays good after its subscription is gone.
 */
export async function checkLink(purpose: LinkPurpose, token: string | null): Promise<string | undefined> {
  const store = await getLeadStore();
  const id = verifyLink(await linkKey(store), purpose, token);
  if (!id || purpose === 'unsubscribe') return id;
  const subscription = await store.getSubmission(id);
  return subscription?.type === 'newsletter' ? id : undefined;
}

function invalid(request: Request, purpose: LinkPurpose, html: boolean, locale: Locale): Response {
  // A browser goes back to the link's own page, which answers 400 with the explanation.
  if (html) {
    const location = `${localePath(locale, LINK_PAGES[purpose])}${new URL(request.url).search}`;
    return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
  }
  return json(400, { error: 'This link is invalid or has expired' });
}

/**
 * A link page's form body: URL-encoded, and for the one-click unsubscribe also multipart, which RFC 8058
 * says mail providers SHOULD send.
 */
async function readForm(request: Request, multipart = false): Promise<URLSearchParams | Response> {
  const kind = bodyKind(request);
  if (kind !== 'form' && !(multipart && kind === 'multipart')) return json(415, { error: 'Send form data' });
  const body = await readLimited(request, FORM_BODY_LIMIT);
  if (body === 'too-large') return json(413, { error: 'The request is too large' });
  if (body === 'dropped') return json(DROPPED_ANSWER.status, { error: DROPPED_ANSWER.error });
  if (kind === 'form') return new URLSearchParams(new TextDecoder().decode(body));
  try {
    const form = await new Response(Buffer.from(body), {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
    const fields = new URLSearchParams();
    for (const [key, value] of form.entries()) if (typeof value === 'string') fields.append(key, value);
    return fields;
  } catch {
    return json(400, { error: 'The form data could not be read' });
  }
}

/** The language of the link page posted from: its form's field, or the page's address (proxy.ts adds it). */
function languageOf(request: Request, form: URLSearchParams): Locale {
  return localeOr(form.get(LOCALE_FIELD) ?? new URL(request.url).searchParams.get(LOCALE_FIELD));
}

function done(purpose: LinkPurpose, html: boolean, status: string, locale: Locale): Response {
  return html
    ? new Response(null, {
        status: 303,
        headers: { location: localePath(locale, LINK_RESULT_PAGES[purpose]), 'cache-control': 'no-store' },
      })
    : json(200, { status });
}

/** The confirmation page's button: confirms the sign-up (again: no harm) and notifies it once. */
export async function handleConfirm(request: Request): Promise<Response> {
  if (isCrossSite(request)) return json(403, { error: 'Posts from other sites are not accepted' });
  const form = await readForm(request);
  if (form instanceof Response) return form;
  const html = wantsHtml(request, 'form');
  const locale = languageOf(request, form);
  const token = new URL(request.url).searchParams.get('token');
  const id = await checkLink('confirm', token);
  if (!id) return invalid(request, 'confirm', html, locale);
  const store = await getLeadStore();
  const outcome = await store.confirmSubscription(id, configuredChannels());
  if (outcome === 'unknown') return invalid(request, 'confirm', html, locale);
  if (outcome === 'confirmed') wakeOutbox();
  return done('confirm', html, 'confirmed', locale);
}

/**
 * One-click unsubscribe (RFC 8058): mail providers POST the one-click body with no cookie and no Origin,
 * so this endpoint is exempt from the cross-site rule; the signed token is what authorises it.
 */
export async function handleUnsubscribe(request: Request): Promise<Response> {
  const form = await readForm(request, true);
  if (form instanceof Response) return form;
  const html = wantsHtml(request, 'form');
  const locale = languageOf(request, form);
  if (form.get('List-Unsubscribe') !== ONE_CLICK_FIELD['List-Unsubscribe'])
    return json(400, { error: 'Send List-Unsubscribe=One-Click' });
  const subject = await checkLink('unsubscribe', new URL(request.url).searchParams.get('token'));
  if (!subject) return invalid(request, 'unsubscribe', html, locale);
  await (await getLeadStore()).unsubscribe(unsubscribeTarget(subject), configuredChannels());
  return done('unsubscribe', html, 'unsubscribed', locale);
}
