/** The two production builds the suite runs against, and the fake error-reporting ingest. */
export const DEFAULT_PORT = Number(process.env.E2E_PORT ?? 3100);
export const INTEGRATIONS_PORT = DEFAULT_PORT + 1;
export const INGEST_PORT = DEFAULT_PORT + 99;

export const integrations = {
  baseURL: `http://127.0.0.1:${INTEGRATIONS_PORT}`,
  gtmId: 'GTM-TEST123',
  sentryDsn: `http://public@127.0.0.1:${INGEST_PORT}/1`,
  buildCheckIntervalMs: 10_000,
  ingest: `http://127.0.0.1:${INGEST_PORT}`,
  webhook: `http://127.0.0.1:${INGEST_PORT}/hook`,
  webhookSecret: 'e2e-webhook-secret',
  database: 'data/e2e-integrations.db',
  rateLimit: 5,
};
