import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addMissingIntegrity, noncePolicy, pagePolicy, resourcePolicy, scriptSources, sha256Source, type CspIntegrations } from './csp';

function parse(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((part) => {
    const [name, ...sources] = part.split(' ');
    return [name!, sources];
  }));
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
    expect(policy.get('worker-src')).toEqual(integrations.errorReporting ? ["'self'", 'blob:'] : undefined);
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
    expect(parse(noncePolicy('abc=', off)).get('script-src')).toEqual(["'strict-dynamic'", "'nonce-abc='"]);
  });

  it('lets nothing run in a response that is not a page', () => {
    const policy = parse(resourcePolicy());
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('scriptSources', () => {
  it('hashes inline scripts exactly as written and takes script files by their integrity', () => {
    const inline = 'self.__next_f.push([1,"a\\u003cb"])';
    const html = `<head><script src="/_next/static/chunks/a.js" async="" integrity="sha256-AAA="></script></head>
      <body><script>${inline}</script><script type="application/ld+json">{"@type":"Thing"}</script>
      <script id="_R_">boot()</script><script type="module">go()</script></body>`;
    const { hashes, unsealed } = scriptSources(html);
    const expected = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    expect(hashes).toEqual(['sha256-AAA=', expected(inline), expected('boot()'), expected('go()')]);
    expect(unsealed).toEqual([]);
    expect(sha256Source('boot()')).toBe(expected('boot()'));
  });

  it('reports script files that carry no integrity', () => {
    expect(scriptSources('<script src="/_next/static/chunks/b.js" async=""></script>').unsealed).toEqual(['/_next/static/chunks/b.js']);
  });
});

describe('addMissingIntegrity', () => {
  const manifest: Record<string, string> = { '/_next/static/chunks/b.js': 'sha256-BBB=' };
  const integrityOf = (src: string) => manifest[src];

  it('adds the build hash where Next left it out, and leaves the rest alone', () => {
    const html = '<script src="/_next/static/chunks/b.js" async=""></script><script src="/_next/static/chunks/a.js" integrity="sha256-AAA="></script><script>x()</script>';
    const sealed = addMissingIntegrity(html, integrityOf);
    expect(sealed).toBe('<script src="/_next/static/chunks/b.js" async="" integrity="sha256-BBB="></script><script src="/_next/static/chunks/a.js" integrity="sha256-AAA="></script><script>x()</script>');
    expect(scriptSources(sealed)).toEqual({ hashes: ['sha256-BBB=', 'sha256-AAA=', sha256Source('x()')], unsealed: [] });
  });

  it('seals stylesheet links too, and nothing else', () => {
    const css: Record<string, string> = { '/_next/static/chunks/a.css': 'sha256-CCC=' };
    const html = '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><link rel="canonical" href="/_next/static/chunks/a.css"/>';
    expect(addMissingIntegrity(html, (src) => css[src])).toBe('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" integrity="sha256-CCC="/><link rel="canonical" href="/_next/static/chunks/a.css"/>');
  });

  it('does not invent a hash for a file the build does not know', () => {
    const html = '<script src="/elsewhere.js"></script>';
    expect(addMissingIntegrity(html, integrityOf)).toBe(html);
  });
});
