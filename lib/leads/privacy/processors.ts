import type { Env } from '@/lib/env';
import { site } from '@/config/site';

/** A company that processes visitors' data for us, switched on by the configuration the site runs with. */
export type ProcessorKind = 'hosting' | 'mail' | 'webhook' | 'errors' | 'analytics' | 'calendar' | 'countryLookup';

/** Where it keeps the data: ISO country codes (named in the page's language), or null where its operator says. */
export type Processor = { kind: ProcessorKind; name: string; countries: readonly string[] | null };

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

/**
 * The sub-processors this configuration uses, from the same settings that switch each integration on: the trust
 * page lists exactly these, so it cannot name one the site does not use or miss one it does. Names and places are
 * facts (a host, a company); what each does with which data is said in the page's language.
 */
export function subProcessors(env: ProcessorEnv): Processor[] {
  const processors: Processor[] = [{ kind: 'hosting', ...site.hosting }];
  if (env.SMTP_URL) processors.push({ kind: 'mail', name: hostOf(env.SMTP_URL), countries: site.mailRelayCountries });
  // The company's own system (its CRM) behind the webhook, run where the rest of the company's systems run.
  if (env.LEADS_WEBHOOK_URL)
    processors.push({ kind: 'webhook', name: hostOf(env.LEADS_WEBHOOK_URL), countries: site.hosting.countries });
  if (env.NEXT_PUBLIC_SENTRY_DSN) {
    const host = hostOf(env.NEXT_PUBLIC_SENTRY_DSN);
    // Sentry's EU region ingests at *.de.sentry.io; its other hosts are in the United States.
    const countries = /(^|\.)de\.sentry\.io$/.test(host) ? ['DE'] : ['US'];
    processors.push({ kind: 'errors', name: `Sentry (${host})`, countries });
  }
  if (env.NEXT_PUBLIC_GTM_ID)
    processors.push({
      kind: 'analytics',
      name: 'Google Ireland Ltd (Tag Manager, Analytics)',
      countries: ['IE', 'US'],
    });
  if (env.BOOKING_PROVIDER === 'calcom')
    processors.push({ kind: 'calendar', name: 'Cal.com, Inc.', countries: ['US'] });
  processors.push({
    kind: 'countryLookup',
    name: hostOf(env.NEXT_PUBLIC_COUNTRY_LOOKUP_URL),
    countries: null,
  });
  return processors;
}
