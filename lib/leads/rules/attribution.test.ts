import { describe, expect, it } from 'vitest';
import { landingOfAddress, landingSchema, referrerSchema, visitOf } from './attribution';

describe('where a lead came from', () => {
  it('reads the landing page with its campaign tags and only the origin of another site that referred', () => {
    expect(
      visitOf(
        'https://www.brightloom.dev/devops?utm_source=newsletter&utm_campaign=q4&x=1',
        'https://www.google.com/search?q=devops',
      ),
    ).toEqual({
      landing: { path: '/devops', utm_source: 'newsletter', utm_campaign: 'q4' },
      referrer: 'https://www.google.com',
    });
    // Our own pages are no referrer, nor is a missing one.
    expect(visitOf('https://www.brightloom.dev/blog', 'https://www.brightloom.dev/').referrer).toBeUndefined();
    expect(visitOf('https://www.brightloom.dev/blog', '').referrer).toBeUndefined();
    expect(landingOfAddress('/pl/services/x?utm_medium=cpc')).toEqual({ path: '/pl/services/x', utm_medium: 'cpc' });
    expect(landingOfAddress('//evil.example/x')).toBeUndefined();
  });

  it('refuses a path, markup or another scheme where an origin or a path belongs', () => {
    expect(referrerSchema.safeParse('https://www.google.com').success).toBe(true);
    expect(referrerSchema.safeParse('https://www.google.com/search?q=me').success).toBe(false);
    expect(referrerSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(landingSchema.safeParse({ path: '//evil.example' }).success).toBe(false);
    expect(landingSchema.safeParse({ path: '/x', utm_source: '<script>' }).success).toBe(false);
    expect(landingSchema.safeParse({ path: '/x', utm_source: 'a'.repeat(121) }).success).toBe(false);
  });
});
