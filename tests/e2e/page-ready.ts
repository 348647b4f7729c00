import { expect, type Page } from '@playwright/test';

/**
 * Prerendered pages paint first and load their scripts after the first contentful paint
 * (lib/paint-first.ts): wait for Next's client to be up before testing what it does.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { next?: unknown }).next))).toBe(true);
}
