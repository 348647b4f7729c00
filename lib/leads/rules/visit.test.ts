import { describe, expect, it } from 'vitest';
import { landingOfAddress, visitOf } from './visit';

describe('the visit a page load notes', () => {
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

  // The build's start-up budget (lib/build/startup-js.ts) catches a library arriving through any other import.
  it('carries no validation library into every page’s start-up', async () => {
    const fs = await import('node:fs');
    expect(fs.readFileSync(new URL('./visit.ts', import.meta.url), 'utf8')).not.toMatch(/from 'zod/);
  });
});
