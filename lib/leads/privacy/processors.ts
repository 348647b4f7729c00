import type { Env } from '@/lib/env';
import { site } from '@/config/site';

/** A company that processes visitors' data for us, switched on by the configuration the site runs with. */
export type ProcessorKind = 'hosting' | 'mail' | 'webhook' | 'errors' | 'analytics' | 'calendar' | 'countryLookup';

/**
 * Where it keeps the data: ISO country codes (named in the page's language), or null where its operator says;
 * `notice` is its privacy notice, which the trust page links.
 */
export type Processor = { kind: ProcessorKind; name: string; countries: readonly string[] | null; notice?: string };

type ProcessorEnv = Pick<
  Env,
  | 'SMTP_URL'
  | 'LEADS_WEBHOOK_URL'
  | 'NEXT_PUBLIC_SENTRY_DSN'
  | 'NEXT_PUBLIC_GTM_ID'
  | 'BOOKING_PROVIDER'
  | 'NEXT_PUBLIC_COUNTRY_LOOKUP_URL'
>;

const hostOf = (url: string) => new URL(url).hostname;

/** The company at a host, as configuration names it; otherwise the host itself, its place unknown to us. */
function atHost(url: string): Omit<Processor, 'kind'> {
  const host = hostOf(url);
  const known = site.processorHosts.find((processor) => processor.host === host);
  // Named by its host too (CONTRACT §20: the mail relay by its host), so a reader can match it to the settings.
  return known
    ? { name: `${known.name} (${host})`, countries: known.countries, notice: known.notice }
    : { name: host, countries: null };
}

/**
 * The sub-processors this configuration uses, from the same settings that switch each integration on: the trust
 * page lists exactly these, so it cannot name one the site does not use or miss one it does. Names and places are
 * facts (a host, a company); what each does with which data is said in the page's language.
 */
export function subProcessors(env: ProcessorEnv): Processor[] {
  const processors: Processor[] = [{ kind: 'hosting', ...site.hosting }];
  if (env.SMTP_URL) processors.push({ kind: 'mail', ...atHost(env.SMTP_URL) });
  if (env.LEADS_WEBHOOK_URL) processors.push({ kind: 'webhook', ...atHost(env.LEADS_WEBHOOK_URL) });
  if (env.NEXT_PUBLIC_SENTRY_DSN) {
    const host = hostOf(env.NEXT_PUBLIC_SENTRY_DSN);
    // Sentry's EU region ingests at *.de.sentry.io; its other hosts are in the United States.
    const countries = /(^|\.)de\.sentry\.io$/.test(host) ? ['DE'] : ['US'];
    processors.push({
      kind: 'errors',
      name: `Functional Software, Inc. (Sentry, ${host})`,
      countries,
      notice: 'https://sentry.io/privacy/',
    });
  }
  if (env.NEXT_PUBLIC_GTM_ID)
    processors.push({
      kind: 'analytics',
      name: 'Google Ireland Ltd (Tag Manager, Analytics)',
      countries: ['IE', 'US'],
      notice: 'https://policies.google.com/privacy',
    });
  if (env.BOOKING_PROVIDER === 'calcom')
    processors.push({ kind: 'calendar', name: 'Cal.com, Inc.', countries: ['US'], notice: 'https://cal.com/privacy' });
  processors.push({
    kind: 'countryLookup',
    name: hostOf(env.NEXT_PUBLIC_COUNTRY_LOOKUP_URL),
    countries: null,
  });
  return processors;
}
