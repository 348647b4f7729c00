// What error reporting may carry (CONTRACT §17a, the privacy policy's word): no query string, fragment or
// referrer path in any report, whoever consented (UTM tags, gclid, fbclid and search words live there),
// and performance tracing only with analytics consent. Rules only: the browser's and the server's
// Sentry both run every event through these.

/** An absolute address, up to its query or fragment. */
const ABSOLUTE = /\b(https?:\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/g;
/** A path alone in a value ("/search?q=…"), or after a space, a quote or a bracket ("GET /api/x?y", `"/a?b"`). */
const PATH = /(^|[\s"'`(\[=,:])(\/[^\s?#"'`<>]*)[?#][^\s"'`<>)\]]*/g;
/** An e-mail address anywhere in a text: an error's message may quote the one a visitor typed. */
const EMAIL = /[^\s<>"'`(),;:[\]]+@[^\s<>"'`(),;:[\]]+\.[^\s<>"'`(),;:[\]]+/g;

/**
 * A text with every address and path in it cut at its query or fragment, and no e-mail address: what error
 * reports carry of a message, a breadcrumb or a URL (CONTRACT §23).
 */
export function withoutQueries(text: string): string {
  return text.replace(ABSOLUTE, '$1').replace(PATH, '$1$2').replace(EMAIL, '[address]');
}

/** A referrer as its origin alone: `https://www.google.com/search?q=…` is `https://www.google.com`. */
function originOnly(value: string): string {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? '' : url.origin;
  } catch {
    return '';
  }
}

/** Keys whose value is a query or fragment on its own (Sentry's request data and span attributes). */
const QUERY_KEYS = new Set(['query_string', 'http.query', 'http.fragment', 'url.query', 'url.fragment']);
const REFERRER_KEYS = new Set(['referer', 'referrer', 'http.request.header.referer']);

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return withoutQueries(value);
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const lower = key.toLowerCase();
    if (QUERY_KEYS.has(lower)) continue;
    if (REFERRER_KEYS.has(lower)) {
      const origin = typeof item === 'string' ? originOnly(item) : '';
      if (origin) result[key] = origin;
      continue;
    }
    result[key] = scrub(item, depth + 1);
  }
  return result;
}

/** An event (an error, a transaction) with no query, fragment or referrer path left anywhere in it. */
export function scrubEvent<T>(event: T): T {
  return scrub(event, 0) as T;
}

/** The share of page loads or requests traced: none without analytics consent. */
export function tracesRate(consented: boolean, rate: number): number {
  return consented ? rate : 0;
}
