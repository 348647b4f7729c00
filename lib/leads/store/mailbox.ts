import 'server-only';
import crypto from 'node:crypto';
import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';

/** Domains whose local part ignores dots (Google's consumer mail); both names are one mailbox. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
/** Fastmail's subdomain addressing: `anything@user.fastmail.com` lands in `user@fastmail.com`. */
const SUBDOMAIN_ADDRESSING = new Set(['fastmail.com', 'fastmail.fm']);

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
  const parent = domain.slice(domain.indexOf('.') + 1);
  if (SUBDOMAIN_ADDRESSING.has(parent) && domain.split('.').length === 3) {
    local = domain.slice(0, domain.indexOf('.'));
    domain = parent;
  }
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** The address as typed, for what concerns that spelling alone (a bounce): NFC, trimmed, lower case. */
function typedAddress(address: string): string {
  return address.normalize('NFC').trim().toLowerCase();
}

const hmac = (key: string, text: string) => crypto.createHmac('sha256', key).update(text).digest('base64url');

/** The keyed hash that stands for a mailbox wherever the address itself must not be kept. */
export function mailboxHash(key: string, address: string): string {
  return hmac(key, canonicalMailbox(address));
}

/**
 * The keys a visitor mail is judged by, all keyed hashes: the canonical mailbox (caps, unsubscribe,
 * erasure), the spelling as typed (a bounce is that address's alone: the recipient's server refused it,
 * not its other spellings), and the spelling under the first release's scheme, whose unsubscribes were
 * hashes of the lower-cased address and cannot be folded now that the addresses are gone.
 */
export type AddressKeys = { mailbox: string; bounce: string; legacy: string };

export function addressKeys(key: string, address: string): AddressKeys {
  const typed = typedAddress(address);
  return { mailbox: mailboxHash(key, address), bounce: hmac(key, `bounce:${typed}`), legacy: hmac(key, typed) };
}

/** The suppression rows that stop mail to an address: its mailbox's, its spelling's bounce, a legacy unsubscribe. */
export const suppressionKeys = (keys: AddressKeys) => [...new Set([keys.mailbox, keys.bounce, keys.legacy])];

/**
 * The client network one budget counts (IPv4 /24, IPv6 /48): an address a client can change within
 * its own network does not buy it more mail.
 */
export function clientNetwork(address: string): string {
  if (isIP(address) === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.replace(/\/\d+$/, '').split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 3)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/48`;
}

export function networkHash(key: string, address: string): string {
  return hmac(key, `network:${clientNetwork(address)}`);
}

/** A keyed hash of an address's domain (IDNA ASCII, lower case): what the relay breaker counts. */
export function domainHash(key: string, address: string): string {
  const domain = address
    .slice(address.lastIndexOf('@') + 1)
    .normalize('NFC')
    .trim()
    .toLowerCase();
  return hmac(key, `domain:${domainToASCII(domain) || domain}`);
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
