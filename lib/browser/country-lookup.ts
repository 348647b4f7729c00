import { type CountryCode, isSupportedCountry } from 'libphonenumber-js/min';

/** Where the phone input starts when the lookup fails: the company's home country. */
export const FALLBACK_COUNTRY: CountryCode = 'PT';

/**
 * The lookup answers `1;DE;DEU;Germany` on success: a leading 1, then the ISO code in characters
 * 2-3. Anything else is a failure.
 */
export function parseCountryLookup(body: string): CountryCode | undefined {
  if (body.charAt(0) !== '1') return undefined;
  const code = body.slice(2, 4).toUpperCase();
  return /^[A-Z]{2}$/.test(code) && isSupportedCountry(code) ? code : undefined;
}

export async function lookupCountry(url: string, fetcher: typeof fetch = fetch): Promise<CountryCode> {
  try {
    const response = await fetcher(url, { signal: AbortSignal.timeout(3_000) });
    const country = response.ok ? parseCountryLookup(await response.text()) : undefined;
    if (country) return country;
  } catch {
    // reported below
  }
  console.error('unable to fetch the country');
  return FALLBACK_COUNTRY;
}
