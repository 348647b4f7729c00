import { expect, test } from '@playwright/test';
import { directives, watchViolations } from './policy-support';
import { integrations } from './servers';

test.describe('the build with analytics, error reporting and the country lookup', () => {
  test.use({ baseURL: integrations.baseURL });

  test('consent, GTM, an error report and the phone lookup cause no policy violation', async ({ page, request }) => {
    const violations = await watchViolations(page);
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    await page.route(/googletagmanager\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__gtmLoaded = true;' }),
    );
    await page.route(/ip2c\.org/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: '1;DE;DEU;Germany' }),
    );

    const response = await page.goto('/contact-us');
    const policy = directives(response!.headers()['content-security-policy']);
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://ip2c.org', 'https://*.google-analytics.com']),
    );
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);

    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __gtmLoaded?: boolean }).__gtmLoaded))
      .toBe(true);

    const country = page.getByRole('form', { name: 'Contact form' }).locator('.PhoneInputCountrySelect');
    await country.scrollIntoViewIfNeeded();
    await expect(country).toHaveValue('DE');

    const before = ((await (await request.get(`${integrations.ingest}/envelopes`)).json()) as unknown[]).length;
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('Reported under the strict policy');
      }),
    );
    await expect
      .poll(async () => ((await (await request.get(`${integrations.ingest}/envelopes`)).json()) as unknown[]).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(before);
    expect(violations).toEqual([]);
  });
});

test('no Server Actions: a Next-Action header or a post to a page is 405 before Next reads it, and not logged', async () => {
  const { startInstance, signal } = await import('./instance');
  const { DEFAULT_PORT } = await import('./servers');
  const server = await startInstance(DEFAULT_PORT + 14, { DATABASE_URL: `file:data/e2e-actions-${process.pid}.db` });
  try {
    const post = (path: string, init: RequestInit) => fetch(`${server.base}${path}`, { method: 'POST', ...init });
    const form = new FormData();
    form.append('1_$ACTION_ID_abc123', '');
    form.append('0', '["$K1"]');
    const answers = [
      await post('/about-us', { headers: { 'Next-Action': 'abc123' }, body: form }),
      await post('/about-us', { headers: { 'Next-Action': 'abc123', 'Content-Type': 'text/plain' }, body: '["$@1"]' }),
      await post('/blog/monolith-first', { headers: { 'Content-Type': 'text/plain' }, body: 'hello' }),
      await fetch(`${server.base}/`, { method: 'PUT', body: 'x' }),
      await fetch(`${server.base}/contact-us`, { method: 'DELETE' }),
      await fetch(`${server.base}/about-us`, { headers: { 'Next-Action': 'abc123' } }),
      // Not a page, but it names an action all the same.
      await post('/api/contact', { headers: { 'Next-Action': 'abc123' }, body: form }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
    }
    // Pages are still read, and the one-click unsubscribe still takes its POST.
    expect((await fetch(`${server.base}/about-us`)).status).toBe(200);
    expect((await fetch(`${server.base}/about-us`, { method: 'HEAD' })).status).toBe(200);
    const unsubscribe = await post('/unsubscribe?token=u.x', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.output()).not.toMatch(/Server Action|⨯|Error/);
  } finally {
    signal(server, 'SIGTERM');
    await server.exited;
  }
});
