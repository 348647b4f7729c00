import * as z from 'zod/mini';
import type { Landing } from './visit';

// Where a lead came from (CONTRACT §17): every post names the page it was sent from; with analytics
// consent it also carries the visit's landing page (with its UTM tags) and the external referrer's
// origin, which the browser notes (lib/leads/rules/visit.ts). Rules only: the server checks them here.

const tag = z.optional(z.string().check(z.maxLength(120), z.regex(/^[^\u0000-\u001f\u007f<>]*$/)));
const sitePath = z.string().check(z.maxLength(300), z.regex(/^\/(?!\/)[^\s\u0000-\u001f]*$/));

/** Exactly the landing page the browser builds. */
export const landingSchema: z.ZodMiniType<Landing> = z.object({
  path: sitePath,
  utm_source: tag,
  utm_medium: tag,
  utm_campaign: tag,
  utm_term: tag,
  utm_content: tag,
});

/** The most a post's `page` may hold (CONTRACT §17a): a path, no query, fragment or control character. */
export const PAGE_MAX_LENGTH = 512;

/** A post's `page`: the path of the page it was sent from, and nothing more. */
export function isPostPage(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length <= PAGE_MAX_LENGTH && /^\/(?!\/)[^?#\s\u0000-\u001f\u007f]*$/.test(value)
  );
}

/** An origin, never a path: `https://www.google.com`. */
export const referrerSchema = z.string().check(z.maxLength(200), z.regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i));
