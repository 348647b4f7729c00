import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_COUNTRY, lookupCountry, parseCountryLookup } from './country-lookup';

describe('parseCountryLookup', () => {
  it('reads the ISO code from characters 2-3 of a successful answer', () => {
    expect(parseCountryLookup('1;DE;DEU;Germany')).toBe('DE');
    expect(parseCountryLookup('1;PT;PRT;Portugal')).toBe('PT');
    expect(parseCountryLookup('1;us;USA;United States')).toBe('US');
  });

  it('treats anything else as a failure', () => {
    for (const body of ['0;WRONG INPUT', '2;ZZ;ZZZ;Reserved', '', '1;', '1;XX;XXX;Nowhere', '<html>', '1;<s'])
      expect(parseCountryLookup(body), body).toBeUndefined();
  });
});

describe('lookupCountry', () => {
  it('returns the country on success', async () => {
    const fetcher = vi.fn(async () => new Response('1;DE;DEU;Germany')) as unknown as typeof fetch;
    expect(await lookupCountry('https://lookup.example/s', fetcher)).toBe('DE');
  });

  it('logs "unable to fetch the country" and keeps the fallback otherwise', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const fetcher of [
      async () => new Response('0;WRONG INPUT'),
      async () => new Response('', { status: 500 }),
      async () => Promise.reject(new TypeError('offline')),
    ]) {
      expect(await lookupCountry('https://lookup.example/s', fetcher as unknown as typeof fetch)).toBe(
        FALLBACK_COUNTRY,
      );
    }
    expect(log).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledWith('unable to fetch the country');
    log.mockRestore();
  });
});
