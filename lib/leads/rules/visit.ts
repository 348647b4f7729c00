// Where a visit came from (CONTRACT §17), as the browser notes it when a page starts: its landing page
// with the UTM tags, and the external referrer's origin. Rules only, and no validation library: every
// page's start-up runs this (instrumentation-client.ts), and the server checks what comes back
// (lib/leads/rules/attribution.ts).

export const VISIT_KEY = 'brightloom-visit';
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** A landing page: its path, and the UTM tags it was opened with. */
export type Landing = { path: string } & { [name in (typeof UTM_PARAMS)[number]]?: string };

export type Visit = { landing: Landing; referrer?: string };

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

/** A landing page written as an address (`/services/x?utm_source=…`), as a client may send it. */
export function landingOfAddress(address: string): Landing | undefined {
  if (!address.startsWith('/') || address.startsWith('//')) return undefined;
  return visitOf(`http://site.invalid${address}`, '').landing;
}
