import 'server-only';
import { sql } from 'kysely';
import type { Handle } from './database';
import type { InsightsPort, VitalMetric, ViewCount, VitalCount } from './types';

// What converts (CONTRACT §24), in the site's database: views and Web Vitals as daily counts, added to by every
// instance at once (each batch adds, in one transaction; nothing is read back first), and the leads they divide.

export function insights(handle: Handle): InsightsPort {
  const { db } = handle;
  return {
    async addInsights(views: readonly ViewCount[], vitals: readonly VitalCount[]): Promise<void> {
      if (views.length === 0 && vitals.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (const row of views)
          await trx
            .insertInto('insight_views')
            .values(row)
            .onConflict((conflict) =>
              conflict
                .columns(['day', 'path', 'language', 'template', 'device', 'source'])
                .doUpdateSet({ views: sql`insight_views.views + ${row.views}` }),
            )
            .execute();
        for (const row of vitals)
          await trx
            .insertInto('insight_vitals')
            .values(row)
            .onConflict((conflict) =>
              conflict
                .columns(['day', 'template', 'device', 'metric', 'bucket'])
                .doUpdateSet({ count: sql`insight_vitals.count + ${row.count}` }),
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
