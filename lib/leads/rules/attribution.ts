import * as z from 'zod/mini';

// Where a lead came from (CONTRACT §17): every post names the page it was sent from; with analytics
// consent it also carries the visit's landing page (with its UTM tags) and the external referrer's
// origin, kept for the visit in sessionStorage. Rules only: the browser builds these, the server checks them.

export const VISIT_KEY = 'brightloom-visit';
const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

const tag = z.optional(z.string().check(z.maxLength(120), z.regex(/^[^\u0000-\u001f\u007f<>]*$/)));
const sitePath = z.string().check(z.maxLength(300), z.regex(/^\/(?!\/)[^\s\u0000-\u001f]*$/));

export const landingSchema = z.object({
  path: sitePath,
  utm_source: tag,
  utm_medium: tag,
  utm_campaign: tag,
  utm_term: tag,
  utm_content: tag,
});
export type Landing = z.infer<typeof landingSchema>;

/** An origin, never a path: `https://www.google.com`. */
export const referrerSchema = z.string().check(z.maxLength(200), z.regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i));

export type Visit = { landing: Landing; referrer?: string };

/** A landing page written as an address (`/services/x?utm_source=…`), as a client may send it. */
export function landingOfAddress(address: string): Landing | undefined {
  if (!address.startsWith('/') || address.startsWith('//')) return undefined;
  return visitOf(`http://site.invalid${address}`, '').landing;
}

/** The visit as this page load sees it: its path and UTM tags, and the referrer's origin when it is another site. */
export function visitOf(href: string, referrer: string): Visit {
  const url = new URL(href);
  const landing: Landing = { path: url.pathname };
  for (const name of UTM_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) landing[name] = value.slice(0, 120);
  }
  let origin: string | undefined;
  try {
    origin = referrer ? new URL(referrer).origin : undefined;
  } catch {
    origin = undefined;
  }
  return { landing, ...(origin && origin !== url.origin && origin !== 'null' && { referrer: origin }) };
}
