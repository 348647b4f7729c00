import { describe, expect, it } from 'vitest';
import { isValidGtmId, parseEnv } from './env';
import { RETENTION_SETTINGS } from '@/lib/env';

describe('parseEnv', () => {
  it('works with no configuration at all', () => {
    const env = parseEnv({});
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBe('file:./data/site.db');
    expect(env.NEXT_PUBLIC_COUNTRY_LOOKUP_URL).toBe('https://ip2c.org/s');
    expect(env.RATE_LIMIT_PER_MINUTE).toBe(10);
    expect(env.NEXT_PUBLIC_BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
    expect(env.TRUST_PROXY).toBe(0);
    expect(env.RATE_LIMIT_ATTEMPTS_PER_MINUTE).toBe(60);
    expect(env.gtmId).toBeUndefined();
    expect(env.NEXT_PUBLIC_SENTRY_DSN).toBeUndefined();
    expect(env.warnings).toEqual([]);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ NEXT_PUBLIC_SITE_URL: '', NEXT_PUBLIC_SENTRY_DSN: '' }).NEXT_PUBLIC_SITE_URL).toBe(
      'http://localhost:3000',
    );
  });

  it('takes a traces sample rate between 0 and 1, and names it otherwise', () => {
    expect(parseEnv({}).SENTRY_TRACES_SAMPLE_RATE).toBeUndefined();
    expect(parseEnv({ SENTRY_TRACES_SAMPLE_RATE: '0.25' }).SENTRY_TRACES_SAMPLE_RATE).toBe(0.25);
    expect(() => parseEnv({ SENTRY_TRACES_SAMPLE_RATE: '2' })).toThrow(
      /SENTRY_TRACES_SAMPLE_RATE: must be between 0 and 1/,
    );
  });

  it('takes an outbox lease of 15 to 600 seconds, 30 by default', () => {
    expect(parseEnv({}).OUTBOX_LEASE_SECONDS).toBe(30);
    expect(parseEnv({ OUTBOX_LEASE_SECONDS: '15' }).OUTBOX_LEASE_SECONDS).toBe(15);
    expect(() => parseEnv({ OUTBOX_LEASE_SECONDS: '1' })).toThrow(/OUTBOX_LEASE_SECONDS/);
    expect(() => parseEnv({ OUTBOX_LEASE_SECONDS: '10' })).toThrow(/OUTBOX_LEASE_SECONDS/);
    expect(() => parseEnv({ OUTBOX_LEASE_SECONDS: 'soon' })).toThrow(/OUTBOX_LEASE_SECONDS/);
  });

  it('skips the build’s type check only when told 1, and names any other value', () => {
    expect(parseEnv({}).SKIP_BUILD_TYPECHECK).toBe(false);
    expect(parseEnv({ SKIP_BUILD_TYPECHECK: '1' }).SKIP_BUILD_TYPECHECK).toBe(true);
    expect(() => parseEnv({ SKIP_BUILD_TYPECHECK: 'yes' })).toThrow(
      /SKIP_BUILD_TYPECHECK: must be 1 \(on\) or 0 \(off\)/,
    );
    expect(parseEnv({}).SKIP_BUILD_CACHE).toBe(false);
    expect(parseEnv({ SKIP_BUILD_CACHE: '1' }).SKIP_BUILD_CACHE).toBe(true);
    expect(() => parseEnv({ SKIP_BUILD_CACHE: 'true' })).toThrow(/SKIP_BUILD_CACHE: must be 1 \(on\) or 0 \(off\)/);
  });

  it('publishes source maps of the browser’s chunks only when told 1 (the bench’s --causes build)', () => {
    expect(parseEnv({}).BROWSER_SOURCE_MAPS).toBe(false);
    expect(parseEnv({ BROWSER_SOURCE_MAPS: '1' }).BROWSER_SOURCE_MAPS).toBe(true);
    expect(() => parseEnv({ BROWSER_SOURCE_MAPS: 'on' })).toThrow(/BROWSER_SOURCE_MAPS: must be 1 \(on\) or 0 \(off\)/);
  });

  it('takes the web editor’s repository as owner/name and its relay as an origin', () => {
    expect(parseEnv({}).CMS_REPOSITORY).toBe('brightloom/website');
    expect(parseEnv({ CMS_REPOSITORY: 'acme/site', CMS_AUTH_URL: 'https://auth.acme.dev' })).toMatchObject({
      CMS_REPOSITORY: 'acme/site',
      CMS_AUTH_URL: 'https://auth.acme.dev',
    });
    expect(() => parseEnv({ CMS_REPOSITORY: 'https://github.com/acme/site' })).toThrow(
      /CMS_REPOSITORY: must be owner\/name/,
    );
    expect(() => parseEnv({ CMS_AUTH_URL: 'auth.acme.dev' })).toThrow(/CMS_AUTH_URL: must be the origin/);
  });

  it('drops a trailing slash from the site URL', () => {
    expect(parseEnv({ NEXT_PUBLIC_SITE_URL: 'https://www.example.com/' }).NEXT_PUBLIC_SITE_URL).toBe(
      'https://www.example.com',
    );
  });

  it('fails with the variable name on a bad value', () => {
    expect(() => parseEnv({ NEXT_PUBLIC_SITE_URL: 'not a url' })).toThrow(/NEXT_PUBLIC_SITE_URL/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be file:PATH or postgres/);
    expect(() => parseEnv({ RATE_LIMIT_PER_MINUTE: '-3' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  it('accepts Postgres URLs', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://site@localhost/site' }).DATABASE_URL).toBe(
      'postgres://site@localhost/site',
    );
  });

  it('switches analytics off with a warning for a malformed GTM id', () => {
    const env = parseEnv({ NEXT_PUBLIC_GTM_ID: 'UA-12345' });
    expect(env.gtmId).toBeUndefined();
    expect(env.warnings[0]).toMatch(/NEXT_PUBLIC_GTM_ID "UA-12345" does not match/);
    expect(parseEnv({ NEXT_PUBLIC_GTM_ID: 'GTM-AB12CD' }).gtmId).toBe('GTM-AB12CD');
  });

  it('reads TRUST_PROXY as a number of proxies, and warns about anything else', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: '0' }).warnings).toEqual([]);
    const loose = parseEnv({ TRUST_PROXY: 'true' });
    expect(loose.TRUST_PROXY).toBe(0);
    expect(loose.warnings[0]).toMatch(/TRUST_PROXY "true" is not a number of proxies/);
  });
});

