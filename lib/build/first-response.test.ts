import { describe, expect, it } from 'vitest';
import {
  FIRST_RESPONSE_BUDGET,
  firstScreenEnd,
  gzipBytes,
  gzipPrefixBytes,
  headBytes,
  overBudget,
  overBudgetMessage,
} from './first-response';

/** A built post's shape: head, header with navigation, the article's heading, lead and cover, then its body. */
function post(paragraphs: number, lead = 'What we learned shipping it.'): string {
  const words = (seed: number) =>
    Array.from({ length: 90 }, (_, index) => `w${(seed * 7919 + index * 104729) % 99991}`).join(' ');
  return [
    '<!DOCTYPE html><html lang="pl"><head><title>Post</title><style>body{margin:0}</style></head><body>',
    '<header><nav><h2 class="visually-hidden">Menu</h2><a href="/">Home</a></nav></header><main>',
    '<article><header><h1>A long post</h1><p>',
    lead,
    '</p><img src="/a.svg" alt="" width="40" height="40" loading="lazy"></header>',
    '<img src="/cover.svg" alt="Cover" width="1200" height="630" loading="eager" fetchpriority="high">',
    ...Array.from(
      { length: paragraphs },
      (_, index) => `${index % 8 === 0 ? `<h2>Part ${index}</h2>` : ''}<p>${words(index)}</p>`,
    ),
    '</article></main><footer><img src="/logo.svg" alt="" loading="lazy"></footer>',
    '<script>self.__next_f.push([1,"flight data"])</script></body></html>',
  ].join('');
}

describe('first response', () => {
  it('counts the head as the server sends it: status line, every header, the blank line', () => {
    const policy = "script-src 'strict-dynamic' 'sha256-abc'";
    const plain = headBytes(policy, '"etag"', false);
    // Longer policy, longer head, byte for byte; HTTPS adds Strict-Transport-Security.
    expect(headBytes(`${policy} 'sha256-def'`, '"etag"', false)).toBe(plain + " 'sha256-def'".length);
    expect(headBytes(policy, '"etag"', true)).toBe(
      plain + 'Strict-Transport-Security: max-age=63072000; includeSubDomains\r\n'.length,
    );
    expect(plain).toBeGreaterThan(600);
  });

  it('counts the body as gzip, so repeated text costs little and new text costs much', () => {
    const repeated = gzipBytes('<p>same</p>'.repeat(2000));
    const varied = gzipBytes(Array.from({ length: 2000 }, (_, index) => `<p>${index * 7919}</p>`).join(''));
    expect(repeated).toBeLessThan(300);
    expect(varied).toBeGreaterThan(repeated * 10);
  });

  it('ends the first screen after the heading, its lead and its eager cover, before the next section', () => {
    const html = post(3);
    const end = firstScreenEnd(html);
    expect(html.slice(0, end)).toMatch(/fetchpriority="high">$/);
    expect(html.slice(0, end)).toContain('What we learned shipping it.');
    expect(html.slice(end)).toMatch(/^<h2>Part 0<\/h2>/);
    // Without a heading or a main, the whole page is the first screen.
    expect(firstScreenEnd('<html><body><p>No heading</p></body></html>')).toBe(
      '<html><body><p>No heading</p></body></html>'.length,
    );
  });

  it('holds a 5,000-word post to its first screen, and a page whose top is too heavy to the whole budget', () => {
    const long = post(56);
    expect(long.split(/\s+/).length).toBeGreaterThan(5000);
    expect(gzipBytes(long)).toBeGreaterThan(FIRST_RESPONSE_BUDGET);
    const screen = gzipPrefixBytes(long, firstScreenEnd(long));
    expect(screen).toBeLessThan(1000);
    // The prefix's gzip is what arrives first: never more than the whole page's, close to it at the end.
    expect(gzipPrefixBytes(long, long.length)).toBeGreaterThanOrEqual(gzipBytes(long) - 30);
    // A lead of 6,000 varied words above the cover is all first screen, and over the budget.
    const heavyTop = post(2, Array.from({ length: 6000 }, (_, index) => `x${(index * 7919) % 99991}`).join(' '));
    expect(gzipPrefixBytes(heavyTop, firstScreenEnd(heavyTop))).toBeGreaterThan(FIRST_RESPONSE_BUDGET);
  });

  it('names the pages over the budget, largest first, by how much, and what to do', () => {
    const pages = [
      { address: '/', bytes: FIRST_RESPONSE_BUDGET },
      { address: '/pt/blog/a', bytes: FIRST_RESPONSE_BUDGET + 1 },
      { address: '/pl/blog/a', bytes: FIRST_RESPONSE_BUDGET + 900 },
    ];
    expect(overBudget(pages)).toEqual([pages[2], pages[1]]);
    const message = overBudgetMessage(overBudget(pages));
    expect(message).toContain(`/pl/blog/a: ${FIRST_RESPONSE_BUDGET + 900} bytes, 900 over`);
    expect(message).toContain('/pt/blog/a');
    expect(message).not.toMatch(/^  \/:/m);
    expect(message).toMatch(/a long entry below its first screen costs nothing here/);
  });
});
