import { expect, type Page } from '@playwright/test';

/**
 * Prerendered pages paint first and load their scripts after the first contentful paint
 * (lib/build/paint-first.ts): wait for Next's client to be up before testing what it does.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        // Next's client has started, and React has taken over the page (its fiber is on <main>).
        const main = document.querySelector('main');
        return (
          Boolean((window as unknown as { next?: unknown }).next) &&
          Boolean(main && Object.keys(main).some((key) => key.startsWith('__reactFiber$')))
        );
      }),
    )
    .toBe(true);
  // Effects run after React commits (the link router's listeners among them): one more task.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/**
 * Holds the page's script chunks (not its stylesheets, which would hold the paint) until the
 * returned function releases them: for what a visitor does before the page runs.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until no request has started or ended for `quietMs`, counted from now. Unlike Playwright's
 * 'networkidle', which a page reaches once, this sees the prefetches a click or a scroll starts later.
 */
export async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  // Requests already under way when this began end here too, hence the floor at zero.
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect.poll(() => inFlight === 0 && Date.now() - lastActivity >= quietMs, { timeout: 15_000 }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Marks the current document; the returned check tells whether the page is still that document
 * (an in-page navigation) or a new one (a full load).
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as { documentMark?: true }).documentMark = true));
  return () => page.evaluate(() => (window as unknown as { documentMark?: true }).documentMark === true);
}
