import 'server-only';
import crypto from 'node:crypto';

const DOWNLOAD_TTL_MS = 24 * 60 * 60 * 1000;

function sign(key: string, slug: string, expires: number): string {
  return crypto.createHmac('sha256', key).update(`checklist:${slug}:${expires}`).digest('base64url');
}

/** A link to one checklist's PDF that works for 24 hours and cannot be altered to open another. */
export function signedDownloadPath(key: string, slug: string, now = Date.now()): string {
  const expires = now + DOWNLOAD_TTL_MS;
  return `/api/checklists/${encodeURIComponent(slug)}/download?expires=${expires}&signature=${sign(key, slug, expires)}`;
}

export function verifyDownload(
  key: string,
  slug: string,
  expires: string | null,
  signature: string | null,
  now = Date.now(),
): boolean {
  if (!expires || !signature || !/^\d{1,16}$/.test(expires)) return false;
  const when = Number(expires);
  if (when < now || when > now + DOWNLOAD_TTL_MS) return false;
  const expected = Buffer.from(sign(key, slug, when));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
