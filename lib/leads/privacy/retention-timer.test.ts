import { describe, expect, it, vi } from 'vitest';
import { scheduleRetention } from '@/lib/leads/privacy/retention';

// Retention runs on a timer that survives a slow pass and stops with the server.
describe('the retention timer', () => {
  it('logs every pass, and tries again after a failed one instead of waiting a day', async () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      let calls = 0;
      const stop = scheduleRetention(
        () => {
          calls += 1;
          if (calls === 1) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
          const contact = calls === 2 ? 2 : 0;
          return Promise.resolve({ contact, unconfirmed: 0, mailFiles: 0, exportedFiles: 0 });
        },
        { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) },
      );
      await vi.advanceTimersByTimeAsync(0);
      expect(lines).toEqual(['retention: pass failed (connect ECONNREFUSED 127.0.0.1:5432); trying again in 1 min']);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(lines[1]).toBe('retention: pass done, deleted 2 contact');
      await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
      expect(calls).toBe(3);
      expect(lines[2]).toBe('retention: pass done, nothing past its period');
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
