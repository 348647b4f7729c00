import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './page-ready';
import { integrations } from './servers';
import { TEMPLATES } from './site-map';
import { HEAD_SCRIPT } from '@/lib/shared/head-script';
import { sha256Source } from '@/lib/serving/policies';

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Every violation the page reports, from the first byte on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('the default build', () => {
  // Each check reads one page on its own: both workers share them at the end of the run.
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
