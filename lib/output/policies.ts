import { createHash } from 'node:crypto';
import type { Env } from '../env';
import { HEAD_SCRIPT } from '../shared/head-script';

// The policies themselves, pure (next.config.ts imports this file: relative imports only). Which
// response gets which is response-policy.ts.

/** Headers every response carries besides its Content-Security-Policy (next.config.ts, deploy/ nginx pages). */
export function securityHeaders(https: boolean): { key: string; value: string }[] {
  return [
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(https ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

/** The integrations a build has switched on; each one opens exactly what it needs. */
export type CspIntegrations = {
  /** Google Tag Manager and the GA4 tags it loads. */
  gtm: boolean;
  /** Error reporting: events go through the same-origin tunnel; session replay compresses in a blob worker. */
  errorReporting: boolean;
  /** The IP-to-country lookup of the phone input, or undefined when no page can call it. */
  countryLookupUrl?: string;
  /** Served over HTTPS: upgrade any stray http:// subresource. */
  https: boolean;
};

// Google's published hosts for GTM + GA4 (tags load scripts through 'strict-dynamic').
const GTM_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];
const GTM_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

type Directives = [name: string, ...sources: string[]][];

function serialize(directives: Directives): string {
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Same-origin only, and a no for everything a page never needs. Shared by page and non-page responses. */
function baseDirectives(integrations: CspIntegrations): Directives {
  const connect = ["'self'"];
  if (integrations.countryLookupUrl) connect.push(new URL(integrations.countryLookupUrl).origin);
  if (integrations.gtm) connect.push(...GTM_CONNECT);
  const directives: Directives = [
    ['default-src', "'self'"],
    ['img-src', "'self'", 'data:', ...(integrations.gtm ? GTM_IMG : [])],
    // React and the toast library set style attributes; styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['font-src', "'self'"],
    ['connect-src', ...new Set(connect)],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  // The forms' proof of work is solved in a worker made from a Blob (lib/browser/proof.ts), as error
  // reporting's replay makes its own.
  directives.push(['worker-src', "'self'", 'blob:']);
  if (integrations.https) directives.push(['upgrade-insecure-requests']);
  return directives;
}

/**
 * A prerendered page's policy: its own inline scripts and Next's script files (by their integrity hash)
 * are trusted, and 'strict-dynamic' passes that trust to what they load (chunks, GTM). No host list, no
 * 'unsafe-inline', no 'unsafe-eval'.
 */
export function pagePolicy(hashes: readonly string[], integrations: CspIntegrations): string {
  const unique = [...new Set(hashes)].sort();
  return serialize([
    ['script-src', "'strict-dynamic'", ...unique.map((hash) => `'${hash}'`)],
    ...baseDirectives(integrations),
  ]);
}

const HEAD_SCRIPT_SOURCE = `'${sha256Source(HEAD_SCRIPT)}'`;

/**
 * A page rendered per request (the 404 page): Next puts this nonce on each of its scripts; the
 * layout's head script (colour scheme, consent), which carries no nonce, is allowed by its hash.
 */
export function noncePolicy(nonce: string, integrations: CspIntegrations): string {
  return serialize([
    ['script-src', "'strict-dynamic'", `'nonce-${nonce}'`, HEAD_SCRIPT_SOURCE],
    ...baseDirectives(integrations),
  ]);
}

/**
 * The answer to a form's post: JSON, a redirect, or (a browser without JavaScript, refused) the form's page
 * again (lib/leads/endpoints/refused-form.ts). No script may run; the page's own styles, fonts and images
 * load, and its form posts back to the site.
 */
export function formAnswerPolicy(): string {
  return serialize([
    ['default-src', "'none'"],
    ['img-src', "'self'", 'data:'],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['font-src', "'self'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]);
}

/** Everything that is not a page (API answers, files, feeds): nothing may run, nothing may frame it. */
export function resourcePolicy(): string {
  return serialize([
    ['default-src', "'none'"],
    ['img-src', "'self'"],
    ['style-src', "'unsafe-inline'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
  ]);
}

export function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** Prerendered HTML changes with every deploy: caches revalidate it (ETag) before each use. */
export const HTML_CACHE = 'public, max-age=0, must-revalidate';

/** What this build switched on, as the client bundle sees it (the values are compiled in). */
export function integrationsOf(
  config: Pick<Env, 'gtmId' | 'NEXT_PUBLIC_SENTRY_DSN' | 'NEXT_PUBLIC_COUNTRY_LOOKUP_URL' | 'NEXT_PUBLIC_SITE_URL'>,
): CspIntegrations {
  return {
    gtm: Boolean(config.gtmId),
    errorReporting: Boolean(config.NEXT_PUBLIC_SENTRY_DSN),
    countryLookupUrl: config.NEXT_PUBLIC_COUNTRY_LOOKUP_URL,
    https: config.NEXT_PUBLIC_SITE_URL.startsWith('https://'),
  };
}
