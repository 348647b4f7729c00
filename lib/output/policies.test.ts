import { describe, expect, it } from 'vitest';
import { noncePolicy, pagePolicy, resourcePolicy, sha256Source, type CspIntegrations } from './policies';
import { HEAD_SCRIPT } from '@/lib/shared/head-script';

function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name!, sources];
    }),
  );
}

const off: CspIntegrations = { gtm: false, errorReporting: false, https: false };
const combinations: CspIntegrations[] = [];
for (const gtm of [false, true])
  for (const errorReporting of [false, true])
    for (const countryLookupUrl of [undefined, 'https://ip2c.org/s'])
      for (const https of [false, true]) combinations.push({ gtm, errorReporting, countryLookupUrl, https });

describe('pagePolicy', () => {
  it.each(combinations)('allows only what %o switches on', (integrations) => {
    const policy = parse(pagePolicy(['sha256-b', 'sha256-a', 'sha256-a'], integrations));
    expect(policy.get('script-src')).toEqual(["'strict-dynamic'", "'sha256-a'", "'sha256-b'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);

    const connect = policy.get('connect-src')!;
    expect(connect[0]).toBe("'self'");
    expect(connect.includes('https://ip2c.org')).toBe(Boolean(integrations.countryLookupUrl));
    expect(connect.some((source) => source.includes('google'))).toBe(integrations.gtm);
    expect(policy.get('img-src')!.some((source) => source.includes('google'))).toBe(integrations.gtm);
    // The forms' proof of work runs in a worker made from a Blob, with or without error reporting.
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.has('upgrade-insecure-requests')).toBe(integrations.https);

    const all = [...policy.values()].flat().join(' ');
    expect(policy.get('script-src')!.join(' ')).not.toMatch(/unsafe|https?:|\*/);
    // Error reports go through the same-origin tunnel: no reporting host, ever.
    expect(all).not.toMatch(/sentry/);
  });

  it('names the lookup by its origin only', () => {
    const policy = parse(pagePolicy([], { ...off, countryLookupUrl: 'https://geo.example.com:8443/country?ip=me' }));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://geo.example.com:8443']);
  });
});

describe('noncePolicy and resourcePolicy', () => {
  it('gives a rendered page its nonce instead of hashes', () => {
    expect(parse(noncePolicy('abc=', off)).get('script-src')).toEqual([
      "'strict-dynamic'",
      "'nonce-abc='",
      `'${sha256Source(HEAD_SCRIPT)}'`,
    ]);
  });

  it('lets nothing run in a response that is not a page', () => {
    const policy = parse(resourcePolicy());
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
