// axe-core run in the page itself, over @axe-core/playwright: that runs each check in parts and finishes it in a
// second page, two to three times slower here (the home page: 2.4 s against 0.8 s).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';

const source = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's violations on the page as it is now, iframes included (each frame is given axe, as the library does). */
export async function axeViolations(page: Page, options: Axe.RunOptions): Promise<Axe.Result[]> {
  for (const frame of page.frames()) await frame.evaluate(source);
  return page.evaluate(
    (options) =>
      (window as unknown as { axe: typeof Axe }).axe
        .run(document, { ...options, resultTypes: ['violations'] })
        .then((results) => results.violations),
    options,
  );
}
