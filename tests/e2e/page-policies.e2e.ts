import { expect, test } from '@playwright/test';
import { hydrated } from './page-ready';
import { directives, watchViolations } from './policy-support';
import { TEMPLATES } from './site-map';
import { HEAD_SCRIPT } from '@/lib/shared/head-script';
import { sha256Source } from '@/lib/output/policies';

// The default build's script and resource policies, page by page (the build with every integration on:
// security.e2e.ts).
test.describe('the default build', () => {
  // Each check reads one page on its own: both workers share them.
  test.describe.configure({ mode: 'parallel' });
  for (const [template, path] of Object.entries(TEMPLATES)) {
    test(`the ${template} page runs under its own strict script policy`, async ({ page }) => {
      const violations = await watchViolations(page);
      const response = await page.goto(path);
      const policy = directives(response!.headers()['content-security-policy']);
      const scriptSrc = policy.get('script-src') ?? [];
      expect(scriptSrc).toContain("'strict-dynamic'");
      expect(scriptSrc.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
      expect(scriptSrc.some((source) => /^'(sha256-|nonce-)/.test(source))).toBe(true);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://ip2c.org']);
      await hydrated(page);
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }

  test('markup injected into a page cannot run script, and the page still works', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.route('**/our-team', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '</body>',
        '<script>window.__injected = 1</script><img src="/nope.png" onerror="window.__injected = 2"></body>',
      );
      await route.fulfill({ response, body });
    });
    await page.goto('/our-team');
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
    expect(violations.length).toBeGreaterThanOrEqual(2);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie preferences' })).toBeVisible();
  });

  test('the per-request 404 page gets a fresh nonce on every one of its scripts', async ({ request }) => {
    const nonces = new Set<string>();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await request.get('/no-such-page');
      expect(response.status()).toBe(404);
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeTruthy();
      nonces.add(nonce!);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>/g)].map(
        (match) => match[0],
      );
      expect(scripts.length).toBeGreaterThan(0);
      // All but the layout's head script, which the policy allows by its hash instead.
      const head = `<script>${HEAD_SCRIPT}</script>`;
      expect(html).toContain(head);
      expect(response.headers()['content-security-policy']).toContain(`'${sha256Source(HEAD_SCRIPT)}'`);
      const others = [...html.replace(head, '').matchAll(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>/g)];
      expect(others.length).toBe(scripts.length - 1);
      for (const [script] of others) expect(script).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(2);
  });

  test('prerendered pages stay static: the same bytes and policy on every request', async ({ request }) => {
    const first = await request.get('/blog/monolith-first');
    const second = await request.get('/blog/monolith-first');
    expect(await second.text()).toBe(await first.text());
    expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
    expect(first.headers()['cache-control']).toMatch(/must-revalidate|no-cache|max-age=0/);
  });

  test('responses that are not pages may run nothing at all', async ({ request }) => {
    for (const path of ['/robots.txt', '/blog/rss.xml', '/images/team/ana-ribeiro.svg', '/builds/latest.json']) {
      const policy = directives((await request.get(path)).headers()['content-security-policy']);
      expect(policy.get('default-src'), path).toEqual(["'none'"]);
      expect(policy.has('script-src'), path).toBe(false);
    }
    const api = await request.post('/api/contact', { headers: { 'content-type': 'text/plain' }, data: 'x' });
    expect(directives(api.headers()['content-security-policy']).get('default-src')).toEqual(["'none'"]);
  });

  test('hashed build assets are cached for a year, immutably', async ({ page, request }) => {
    await page.goto('/');
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    const response = await request.get(script!);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // The 404 page's drawing, too: one file referenced by every not-found view.
    await page.goto('/no-such-page');
    const drawing = await page.locator('svg[role=img] use').getAttribute('href');
    expect(drawing).toMatch(/^\/_next\/static\/media\/.+\.svg#art$/);
    const file = await request.get(drawing!.replace(/#.*/, ''));
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
