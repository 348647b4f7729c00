import { describe, expect, it } from 'vitest';
import { signedDownloadPath, verifyDownload } from '@/lib/leads/mail/download-links';

// The checklist's download links: signed, expiring, bound to their checklist and language.
describe('signed downloads', () => {
  const now = 1_800_000_000_000;
  it('opens only the checklist it was made for, only until it expires', () => {
    const review = { slug: 'cloud-cost-review', locale: 'pl' } as const;
    const url = new URL(signedDownloadPath('key', review, now), 'http://x');
    expect(url.searchParams.get('lang')).toBe('pl');
    const expires = url.searchParams.get('expires');
    const signed = url.searchParams.get('signature');
    expect(verifyDownload('key', review, expires, signed, now)).toBe(true);
    expect(verifyDownload('key', { ...review, slug: 'mvp-launch-readiness' }, expires, signed, now)).toBe(false);
    // The language is signed too: a Polish link does not open another language's file.
    expect(verifyDownload('key', { ...review, locale: 'en' }, expires, signed, now)).toBe(false);
    expect(verifyDownload('other-key', review, expires, signed, now)).toBe(false);
    expect(verifyDownload('key', review, String(Number(expires) + 1), signed, now)).toBe(false);
    expect(verifyDownload('key', review, expires, signed, now + 25 * 3_600_000)).toBe(false);
    expect(verifyDownload('key', review, null, null, now)).toBe(false);
    expect(verifyDownload('key', review, '1e99', signed, now)).toBe(false);
  });
});

/** A stored application with the given fields; the notification tests vary only what visitors typed. */
