import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, testPostgresUrl } from '@/tests/support/postgres';
import { openLeadStore } from './store';

// Daily counts of views and vitals (CONTRACT §24) added by several instances at once: every count is kept, and
// nothing but counts is.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'insights-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const targets: [string, () => Promise<string>][] = [['sqlite', async () => `file:${path.join(folder, 'site.db')}`]];
if (testPostgresUrl) targets.push(['postgres', () => freshPostgresDatabase('insights_test')]);

describe.each(targets)('%s: insight counts', (dialect, database) => {
  it('adds batches from two instances at once, exactly, and deletes days past retention', async () => {
    const url = await database();
    // The first to open migrates; the second opens a migrated store, as a second instance starting later does.
    const one = await openLeadStore(url);
    const two = await openLeadStore(url);
    try {
      const row = {
        day: '2026-12-05',
        path: '/blog',
        language: 'en',
        template: '/blog',
        device: 'mobile',
        source: 'direct',
      };
      const vital = { day: '2026-12-05', template: '/blog', device: 'mobile', metric: 'inp' as const, bucket: 96 };
      const add = (n: number) => (n % 2 ? one : two).addInsights([{ ...row, views: 3 }], [{ ...vital, count: 2 }]);
      // Postgres: at once, as instances add. SQLite's instances are processes: in one process its two connections
      // would wait on each other's lock, so they take turns here.
      if (dialect === 'postgres') await Promise.all(Array.from({ length: 40 }, (_, n) => add(n)));
      else for (let n = 0; n < 40; n += 1) await add(n);
      expect(await one.viewsBetween('2026-12-01', '2026-12-31')).toEqual([{ ...row, views: 120 }]);
      expect(await two.vitalsBetween('2026-12-05', '2026-12-05')).toEqual([{ ...vital, count: 80 }]);
      await one.addInsights([{ ...row, day: '2024-10-01', views: 1 }], []);
      expect(await one.deleteInsightsBefore('2024-11-07')).toBe(1);
      expect(await one.viewsBetween('2024-01-01', '2024-12-31')).toEqual([]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
