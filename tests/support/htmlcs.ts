// HTML_CodeSniffer, the engine of pa11y's default runner, run in the page as pa11y runs it: its WCAG2AA
// errors are what an auditor's pa11y reports (its warnings and notices ask a person to look).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const source = fs.readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

type Message = { type: number; code: string; msg: string; element: Element };
type Htmlcs = {
  process(standard: string, root: Document, done: () => void, failed: () => void, language: string): void;
  getMessages(): Message[];
};

/** HTML_CodeSniffer's WCAG2AA errors on the page as it is now: code, message and the element's start. */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  await page.evaluate(source);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: Htmlcs }).HTMLCS;
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => `${message.code}: ${message.msg} ${message.element.outerHTML.slice(0, 120)}`),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
          'en',
        );
      }),
  );
}
