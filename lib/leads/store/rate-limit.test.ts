import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SubmissionLimits } from '@/lib/leads/store/rate-limit';
import { openSqlite } from '@/lib/leads/store/store';

// The per-client submission limit, on a real SQLite store.
describe('SubmissionLimits', () => {
  const sqlite = () => {
    const database = openSqlite(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'limits-')), 'site.db'));
    database.exec('CREATE TABLE rate_limits (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)');
    return { kind: 'sqlite' as const, database };
  };

  it('allows the limit per minute, then says when to retry', async () => {
    const limits = new SubmissionLimits(undefined, { perMinute: 3, attemptsPerMinute: 60 });
    for (let i = 0; i < 3; i++) expect((await limits.reserve('contact', 'a')).ok).toBe(true);
    const refused = await limits.reserve('contact', 'a');
    expect(refused).toEqual({ ok: false, retryAfter: expect.any(Number) });
    expect(!refused.ok && refused.retryAfter).toBeGreaterThanOrEqual(59);
    expect((await limits.reserve('contact', 'b')).ok).toBe(true);
    expect((await limits.reserve('application', 'a')).ok).toBe(true);
  });

  it('accepts at most the limit from a parallel burst, across two instances on one database', async () => {
    const backend = sqlite();
    const instances = [
      new SubmissionLimits(backend, { perMinute: 10, attemptsPerMinute: 60 }),
      new SubmissionLimits(backend, { perMinute: 10, attemptsPerMinute: 60 }),
    ];
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, n) => instances[n % 2]!.reserve('contact', '203.0.113.7')),
    );
    expect(burst.filter((slot) => slot.ok)).toHaveLength(10);
  });

  it('gives a place back for a post that was not stored, but still counts the attempt', async () => {
    const limits = new SubmissionLimits(sqlite(), { perMinute: 2, attemptsPerMinute: 5 });
    for (let i = 0; i < 4; i++) {
      const slot = await limits.reserve('contact', 'c');
      expect(slot.ok).toBe(true);
      if (slot.ok) await slot.release();
    }
    expect((await limits.reserve('contact', 'c')).ok).toBe(true);
    // The sixth post this minute: over the attempt limit, however few were accepted.
    expect((await limits.reserve('contact', 'c')).ok).toBe(false);
    expect((await limits.reserve('contact', 'd')).ok).toBe(true);
  });

  it('keeps limiting in memory while the database cannot be reached', async () => {
    const backend = sqlite();
    backend.database.close();
    const limits = new SubmissionLimits(backend, { perMinute: 2, attemptsPerMinute: 60 });
    const results = await Promise.all(Array.from({ length: 5 }, () => limits.reserve('contact', 'e')));
    expect(results.filter((slot) => slot.ok)).toHaveLength(2);
  });
});
