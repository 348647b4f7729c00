import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { hydrated, markDocument } from './page-ready';
import { integrations } from './servers';
import { messagesFor } from '@/lib/i18n/messages';

// Against the build with GTM, Sentry and a 10 s build check switched on. Nothing leaves the machine:
// the tag manager host is answered by a stub and the error reports go to the local fake ingest.
test.use({ baseURL: integrations.baseURL });

const GTM_SCRIPT = 'script#gtm-script';

async function stubOutsideWorld(page: Page): Promise<string[]> {
  const gtmRequests: string[] = [];
  // Routes added later take precedence: the catch-all goes first.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await page.route(/googletagmanager\.com/, (route) => {
    gtmRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__gtmLoaded = true;' });
  });
  return gtmRequests;
}

async function analyticsCookies(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => /^_g/.test(name));
}

test('nothing analytics-related happens before consent, but Consent Mode defaults are in place', async ({ page }) => {
  const gtmRequests = await stubOutsideWorld(page);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
  await page.goto('/blog');
  await page
    .getByRole('link', { name: /modular monolith/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('modular monolith');
  await hydrated(page);
  // The defaults come with the analytics module, loaded once the visitor's consent is known (on a busy
  // machine, after hydration); once they are in, still nothing has reached Google.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const first = window.dataLayer?.[0];
        return first ? Array.from(first as ArrayLike<unknown>) : undefined;
      }),
    )
    .toEqual([
      'consent',
      'default',
      expect.objectContaining({
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      }),
    ]);
  expect(gtmRequests).toEqual([]);
  await expect(page.locator(GTM_SCRIPT)).toHaveCount(0);
  expect(await analyticsCookies(page)).toEqual([]);
});

test('accepting loads the tag manager without a reload; withdrawing removes it and its cookies', async ({ page }) => {
  const gtmRequests = await stubOutsideWorld(page);
  await page.goto('/services/devops-cloud-solutions');
  const sameDocument = await markDocument(page);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.locator(GTM_SCRIPT)).toHaveAttribute(
    'src',
    `https://www.googletagmanager.com/gtm.js?id=${integrations.gtmId}`,
  );
  await expect.poll(() => gtmRequests.length).toBe(1);
  expect(await sameDocument()).toBe(true);
  await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0);
  const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies.ncc_c).toBe('necessaryanalytics');
  expect(decodeURIComponent(cookies.ncc_e!)).toBe('necessary~analytics');

  // What analytics would have set on the site's domain.
  const { hostname } = new URL(integrations.baseURL);
  await page.context().addCookies([
    { name: '_ga', value: 'GA1.1.123.456', domain: hostname, path: '/' },
    { name: '_ga_TEST', value: 'GS1.1', domain: hostname, path: '/' },
  ]);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  const analytics = dialog.getByRole('checkbox', { name: /Analytics cookies/ });
  await expect(analytics).toBeChecked();
  await analytics.uncheck();
  await dialog.getByRole('button', { name: 'Save preferences' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(GTM_SCRIPT)).toHaveCount(0);
  expect(await analyticsCookies(page)).toEqual([]);
  await expect(page.getByText('Analytics cookies are off.')).toBeVisible();
  expect(await sameDocument()).toBe(true);
  const updates = await page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[1] === 'update'),
  );
  expect(updates.at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
});

test('rejecting never loads analytics, on any page', async ({ page }) => {
  const gtmRequests = await stubOutsideWorld(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Reject all' }).click();
  await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0);
  await page.goto('/career');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0);
  expect(gtmRequests).toEqual([]);
  await expect(page.locator(GTM_SCRIPT)).toHaveCount(0);
});

test('a tampered or outdated consent cookie asks again and loads nothing', async ({ page }) => {
  const gtmRequests = await stubOutsideWorld(page);
  const { hostname } = new URL(integrations.baseURL);
  await page.context().addCookies([
    { name: 'ncc_c', value: 'necessary', domain: hostname, path: '/' },
    { name: 'ncc_e', value: 'necessary~analytics', domain: hostname, path: '/' },
  ]);
  await page.goto('/faq');
  await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
  expect(gtmRequests).toEqual([]);
});

test('the preferences dialog traps focus, closes on Escape and returns focus', async ({ page }) => {
  await stubOutsideWorld(page);
  await page.goto('/about-us');
  const preferences = page.getByRole('button', { name: 'Preferences' });
  // Painted with the page, it can be focused once the page's scripts run it.
  await expect(preferences).toBeEnabled();
  await preferences.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(preferences).toBeFocused();
});

type Envelope = { types: string[]; text: string };
const envelopesSince = async (request: APIRequestContext, before: number) =>
  ((await (await request.get(`${integrations.ingest}/envelopes`)).json()) as Envelope[]).slice(before);

