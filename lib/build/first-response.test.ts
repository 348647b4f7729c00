import { describe, expect, it } from 'vitest';
import { FIRST_RESPONSE_BUDGET, gzipBytes, headBytes, overBudget, overBudgetMessage } from './first-response';

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
    expect(message).toMatch(/Shorten or split the entry/);
  });
});
