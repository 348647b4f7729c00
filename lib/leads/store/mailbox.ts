import 'server-only';
import crypto from 'node:crypto';
import { domainToASCII } from 'node:url';

/** Domains whose local part ignores dots (Google's consumer mail); both names are one mailbox. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, as far as caps and suppression are concerned:
 * NFC, lower case, the domain in IDNA ASCII form, a `+tag` dropped for every domain, and dots dropped
 * for gmail.com and googlemail.com. The address itself is stored and mailed as the visitor typed it.
 */
export function canonicalMailbox(address: string): string {
  const normal = address.normalize('NFC').trim().toLowerCase();
  const at = normal.lastIndexOf('@');
  if (at <= 0) return normal;
  let local = normal.slice(0, at);
  const rawDomain = normal.slice(at + 1).replace(/\.$/, '');
  // UTS 46 maps full-width and other compatibility forms too; an invalid name keeps its own spelling.
  let domain = domainToASCII(rawDomain) || rawDomain;
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** The keyed hash that stands for a mailbox wherever the address itself must not be kept. */
export function mailboxHash(key: string, address: string): string {
  return crypto.createHmac('sha256', key).update(canonicalMailbox(address)).digest('base64url');
}

/**
 * Caches a value once it has been had: a failure (the database down at the first post) is not
 * remembered, so the next call tries again instead of failing every request until a restart.
 */
export function onceResolved<T>(load: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  return () => {
    cached ??= load().catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    return cached;
  };
}
