import pg from 'pg';

/** The test server (.ci/run starts one). It is required in CI, so that a missing server cannot pass silently. */
export const testPostgresUrl = process.env.TEST_POSTGRES_URL;
if (process.env.CI && !testPostgresUrl)
  throw new Error('TEST_POSTGRES_URL must be set in CI to test the Postgres store');

/** Another database on the test server. */
export function postgresDatabaseUrl(name: string): string {
  if (!testPostgresUrl) throw new Error('TEST_POSTGRES_URL is not set');
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The named database, dropped and created empty. Each test file works in databases of its own names, so
 * that the files can run side by side.
 */
export async function freshPostgresDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: testPostgresUrl });
  await client.connect();
  try {
    // An autovacuum worker (the superuser's) in the old database is not ours to terminate: it ends soon.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        break;
      } catch (error) {
        if (attempt >= 20 || !/must be a member of the role/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return postgresDatabaseUrl(name);
}
