import { expect, type Request, test } from '@playwright/test';
import { holdScripts, hydrated, markDocument, networkQuiet } from './page-ready';
import { RELOAD_WINDOW_MS } from '@/lib/browser/reload-guard';

// Against the build with no configuration: analytics and error reporting are off.

// Each test has its own page: the file's tests, several of which wait on the clock, share both workers.
test.describe.configure({ mode: 'parallel' });

test('without a GTM id or DSN, consent works and nothing is loaded or reported', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== '127.0.0.1' || url.pathname.startsWith('/api/monitoring')) outside.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0);
  await page.goto('/blog/monolith-first');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('Not reported anywhere');
    }),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not reported anywhere');
  await expect(page.locator('script#gtm-script')).toHaveCount(0);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(outside).toEqual([]);
});

test('the consent banner paints with the page, works once its scripts run, and never shows after a choice', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  // In the first frame, without a script of the site's yet: seen, but not pressable before it works.
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'How we use cookies' })).toHaveAttribute(
    'href',
    '/privacy-policy#cookies-and-similar-technologies',
  );
  for (const name of ['Accept all', 'Reject all', 'Preferences'])
    await expect(banner.getByRole('button', { name })).toBeDisabled();
  release();
  await banner.getByRole('button', { name: 'Reject all' }).click();
  await expect(banner).toHaveCount(0);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'ncc_c')?.value).toBe('necessaryanalytics');

  // A returning visitor's pages never paint it, even before their scripts run.
  await page.unrouteAll();
  const releaseAgain = await holdScripts(page);
  await page.goto('/pl/blog', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pliki cookie na tej stronie' })).toHaveCount(0);
  releaseAgain();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('no consent banner offers a choice nothing could act on', async ({ page }) => {
    await page.goto('/pt');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: /cookies/i })).toHaveCount(0);
  });
});

test('/builds/latest.json names this build', async ({ request }) => {
  const response = await request.get(`/builds/latest.json?t=${Date.now()}`);
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f]{16}$/), timestamp: expect.any(Number) });
  expect(body.timestamp).toBeLessThanOrEqual(Date.now());
});

test('an unhandled error switches to the error view, with the way home', async ({ page }) => {
  await page.goto('/how-we-work');
  // The banner's buttons work once the page's effects have run, the error listeners among them.
  await expect(page.getByRole('button', { name: 'Reject all' })).toBeEnabled();
  await page.evaluate(() => {
    void Promise.reject(new Error('The data could not be loaded'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The data could not be loaded');
  await expect(page).toHaveTitle('500 - The data could not be loaded');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Senior software teams');
});

test.describe('for a crawler', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('an unhandled error is only logged', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.goto('/how-we-work');
    await expect(page.getByRole('button', { name: 'Reject all' })).toBeEnabled();
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('Crawler must not see this');
      }),
    );
    await expect.poll(() => logged.join('\n')).toContain('Crawler must not see this');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A delivery model built on short loops and plain language',
    );
  });
});

test('a chunk that fails to load reloads the page once, and never loops', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.getByRole('button', { name: 'Reject all' }).click();
  await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 600));
  // The click on the banner and the scroll tell the link router a visitor is there, so Next prefetches
  // the chunks of the linked routes in view; those must be in before the "deploy" below, or one of
  // them failing reloads the page while the click this test is about is still being made.
  await networkQuiet(page);
  let loads = 0;
  page.on('load', () => loads++);
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  // From now on every code chunk is missing, as after a deploy that removed the old ones.
  await page.route('**/_next/static/chunks/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await settings.click();
  await expect.poll(() => loads).toBe(1);
  // The browser restores the scroll position just after the reload's load event.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // The page boots again; the same failure within 10 s must not reload a second time.
  await page.unroute('**/_next/static/chunks/**');
  await page.reload();
  await expect.poll(() => loads).toBe(2);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await networkQuiet(page);
  await page.route('**/_next/static/chunks/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await settings.click();
  await page.waitForTimeout(2_000);
  expect(loads).toBe(2);
  await expect(page.getByRole('dialog', { name: 'Cookie preferences' })).toHaveCount(0);
});

test('a chunk Next prefetches on its own does not reload a quiet page; the next link loads in full', async ({
  page,
}) => {
  // The page's clock, not the test, waits out the first 10 s.
  await page.clock.install();
  await page.goto('/how-we-work');
  await hydrated(page);
  const sameDocument = await markDocument(page);
  // Past start-up, with no click or key in the last 10 s: nobody is waiting on a prefetch.
  await page.clock.fastForward(RELOAD_WINDOW_MS + 500);
  expect(await page.evaluate(() => performance.now())).toBeGreaterThan(RELOAD_WINDOW_MS);
  let loads = 0;
  page.on('load', () => loads++);
  await page.route('**/_next/static/chunks/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  const failed = page.waitForRequest((request) => request.url().includes('/_next/static/chunks/'));
  // A link to a page with code this one has not loaded (the checklist form), prefetched under the pointer.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/checklist/cloud-cost-review';
    link.textContent = 'Cloud cost review';
    link.setAttribute('data-app-link', '');
    document.querySelector('main')!.prepend(link);
  });
  await page.getByRole('link', { name: 'Cloud cost review' }).hover();
  await failed;
  await page.waitForTimeout(1_500);
  expect(loads).toBe(0);
  expect(await sameDocument()).toBe(true);

  // The new build is complete; the click loads the page in full rather than inside the old build.
  await page.unroute('**/_next/static/chunks/**');
  await page.getByRole('link', { name: 'Cloud cost review' }).click();
  await expect.poll(() => loads).toBe(1);
  await expect(page).toHaveURL(/\/checklist\/cloud-cost-review$/);
  expect(await sameDocument()).toBe(false);
});

