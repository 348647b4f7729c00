import { describe, expect, it } from 'vitest';
import { subProcessors } from './processors';
import { unlistedProcessors, type PrivacyPromises } from './promises';

const NONE = {
  SMTP_URL: undefined,
  LEADS_WEBHOOK_URL: undefined,
  NEXT_PUBLIC_SENTRY_DSN: undefined,
  NEXT_PUBLIC_GTM_ID: undefined,
  BOOKING_PROVIDER: 'none' as const,
  NEXT_PUBLIC_COUNTRY_LOOKUP_URL: 'https://ip2c.org/s',
};
const kinds = (env: Parameters<typeof subProcessors>[0]) => subProcessors(env).map((processor) => processor.kind);

describe('the sub-processors the trust page lists', () => {
  it('are the hosting and the country lookup alone when no integration is set', () => {
    expect(subProcessors(NONE)).toEqual([
      {
        kind: 'hosting',
        name: 'Hetzner Online GmbH',
        countries: ['DE'],
        notice: 'https://www.hetzner.com/legal/privacy-policy/',
      },
      { kind: 'countryLookup', name: 'ip2c.org', countries: null },
    ]);
  });

  it('follow each setting: on adds its processor, named as its contract names it, off removes it', () => {
    const settings = {
      SMTP_URL: [
        'smtp://user:secret@smtp.eu.mailgun.org:587',
        'mail',
        'Mailgun Technologies, Inc. (smtp.eu.mailgun.org)',
      ],
      LEADS_WEBHOOK_URL: [
        'https://crm.brightloom.dev/hooks/site',
        'webhook',
        'Brightloom Software, Lda. (crm.brightloom.dev)',
      ],
      NEXT_PUBLIC_SENTRY_DSN: [
        'https://key@o1.ingest.de.sentry.io/2',
        'errors',
        'Functional Software, Inc. (Sentry, o1.ingest.de.sentry.io)',
      ],
      NEXT_PUBLIC_GTM_ID: ['GTM-ABC123', 'analytics', 'Google Ireland Ltd (Tag Manager, Analytics)'],
      BOOKING_PROVIDER: ['calcom', 'calendar', 'Cal.com, Inc.'],
    } as const;
    for (const [setting, [value, kind, name]] of Object.entries(settings)) {
      const on = subProcessors({ ...NONE, [setting]: value });
      expect(on.find((processor) => processor.kind === kind)?.name, setting).toBe(name);
      expect(kinds(NONE), setting).not.toContain(kind);
    }
    // The password in SMTP_URL never reaches the page; Sentry's region decides the country.
    expect(JSON.stringify(subProcessors({ ...NONE, SMTP_URL: settings.SMTP_URL[0] }))).not.toContain('secret');
    const us = subProcessors({ ...NONE, NEXT_PUBLIC_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2' });
    expect(us.find((processor) => processor.kind === 'errors')?.countries).toEqual(['US']);
  });

  it('name a host configuration does not know as it is, and never guess where it keeps data', () => {
    for (const setting of ['SMTP_URL', 'LEADS_WEBHOOK_URL'] as const) {
      const [unknown] = subProcessors({ ...NONE, [setting]: 'https://relay.example.net:2525' }).filter(
        (processor) => processor.kind !== 'hosting' && processor.kind !== 'countryLookup',
      );
      expect(unknown, setting).toEqual({
        kind: setting === 'SMTP_URL' ? 'mail' : 'webhook',
        name: 'relay.example.net',
        countries: null,
      });
    }
    // Every processor we name links its own privacy notice, over https.
    const all = subProcessors({
      ...NONE,
      SMTP_URL: 'smtp://smtp.eu.mailgun.org',
      NEXT_PUBLIC_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
      NEXT_PUBLIC_GTM_ID: 'GTM-ABC123',
      BOOKING_PROVIDER: 'calcom',
    });
    for (const processor of all.filter((one) => one.kind !== 'countryLookup'))
      expect(processor.notice, processor.name).toMatch(/^https:\/\//);
  });

  it('warn a server that uses one its build did not list', () => {
    const recorded = { processors: ['hosting', 'countryLookup'] } as PrivacyPromises;
    expect(unlistedProcessors(recorded, NONE)).toEqual([]);
    expect(unlistedProcessors(recorded, { ...NONE, BOOKING_PROVIDER: 'calcom' })).toEqual([
      "Cal.com, Inc. (calendar) processes visitors' data here, but the build's trust page does not list it: build again with this configuration so that /trust names it.",
    ]);
    // A record from before the trust page lists nothing to hold the server to.
    expect(unlistedProcessors({} as PrivacyPromises, { ...NONE, BOOKING_PROVIDER: 'calcom' })).toEqual([]);
  });
});
