import { describe, expect, it } from 'vitest';
import { chunkWeigher, overStartupBudget, overStartupBudgetMessage, STARTUP_JS_BUDGET } from './startup-js';

describe('start-up JavaScript', () => {
  it('weighs each chunk gzipped, once however many pages list it', () => {
    const reads: string[] = [];
    const weigh = chunkWeigher((chunk) => {
      reads.push(chunk);
      return Buffer.from(chunk === '/_next/static/chunks/a.js' ? 'a'.repeat(10_000) : 'console.log(1)');
    });
    const one = weigh(['/_next/static/chunks/a.js']);
    expect(one).toBeGreaterThan(0);
    expect(one).toBeLessThan(100);
    expect(weigh(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'])).toBeGreaterThan(one);
    expect(reads).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });

  it('names the pages over the budget, heaviest first, by how much', () => {
    const pages = [
      { address: '/', bytes: STARTUP_JS_BUDGET },
      { address: '/book-a-call', bytes: STARTUP_JS_BUDGET + 17 * 1024 },
      { address: '/pl/blog/a', bytes: STARTUP_JS_BUDGET + 512 },
    ];
    expect(overStartupBudget(pages)).toEqual([pages[1], pages[2]]);
    const message = overStartupBudgetMessage(overStartupBudget(pages));
    expect(message).toContain('/book-a-call: 167.0 KB, 17.0 over');
    expect(message).toContain('/pl/blog/a: 150.5 KB, 0.5 over');
    expect(message).not.toMatch(/^  \/:/m);
  });
});
