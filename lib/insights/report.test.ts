import { describe, expect, it } from 'vitest';
import type { StoredSubmission, VitalCount } from '@/lib/leads/store/types';
import { beaconSchema, sourceOf } from './beacon';
import { buildReport, reportJson } from './report';
import { reportHtml } from './report-html';

const lead = (
  page: string,
  type: StoredSubmission['type'],
  extra: Partial<StoredSubmission> = {},
): StoredSubmission => ({
  id: Math.random().toString(36),
  type,
  target: null,
  createdAt: '2026-12-05T10:00:00.000Z',
  spam: false,
  data: { page },
  file: null,
  email: 'a@example.com',
  consent: null,
  confirmedAt: null,
  language: 'en',
  booking: null,
  ...extra,
});

const view = (path: string, views: number, source = 'direct', device = 'desktop') => ({
  day: '2026-12-05',
  path,
  language: path.startsWith('/pt') ? 'pt' : 'en',
  template: path.replace(/^\/pt/, '') || '/',
  device,
  source,
  views,
});

describe('the report', () => {
  const vitals: VitalCount[] = [
    // 100 LCP samples: 70 in the 1,200 ms bucket, 30 in the 3,000 ms one: p75 is 3,050, 70 % good.
    { day: '2026-12-05', template: '/contact-us', device: 'mobile', metric: 'lcp', bucket: 1200, count: 70 },
    { day: '2026-12-05', template: '/contact-us', device: 'mobile', metric: 'lcp', bucket: 3000, count: 30 },
    { day: '2026-12-05', template: '/contact-us', device: 'mobile', metric: 'inp', bucket: 96, count: 100 },
    { day: '2026-12-05', template: '/contact-us', device: 'mobile', metric: 'cls', bucket: 0, count: 100 },
  ];
  const report = buildReport(
    '2026-12-01',
    '2026-12-07',
    [view('/contact-us', 200, 'linkedin / social'), view('/contact-us', 50, 'direct', 'mobile'), view('/pt/blog', 40)],
    vitals,
    [
      lead('/contact-us', 'contact'),
      lead('/contact-us', 'contact'),
      lead('/contact-us', 'call'),
      lead('/contact-us', 'contact', { spam: true }),
      lead('/pt/blog', 'newsletter'),
      lead('/pt/blog', 'newsletter', { confirmedAt: '2026-12-05T11:00:00.000Z' }),
      lead('/contact-us', 'contact', { createdAt: '2026-11-01T00:00:00.000Z' }),
    ],
  );

  it('counts views per page and source, and leads per page and type over those views; spam and unconfirmed not', () => {
    expect(report.views).toEqual([
      { path: '/contact-us', views: 250 },
      { path: '/pt/blog', views: 40 },
    ]);
    expect(report.sources[0]).toEqual({ source: 'linkedin / social', views: 200 });
    expect(report.conversions).toEqual([
      { page: '/contact-us', type: 'contact', leads: 2, views: 250, rate: 0.008 },
      { page: '/contact-us', type: 'call', leads: 1, views: 250, rate: 0.004 },
      { page: '/pt/blog', type: 'newsletter', leads: 1, views: 40, rate: 0.025 },
    ]);
    expect(report.devices).toEqual([
      { device: 'desktop', views: 240 },
      { device: 'mobile', views: 50 },
    ]);
  });

  it('reads the 75th percentile and the share of good ones from the counts', () => {
    expect(report.vitals).toEqual([
      {
        template: '/contact-us',
        device: 'mobile',
        samples: 100,
        lcp: 3050,
        inp: 104,
        cls: 0.005,
        good: { lcp: 0.7, inp: 1, cls: 1 },
      },
    ]);
    expect(Object.keys(JSON.parse(reportJson(report)) as object)).toEqual([
      'from',
      'to',
      'views',
      'sources',
      'conversions',
      'vitals',
    ]);
  });

  it('is one HTML file with SVG charts, nothing loaded or run, and what a visitor typed escaped', () => {
    const hostile = buildReport('2026-12-01', '2026-12-07', [view('/<script>alert(1)</script>', 3)], [], []);
    const html = reportHtml(hostile, 'Brightloom');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<svg');
    expect(html).not.toMatch(/<script|src=|href="http/);
    expect(reportHtml(report, 'Brightloom')).toContain('role="img"');
  });
});

describe('a beacon', () => {
  const beacon = { type: 'view', path: '/blog', language: 'en', device: 'desktop' };
  it('says which page, language and device, and where the visit came from; nothing else passes', () => {
    expect(beaconSchema.safeParse(beacon).success).toBe(true);
    for (const bad of [
      { ...beacon, visitor: 'x' },
      { ...beacon, path: 'blog' },
      { ...beacon, path: '/blog#top' },
      { ...beacon, referrer: 'https://example.com/path' },
      { ...beacon, inp: 120_000 },
    ])
      expect(beaconSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(sourceOf({ referrer: 'https://www.google.com' })).toBe('google.com');
    expect(sourceOf({ utm_source: 'LinkedIn', utm_campaign: 'Q4', referrer: 'https://t.co' })).toBe('linkedin / q4');
    expect(sourceOf({})).toBe('direct');
  });
});
