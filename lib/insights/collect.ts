import 'server-only';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { env } from '@/lib/env';
import { splitLocale } from '@/lib/i18n/paths';
import { isLocale } from '@/lib/i18n/locales';
import { clientAddress } from '@/lib/leads/endpoints/client-address';
import { isCrossSite, json, readLimited } from '@/lib/leads/endpoints/http';
import { getLeadStore } from '@/lib/leads/server';
import type { VitalCount, ViewCount } from '@/lib/leads/store/types';
import { readPageManifest } from '@/lib/serving/build-output';
import { BEACON_MAX_BYTES, type Beacon, beaconSchema, sourceOf, VITAL_BUCKET } from './beacon';

// POST /api/insights (CONTRACT §24): a page's beacon, checked and added to the day's counts; nothing else of it is
// kept (no address, no user agent, no identifier). Beacons are not leads: they wait here in memory for up to two
// seconds and are added in one short transaction of their own, never in a lead's way.

const FLUSH_MS = 2_000;

type Pending = { views: Map<string, ViewCount>; vitals: Map<string, VitalCount> };
const empty = (): Pending => ({ views: new Map(), vitals: new Map() });
let pending = empty();
let timer: NodeJS.Timeout | undefined;
let flushing: Promise<void> = Promise.resolve();

/** Adds what waits to the database's counts; the next beacon starts a new batch. */
export function flushInsights(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const batch = pending;
  pending = empty();
  if (batch.views.size === 0 && batch.vitals.size === 0) return flushing;
  flushing = flushing
    .then(async () => (await getLeadStore()).addInsights([...batch.views.values()], [...batch.vitals.values()]))
    .catch((error: unknown) =>
      console.error(
        `insights: ${batch.views.size} count(s) not added (${error instanceof Error ? error.message : String(error)})`,
      ),
    );
  return flushing;
}

function add(beacon: Beacon, template: string, day: string): void {
  const device = beacon.device;
  if (beacon.type === 'view') {
    const row = { day, path: beacon.path, language: beacon.language, template, device, source: sourceOf(beacon) };
    const key = JSON.stringify(row);
    const counted = pending.views.get(key);
    if (counted) counted.views += 1;
    else pending.views.set(key, { ...row, views: 1 });
  } else
    for (const metric of ['lcp', 'inp', 'cls'] as const) {
      const value = beacon[metric];
      if (value === undefined) continue;
      const scaled = metric === 'cls' ? value * 1000 : value;
      const bucket = Math.floor(scaled / VITAL_BUCKET[metric]) * VITAL_BUCKET[metric];
      const key = JSON.stringify([day, template, device, metric, bucket]);
      const counted = pending.vitals.get(key);
      if (counted) counted.count += 1;
      else pending.vitals.set(key, { day, template, device, metric, bucket, count: 1 });
    }
  timer ??= setTimeout(() => void flushInsights(), FLUSH_MS);
  timer.unref?.();
}

/**
 * The template of one of the site's pages, from the build: the route a dynamic page is made from
 * (`/blog/[slug]`), or the path a page has in every language (`/contact-us`); undefined for an address that is not a page.
 */
function templateOf(path: string): string | undefined {
  const manifest = readPageManifest();
  if (!manifest || path.startsWith('/_') || !manifest.pages[path]) return undefined;
  const route = manifest.routes.find((candidate) => new RegExp(candidate.pattern).test(path));
  return route?.base ?? splitLocale(path).path;
}

/** §8's attempts a minute, counted in memory: a beacon never waits on the database to be let in. */
const limiter = new RateLimiterMemory({ points: env.RATE_LIMIT_ATTEMPTS_PER_MINUTE, duration: 60 });

export async function handleInsights(request: Request): Promise<Response> {
  if (isCrossSite(request)) return json(403, { error: 'Beacons from other sites are not accepted' });
  // The browser's Global Privacy Control is a refusal: answered as usual, counted nowhere.
  if (request.headers.get('sec-gpc') === '1') return new Response(null, { status: 204 });
  try {
    await limiter.consume(clientAddress(request.headers, env.TRUST_PROXY));
  } catch {
    return json(429, { error: 'Too many beacons' }, { 'retry-after': '60' });
  }
  const body = await readLimited(request, BEACON_MAX_BYTES);
  if (body === 'too-large') return json(400, { error: `A beacon is at most ${BEACON_MAX_BYTES} bytes` });
  if (body === 'dropped') return json(400, { error: 'The beacon did not arrive whole' });
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return json(400, { error: 'A beacon is a JSON object' });
  }
  const parsed = beaconSchema.safeParse(value);
  if (!parsed.success) return json(400, { error: 'A beacon has a type, a path, a language and a device, and no more' });
  const template = templateOf(parsed.data.path);
  if (!template) return json(400, { error: 'The path is none of the site’s pages' });
  if (!isLocale(parsed.data.language) || splitLocale(parsed.data.path).locale !== parsed.data.language)
    return json(400, { error: 'The language is not the page’s' });
  add(parsed.data, template, new Date().toISOString().slice(0, 10));
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
