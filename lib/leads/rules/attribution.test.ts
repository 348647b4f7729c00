import { describe, expect, it } from 'vitest';
import { landingSchema, referrerSchema } from './attribution';
import { visitOf } from './visit';

describe('where a lead came from', () => {
  it('refuses a path, markup or another scheme where an origin or a path belongs', () => {
    expect(referrerSchema.safeParse('https://www.google.com').success).toBe(true);
    expect(referrerSchema.safeParse('https://www.google.com/search?q=me').success).toBe(false);
    expect(referrerSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(landingSchema.safeParse({ path: '//evil.example' }).success).toBe(false);
    expect(landingSchema.safeParse({ path: '/x', utm_source: '<script>' }).success).toBe(false);
    expect(landingSchema.safeParse({ path: '/x', utm_source: 'a'.repeat(121) }).success).toBe(false);
    // What the browser notes passes.
    expect(landingSchema.safeParse(visitOf('https://a.example/x?utm_source=mail', '').landing).success).toBe(true);
  });
});