test('a lazy part shows its placeholder only when loading takes longer than 200 ms', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Reject all' }).click();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { placeholderSeen: number[] }).placeholderSeen = seen;
    const start = performance.now();
    new MutationObserver(() => {
      if (document.body.textContent?.includes('Loading cookie preferences')) seen.push(performance.now() - start);
    }).observe(document.body, { childList: true, subtree: true });
  });
  // A slow network: the dialog's code takes a second to arrive.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading cookie preferences…' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Cookie preferences' })).toBeVisible();
  await expect(page.getByText('Loading cookie preferences…')).toHaveCount(0);
  const seen = await page.evaluate(() => (window as unknown as { placeholderSeen: number[] }).placeholderSeen);
  expect(seen[0]).toBeGreaterThanOrEqual(190);
});

test('a fast lazy part never flashes a placeholder', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Reject all' }).click();
  await page.waitForLoadState('networkidle');
  // When the click was, and when (if ever) the placeholder showed: it may only show once 200 ms have
  // passed without the part (a loaded CI host can take that long), never before.
  await page.evaluate(() => {
    const state = window as unknown as { clickedAt: number; flashedAt: number | undefined };
    state.flashedAt = undefined;
    document.addEventListener('click', () => (state.clickedAt = performance.now()), { capture: true, once: true });
    new MutationObserver(() => {
      // The status element itself: the words are also in the page's flight data, a script's text.
      const shown = [...document.querySelectorAll('[role="status"]')].some((element) =>
        element.textContent?.includes('Loading cookie preferences'),
      );
      if (state.flashedAt === undefined && shown) state.flashedAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie preferences' })).toBeVisible();
  const { clickedAt, flashedAt } = await page.evaluate(() => {
    const state = window as unknown as { clickedAt: number; flashedAt: number | undefined };
    return { clickedAt: state.clickedAt, flashedAt: state.flashedAt };
  });
  if (flashedAt !== undefined) expect(flashedAt - clickedAt).toBeGreaterThanOrEqual(190);
});

test('toasts: top center, 4 s, kept while hovered, no icon, close button or progress bar', async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Reject all' }).click();
  const requestToast = (detail: unknown) =>
    page.evaluate((value) => window.dispatchEvent(new CustomEvent('site:toast', { detail: value })), detail);
  await requestToast({ kind: 'error', message: 'Your message could not be sent.', className: 'contact-error' });
  const toast = page.getByRole('alert').filter({ hasText: 'Your message could not be sent.' });
  await expect(toast).toBeVisible();
  await expect(page.locator('.contact-error')).toHaveCount(1);
  await expect(page.locator('.Toastify__toast-container--top-center')).toBeVisible();
  await expect(page.locator('.Toastify__close-button, .Toastify__toast-icon')).toHaveCount(0);
  // react-toastify keeps the bar's element and hides it.
  await expect(toast.locator('.Toastify__progress-bar--wrp')).toHaveCSS('opacity', '0');
  const box = (await toast.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(2);

  // The toast closes when its (hidden) bar's animation ends: 4 s, held while the pointer is on it.
  await expect(toast.locator('.Toastify__progress-bar')).toHaveCSS('animation-duration', '4s');
  await toast.hover();
  // Animations from here on run ten times faster (as in DevTools): 0.6 s is 6 s of the toast's time.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 10 });
  await page.waitForTimeout(600);
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(toast).toBeHidden({ timeout: 2_000 });

  await requestToast({ kind: 'success', message: 'Thank you!' });
  await expect(page.getByText('Thank you!')).toBeVisible();
  await requestToast({ kind: 'clear' });
  await expect(page.getByText('Thank you!')).toBeHidden();
});

const isPrefetch = (request: Request) =>
  Boolean(request.headers()['next-router-prefetch']) || request.url().includes('_rsc=');

test('links in view are prefetched once the visitor moves, not while the page starts', async ({ page }) => {
  let prefetches = 0;
  page.on('request', (request) => {
    if (isPrefetch(request)) prefetches++;
  });
  await page.goto('/our-services');
  await hydrated(page);
  await page.waitForTimeout(2_000);
  expect(prefetches).toBe(0);
  await page.mouse.move(200, 300);
  await expect.poll(() => prefetches).toBeGreaterThan(0);
});

test('links are not prefetched on a data-saver connection', async ({ browser }) => {
  // The same page on two connections, side by side: once the ordinary one has prefetched, and a moment
  // more, the data-saver one must still have asked for nothing.
  async function open(saveData: boolean) {
    const context = await browser.newContext();
    await context.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: { saveData: value, effectiveType: '4g', addEventListener() {}, removeEventListener() {} },
      });
    }, saveData);
    const page = await context.newPage();
    const seen = { prefetches: 0 };
    page.on('request', (request) => {
      if (isPrefetch(request)) seen.prefetches++;
    });
    await page.goto('/our-services');
    await hydrated(page);
    return { context, page, seen };
  }
  const ordinary = await open(false);
  const saver = await open(true);
  await Promise.all([ordinary.page.mouse.move(200, 300), saver.page.mouse.move(200, 300)]);
  await expect.poll(() => ordinary.seen.prefetches).toBeGreaterThan(0);
  await saver.page.waitForTimeout(1_000);
  expect(saver.seen.prefetches).toBe(0);
  await Promise.all([ordinary.context.close(), saver.context.close()]);
});
