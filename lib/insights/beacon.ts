import * as z from 'zod/mini';

// What a page's beacon says (CONTRACT §24), shared by the browser that sends it and the server that counts it:
// nothing in it tells a person apart. Rules only.

/** A beacon is at most this many bytes. */
export const BEACON_MAX_BYTES = 2_048;
/** Narrower than this many CSS pixels is a phone. */
export const MOBILE_BELOW_PX = 768;

const short = (max: number) => z.string().check(z.maxLength(max), z.regex(/^[^\u0000-\u001f\u007f]*$/));
const ms = z.number().check(z.gte(0), z.lte(60_000));

export const beaconSchema = z.strictObject({
  /** `view`: the page was seen (counted); `vitals`: its Web Vitals, sent when it is hidden (not a view). */
  type: z.enum(['view', 'vitals']),
  path: short(512).check(z.regex(/^\/[^?#]*$/)),
  language: short(8),
  /** The page's template as the page knows it; the server reads it from the build by path all the same. */
  template: z.optional(short(200)),
  device: z.enum(['mobile', 'desktop']),
  /** An external referrer's origin, nothing of its path. */
  referrer: z.optional(short(200).check(z.regex(/^https?:\/\/[^/?#\s]+$/))),
  utm_source: z.optional(short(100)),
  utm_medium: z.optional(short(100)),
  utm_campaign: z.optional(short(100)),
  lcp: z.optional(ms),
  inp: z.optional(ms),
  cls: z.optional(z.number().check(z.gte(0), z.lte(100))),
});

export type Beacon = z.infer<typeof beaconSchema>;

/**
 * Each Web Vital's samples are counted per bucket of this width (ms; CLS in thousandths): the 75th percentile is
 * read within one, and a day's counts stay a few rows a template.
 */
export const VITAL_BUCKET = { lcp: 50, inp: 8, cls: 5 } as const;

/** Where a visit came from, as the report groups it: its campaign's tags, else the referrer's host, else direct. */
export function sourceOf(beacon: Pick<Beacon, 'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign'>): string {
  const tags = [beacon.utm_source, beacon.utm_medium, beacon.utm_campaign].filter(Boolean);
  if (tags.length > 0) return tags.join(' / ').toLowerCase();
  if (beacon.referrer) return new URL(beacon.referrer).host.replace(/^www\./, '');
  return 'direct';
}
