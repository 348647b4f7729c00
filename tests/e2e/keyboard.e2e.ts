import { expect, type Page, test } from '@playwright/test';

// A visit by keyboard with the consent banner shown (CONTRACT §17b, WCAG 2.2 SC 2.4.11): the banner's
// buttons come within three Tabs, and no control a visitor tabs to in a form is ever hidden behind the
// banner or the sticky header, on a phone or a desktop.

/** Where focus is, and whether a person sees it: inside the viewport and not under anything else. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const inView = bottom > top && right > left;
    const hit = inView ? document.elementFromPoint((left + right) / 2, (top + bottom) / 2) : null;
    const onTop =
      hit !== null &&
      (hit === element ||
        element.contains(hit) ||
        hit.contains(element) ||
        Boolean(hit.closest('label')?.contains(element)));
    return {
      what: element.outerHTML.slice(0, 100),
      inBanner: element.closest('#consent-banner') !== null,
      inForm: element.closest('form') !== null,
      seen: inView && onTop,
      covering: onTop ? '' : (hit?.outerHTML.slice(0, 80) ?? 'outside the viewport'),
    };
  });
}

// Each page with the fewest controls its form has: the checklist's e-mail, name, button and privacy link;
// the search's box and button.
for (const width of [390, 1280])
  for (const [path, controls] of [
    ['/pl/book-a-call', 4],
    ['/contact-us', 4],
    ['/pt/contact-us', 4],
    ['/career/senior-backend-engineer-go', 4],
    ['/pl/checklist/cloud-cost-review', 4],
    ['/pl/start-a-project', 4],
    ['/pl/search', 2],
  ] as const)
    test(`with the banner shown, tabbing through ${path} at ${width} px never hides the focused control`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } });
      const page = await context.newPage();
      await page.goto(path);
      const banner = page.locator('#consent-banner');
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button').first()).toBeEnabled();
      let tabs = 0;
      for (; tabs < 3; tabs += 1) {
        await page.keyboard.press('Tab');
        const state = await focusState(page);
        if (state?.inBanner && state.what.startsWith('<button')) break;
      }
      expect(tabs, 'Tabs to the first of the banner’s buttons').toBeLessThan(3);
      let formControls = 0;
      for (let step = 0; step < 120; step += 1) {
        await page.keyboard.press('Tab');
        const state = await focusState(page);
        if (!state) continue;
        expect(state.seen, `${state.what} is hidden by ${state.covering}`).toBe(true);
        if (state.inForm) formControls += 1;
        else if (formControls > 0) break;
      }
      expect(formControls).toBeGreaterThanOrEqual(controls);
      await expect(banner).toBeVisible();
      await context.close();
    });
