import 'server-only';
import { sql } from 'kysely';
import type { Handle } from './database';
import type { InsightsPort, VitalMetric, ViewCount, VitalCount } from './types';

// What converts (CONTRACT §24), in the site's database: views and Web Vitals as daily counts, added to by every
// instance at once (each batch adds, in one transaction; nothing is read back first), and the leads they divide.

/** Rows a statement carries: 7 parameters each, well under SQLite's 32,766. */
const CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) out.push(rows.slice(start, start + CHUNK));
  return out;
}

export function insights(handle: Handle): InsightsPort {
  const { db } = handle;
  return {
    async addInsights(views: readonly ViewCount[], vitals: readonly VitalCount[]): Promise<void> {
      if (views.length === 0 && vitals.length === 0) return;
      // One statement per table and chunk (rows are unique by key: the batch was summed in memory), so a flush
      // holds one connection for two round trips, not one per row, beside the leads' transactions.
      await db.transaction().execute(async (trx) => {
        for (const rows of chunks(views))
          await trx
            .insertInto('insight_views')
            .values(rows)
            .onConflict((conflict) =>
              conflict
                .columns(['day', 'path', 'language', 'template', 'device', 'source'])
                .doUpdateSet({ views: sql`insight_views.views + excluded.views` }),
            )
            .execute();
        for (const rows of chunks(vitals))
          await trx
            .insertInto('insight_vitals')
            .values(rows)
            .onConflict((conflict) =>
              conflict
                .columns(['day', 'template', 'device', 'metric', 'bucket'])
                .doUpdateSet({ count: sql`insight_vitals.count + excluded.count` }),
            )
            .execute();
      });
    },

    async viewsBetween(from: string, to: string): Promise<ViewCount[]> {
      return db
        .selectFrom('insight_views')
        .selectAll()
        .where('day', '>=', from)
        .where('day', '<=', to)
        .orderBy('day')
        .execute();
    },

    async vitalsBetween(from: string, to: string): Promise<VitalCount[]> {
      const rows = await db
        .selectFrom('insight_vitals')
        .selectAll()
        .where('day', '>=', from)
        .where('day', '<=', to)
        .execute();
      return rows.map((row) => ({ ...row, metric: row.metric as VitalMetric, bucket: Number(row.bucket) }));
    },

    async deleteInsightsBefore(day: string): Promise<number> {
      const views = await db.deleteFrom('insight_views').where('day', '<', day).executeTakeFirst();
      const vitals = await db.deleteFrom('insight_vitals').where('day', '<', day).executeTakeFirst();
      return Number(views.numDeletedRows) + Number(vitals.numDeletedRows);
    },
  };
}
