import { expect, type Page } from '@playwright/test';

/**
 * Prerendered pages paint first and load their scripts after the first contentful paint
 * (lib/serving/paint-first.ts): wait for Next's client to be up before testing what it does.
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
 * Marks the current document; the returned check tells whether the page is still that document
 * (an in-page navigation) or a new one (a full load).
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as { documentMark?: true }).documentMark = true));
  return () => page.evaluate(() => (window as unknown as { documentMark?: true }).documentMark === true);
}