describe('isValidGtmId', () => {
  it.each([
    ['GTM-ABC123', true],
    ['GTM-', false],
    ['gtm-abc123', false],
    ['GTM-ABC 123', false],
    ['GTM-ABC123"><script>', false],
  ])('%s -> %s', (id, valid) => {
    expect(isValidGtmId(id)).toBe(valid);
  });
});

describe('personal data settings', () => {
  it('keeps the contract defaults for retention', () => {
    const env = parseEnv({});
    expect([env.RETENTION_DAYS_CONTACT, env.RETENTION_DAYS_APPLICATION, env.RETENTION_DAYS_CHECKLIST]).toEqual([
      730, 365, 730,
    ]);
    // Every form's setting is validated, with the default its form declares.
    for (const [variable, days] of Object.entries(RETENTION_SETTINGS))
      expect(env[variable as keyof typeof RETENTION_SETTINGS]).toBe(days);
    expect(() => parseEnv({ RETENTION_DAYS_APPLICATION: '0' })).toThrow(/RETENTION_DAYS_APPLICATION/);
    expect(env.LEADS_ENCRYPTION_KEY).toBeUndefined();
  });

  it('refuses a retention period that is not a positive number of days', () => {
    expect(() => parseEnv({ RETENTION_DAYS_CONTACT: '0' })).toThrow(/RETENTION_DAYS_CONTACT: must be at least 1 day/);
    expect(() => parseEnv({ RETENTION_DAYS_APPLICATION: 'a year' })).toThrow(/RETENTION_DAYS_APPLICATION/);
  });

  it('takes an encryption key only as 32 bytes of base64', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(parseEnv({ LEADS_ENCRYPTION_KEY: key }).LEADS_ENCRYPTION_KEY).toBe(key);
    expect(() => parseEnv({ LEADS_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /LEADS_ENCRYPTION_KEY: must be 32 random bytes/,
    );
    expect(() => parseEnv({ LEADS_ENCRYPTION_KEY_PREVIOUS: 'secret' })).toThrow(/LEADS_ENCRYPTION_KEY_PREVIOUS/);
  });
});
