// The JavaScript a page runs at start-up: every visitor's main thread parses, compiles and runs it
// (issue 55), and a library that slips into it (zod once did, through one import of the visit rules)
// costs every page. The build weighs each page's chunks and refuses a page over the budget.
import zlib from 'node:zlib';
import type { Chunk } from './paint-first';

/** Gzip bytes of the chunks a page loads at start-up: the empty Next page's 135 KB and the site's own. */
export const STARTUP_JS_BUDGET = 150 * 1024;

/** Weighs chunks as `next start` sends them (zlib's default level), each file once. */
export function chunkWeigher(read: (chunk: Chunk) => Buffer): (chunks: Chunk[]) => number {
  const weights = new Map<Chunk, number>();
  const weigh = (chunk: Chunk) => {
    if (!weights.has(chunk)) weights.set(chunk, zlib.gzipSync(read(chunk)).length);
    return weights.get(chunk)!;
  };
  return (chunks) => chunks.reduce((total, chunk) => total + weigh(chunk), 0);
}

export type StartupJs = { address: string; bytes: number };

/** The pages over the budget, heaviest first. */
export function overStartupBudget(pages: StartupJs[]): StartupJs[] {
  return pages.filter((page) => page.bytes > STARTUP_JS_BUDGET).sort((a, b) => b.bytes - a.bytes);
}

/** What the build says when it refuses pages: which, by how much, and where to look. */
export function overStartupBudgetMessage(over: StartupJs[]): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  return [
    `${over.length} page(s) over the start-up JavaScript budget of ${kb(STARTUP_JS_BUDGET)} KB gzip:`,
    ...over.map((page) => `  ${page.address}: ${kb(page.bytes)} KB, ${kb(page.bytes - STARTUP_JS_BUDGET)} over`),
    'Every page pays for it on its main thread. Load what only some visitors use when they use it (a form’s',
    'parts, a dialog), keep libraries out of code every page imports, and measure with `npm run bench`.',
  ].join('\n');
}
