import 'server-only';
import crypto from 'node:crypto';
import type { SettingsPort, UnsubscribeTarget } from '@/lib/leads/store/types';

type KeyStore = Pick<SettingsPort, 'getOrCreateSetting'>;
import type { LinkPurpose } from '@/lib/serving/link-pages';

/**
 * The links in mails to visitors carry HMAC-signed tokens rather than random ones stored hashed: an
 * unsubscribe link must keep working (and answer "done") after its subscription is gone, a confirmation
 * link carries its own expiry, and sending 10,000 newsletters writes no token rows. The key lives in the
 * database's settings, so every instance signs alike with nothing to configure.
 */
const PREFIX: Record<LinkPurpose, string> = { confirm: 'c', unsubscribe: 'u' };
const ID = /^[0-9a-f-]{36}$/;
/** A mailbox's keyed hash (lib/leads/store/mailbox.ts): what unsubscribe links name since they outlive rows. */
const MAILBOX = /^[\w-]{43}$/;

function sign(key: string, payload: string): string {
  return crypto.createHmac('sha256', key).update(payload).digest('base64url');
}

/**
 * A token naming one subscription (confirm, ending at `expires`) or one mailbox (unsubscribe, by its
 * keyed hash, so the link works whether or not the row it was sent for still exists).
 */
export function signLink(key: string, purpose: LinkPurpose, id: string, expires?: number): string {
  const payload = [PREFIX[purpose], id, ...(purpose === 'confirm' ? [String(expires ?? 0)] : [])].join('.');
  return `${payload}.${sign(key, payload)}`;
}

/** The id or mailbox a token names, or undefined when it is malformed, altered, for another purpose or expired. */
export function verifyLink(
  key: string,
  purpose: LinkPurpose,
  token: string | null | undefined,
  now = Date.now(),
): string | undefined {
  if (!token || token.length > 200) return undefined;
  const parts = token.split('.');
  const signature = parts.pop();
  const subject = parts[1] ?? '';
  // Unsubscribe links sent before they named mailboxes name a submission; they still work while it exists.
  const shape = purpose === 'confirm' || ID.test(subject) ? ID : MAILBOX;
  if (!signature || parts[0] !== PREFIX[purpose] || !shape.test(subject)) return undefined;
  if (parts.length !== (purpose === 'confirm' ? 3 : 2)) return undefined;
  const expected = Buffer.from(sign(key, parts.join('.')));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
  if (purpose === 'confirm' && !(Number(parts[2]) > now)) return undefined;
  return subject;
}

/** What a verified unsubscribe token names. */
export function unsubscribeTarget(subject: string): UnsubscribeTarget {
  return ID.test(subject) ? { submissionId: subject } : { mailbox: subject };
}

const newKey = () => crypto.randomBytes(32).toString('base64url');

/** The key that signs visitor links; one per database, shared by every instance. */
export function linkKey(store: KeyStore): Promise<string> {
  return store.getOrCreateSetting('visitor-link-key', newKey);
}

/** The key that signs checklist download links (lib/leads/mail/download-links.ts). */
export function downloadKey(store: KeyStore): Promise<string> {
  return store.getOrCreateSetting('download-signing-key', () => crypto.randomUUID() + crypto.randomUUID());
}