test('without analytics consent only an error report goes, through the tunnel, with no query, fragment or referrer path', async ({
  page,
  request,
}) => {
  await stubOutsideWorld(page);
  const before = (await (await request.get(`${integrations.ingest}/envelopes`)).json()).length as number;
  const tunnel: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/monitoring')) tunnel.push(response.status());
  });
  await page.goto('/work?utm_source=newsletter&gclid=gclid-secret-1&fbclid=fbclid-secret-2#case-studies', {
    referer: 'https://www.google.com/search?q=brightloom+private+words',
  });
  // The banner's buttons work once the page's effects have run, the error listeners among them.
  await expect(page.getByRole('button', { name: 'Reject all' })).toBeEnabled();
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('Reported from an end-to-end test');
    }),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reported from an end-to-end test');
  await expect
    .poll(async () => (await envelopesSince(request, before)).flatMap((envelope) => envelope.types), {
      timeout: 20_000,
    })
    .toContain('event');
  expect(tunnel.every((status) => status === 200)).toBe(true);
  const sent = await envelopesSince(request, before);
  // No trace, replay or session: an error report is all that went.
  expect([...new Set(sent.flatMap((envelope) => envelope.types))]).toEqual(['event']);
  for (const secret of [
    'gclid-secret-1',
    'fbclid-secret-2',
    'utm_source',
    'private+words',
    'search?q',
    '#case-studies',
  ])
    expect(sent.map((envelope) => envelope.text).join('\n'), secret).not.toContain(secret);
  expect(sent.map((envelope) => envelope.text).join('\n')).toContain('https://www.google.com');
});

test('with analytics consent, page loads are traced as well, still without a query', async ({ page, request }) => {
  await stubOutsideWorld(page);
  await page.goto('/work');
  await page.getByRole('button', { name: 'Accept all' }).click();
  const before = (await (await request.get(`${integrations.ingest}/envelopes`)).json()).length as number;
  await page.goto('/our-services?utm_campaign=consented-campaign');
  await hydrated(page);
  // The page load's trace is sent when it ends: leaving the page ends it (as spans or a transaction).
  await page.goto('/work');
  await expect
    .poll(
      async () =>
        (await envelopesSince(request, before))
          .flatMap((envelope) => envelope.types)
          .some((type) => type === 'span' || type === 'transaction'),
      { timeout: 20_000 },
    )
    .toBe(true);
  expect((await envelopesSince(request, before)).map((envelope) => envelope.text).join('\n')).not.toContain(
    'consented-campaign',
  );
});

test('the tunnel refuses envelopes for another project', async ({ request }) => {
  const response = await request.post('/api/monitoring', {
    data: `${JSON.stringify({ dsn: 'https://key@evil.example/1' })}\n{"type":"event"}\n{}`,
    headers: { 'content-type': 'text/plain' },
  });
  expect(response.status()).toBe(400);
});

test('a newer build turns the next navigation into a full page load', async ({ page }) => {
  // Real time: this build checks every 10 s. (Playwright's page clock cannot stand in: with Sentry in the
  // page, the check's interval never fires under it once the router has navigated.)
  test.setTimeout(60_000);
  await stubOutsideWorld(page);
  let latest: unknown;
  await page.route(/\/builds\/latest\.json\?t=\d+$/, async (route) => {
    const real = await (await route.fetch()).json();
    latest ??= real;
    return route.fulfill({ json: { ...real, id: 'a-newer-build' } });
  });
  await page.goto('/blog');
  await hydrated(page);
  const sameDocument = await markDocument(page);
  // Without a newer build, links navigate inside the page.
  await page
    .getByRole('link', { name: /modular monolith/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('modular monolith');
  expect(await sameDocument()).toBe(true);
  await expect.poll(() => latest, { timeout: integrations.buildCheckIntervalMs + 10_000 }).toBeTruthy();
  const load = page.waitForEvent('load');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).click();
  await load;
  await expect(page).toHaveURL(/\/blog$/);
  expect(await sameDocument()).toBe(false);
});

test('the build check is not polled in a background tab', async ({ page }) => {
  await stubOutsideWorld(page);
  await page.clock.install();
  const checks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/builds/latest.json')) checks.push(request.url());
  });
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.clock.fastForward(integrations.buildCheckIntervalMs * 3);
  await page.waitForTimeout(300);
  expect(checks).toEqual([]);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => checks.length).toBe(1);
  expect(checks[0]).toMatch(/\/builds\/latest\.json\?t=\d+$/);
});

test('the trust page of this build lists the processors its settings switch on, and only those', async ({ page }) => {
  await page.goto('/trust');
  const t = messagesFor('en').trust;
  const processors = page.getByRole('table', { name: t.processorsCaption });
  // Its webhook receiver and error reporting run on loopback here; analytics is Google's tag manager.
  await expect(processors.getByRole('rowheader')).toHaveText([
    'Hetzner Online GmbH',
    '127.0.0.1',
    'Functional Software, Inc. (Sentry, 127.0.0.1)',
    'Google Ireland Ltd (Tag Manager, Analytics)',
    'ip2c.org',
  ]);
  // A host the configuration does not know keeps its place unsaid; a company we name links its privacy notice.
  const receiver = processors.getByRole('row', { name: /^127\.0\.0\.1 / });
  await expect(receiver.getByRole('cell').last()).toHaveText(t.operatorSays);
  await expect(processors.getByRole('link', { name: 'Hetzner Online GmbH' })).toHaveAttribute(
    'href',
    'https://www.hetzner.com/legal/privacy-policy/',
  );
});
