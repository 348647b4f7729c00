import { describe, expect, it } from 'vitest';
import { scrubEvent, tracesRate, withoutQueries } from './privacy';

describe('what error reporting may carry', () => {
  it('cuts every address and path at its query or fragment, and a referrer to its origin', () => {
    const event = scrubEvent({
      request: {
        url: 'https://brightloom.dev/work?utm_source=news&gclid=abc#top',
        query_string: 'utm_source=news&gclid=abc',
        headers: { Referer: 'https://www.google.com/search?q=private+words', 'User-Agent': 'x' },
      },
      breadcrumbs: [
        { category: 'navigation', data: { from: '/search?q=secret', to: '/blog#comments' } },
        { category: 'fetch', data: { url: '/api/bookings/slots?from=2026-12-01&to=2026-12-14' } },
        { message: 'GET /api/x?fbclid=zzz failed at https://cdn.example/a.js?v=1' },
      ],
      spans: [{ description: 'GET /api/search?q=who', data: { 'http.query': '?q=who', 'http.fragment': '#x' } }],
      exception: { values: [{ stacktrace: { frames: [{ abs_path: 'https://brightloom.dev/_next/a.js' }] } }] },
    });
    const text = JSON.stringify(event);
    for (const secret of ['utm_source', 'gclid', 'fbclid', 'private', 'secret', 'comments', 'q=who', '2026-12-01'])
      expect(text, secret).not.toContain(secret);
    expect(event.request.url).toBe('https://brightloom.dev/work');
    expect(event.request.headers.Referer).toBe('https://www.google.com');
    expect(event.breadcrumbs[2]!.message).toBe('GET /api/x failed at https://cdn.example/a.js');
    expect(event.exception.values[0]!.stacktrace.frames[0]!.abs_path).toBe('https://brightloom.dev/_next/a.js');
  });

  it('scrubs a streamed span the same way: its attributes name the address with its query', () => {
    const span = {
      name: 'Pageload',
      attributes: {
        'url.full': { value: 'http://127.0.0.1:3101/our-services?utm_campaign=consented-campaign', type: 'string' },
        'url.path': { value: '/our-services', type: 'string' },
        'url.query': { value: '?utm_campaign=consented-campaign', type: 'string' },
      },
    };
    const scrubbed = scrubEvent(span);
    expect(JSON.stringify(scrubbed)).not.toContain('consented-campaign');
    expect(scrubbed.attributes['url.full'].value).toBe('http://127.0.0.1:3101/our-services');
    expect(scrubbed.attributes['url.path'].value).toBe('/our-services');
  });

  it("scrubs an error's message and breadcrumbs: a quoted path's query and any e-mail address (CONTRACT §23)", () => {
    const event = scrubEvent({
      message: 'Failed to fetch "/api/bookings/slots?from=2026-12-01&email=ana@example.com" (ana@example.com)',
      exception: { values: [{ type: 'Error', value: "lead store: duplicate key for 'Jo.Kowalski+x@firma.pl'" }] },
      breadcrumbs: [{ category: 'console', message: 'posting [/api/contact?ref=mail] for zofia@przyklad.pl' }],
    });
    const text = JSON.stringify(event);
    for (const secret of ['2026-12-01', 'ana@', 'Kowalski', 'zofia', 'ref=mail'])
      expect(text, secret).not.toContain(secret);
    expect(event.message).toBe('Failed to fetch "/api/bookings/slots" ([address])');
    expect(event.breadcrumbs[0]!.message).toBe('posting [/api/contact] for [address]');
  });

  it('leaves text without an address alone, and traces nothing without consent', () => {
    expect(withoutQueries('Cannot read properties of undefined (reading "x")')).toBe(
      'Cannot read properties of undefined (reading "x")',
    );
    expect(tracesRate(false, 1)).toBe(0);
    expect(tracesRate(true, 0.1)).toBe(0.1);
  });
});
