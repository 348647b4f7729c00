import { describe, expect, it } from 'vitest';
import { FIRST_RESPONSE_BUDGET, FIRST_RESPONSE_CEILING, gzipBytes, headBytes, overBudget } from './first-response';

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

  it('lists pages over the budget, and refuses those over the ceiling, largest first', () => {
    const pages = [
      { address: '/', bytes: FIRST_RESPONSE_BUDGET },
      { address: '/pl/blog/a', bytes: FIRST_RESPONSE_CEILING + 1 },
      { address: '/pt/blog/a', bytes: FIRST_RESPONSE_BUDGET + 1 },
    ];
    expect(overBudget(pages)).toEqual({
      over: [pages[1], pages[2]],
      refused: [pages[1]],
    });
    expect(FIRST_RESPONSE_CEILING).toBeGreaterThanOrEqual(FIRST_RESPONSE_BUDGET);
  });
});
