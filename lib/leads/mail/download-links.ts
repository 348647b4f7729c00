import 'server-only';
import crypto from 'node:crypto';
import type { Locale } from '@/lib/i18n/locales';

const DOWNLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** What a download link opens: one checklist, in the language of the page it was asked for on. */
export type Download = { slug: string; locale: Locale };

function sign(key: string, { slug, locale }: Download, expires: number): string {
  return crypto.createHmac('sha256', key).update(`checklist:${slug}:${locale}:${expires}`).digest('base64url');
}

/** A link to one checklist's PDF that works for 24 hours and cannot be altered to open another. */
export function signedDownloadPath(key: string, download: Download, now = Date.now()): string {
  const expires = now + DOWNLOAD_TTL_MS;
  const query = new URLSearchParams({
    lang: download.locale,
    expires: String(expires),
    signature: sign(key, download, expires),
  });
  return `/api/checklists/${encodeURIComponent(download.slug)}/download?${query}`;
}

export function verifyDownload(
  key: string,
  download: Download,
  expires: string | null,
  signature: string | null,
  now = Date.now(),
): boolean {
  if (!expires || !signature || !/^\d{1,16}$/.test(expires)) return false;
  const when = Number(expires);
  if (when < now || when > now + DOWNLOAD_TTL_MS) return false;
  const expected = Buffer.from(sign(key, download, when));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
