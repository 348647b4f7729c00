import Database from 'better-sqlite3';
import pg from 'pg';

/**
 * A statement run beside the store, as an operator would run it (to age rows or look behind the
 * store), on the database a DATABASE_URL names. `$1` placeholders work on both.
 */
export async function rawSql(
  url: string,
  statement: string,
  params: unknown[] = [],
): Promise<Record<string, unknown>[]> {
  if (url.startsWith('file:')) {
    const database = new Database(url.slice('file:'.length));
    try {
      const prepared = database.prepare(statement.replace(/\$\d+/g, '?'));
      return prepared.reader ? (prepared.all(...params) as Record<string, unknown>[]) : (prepared.run(...params), []);
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement, params)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}
