import path from 'node:path';
import { UNLIMITED_NOTICES } from '@/tests/support/notices';

/** The two production builds the suite runs against, and the fake error-reporting ingest. */
export const DEFAULT_PORT = Number(process.env.E2E_PORT ?? 3100);
export const INTEGRATIONS_PORT = DEFAULT_PORT + 1;
export const INGEST_PORT = DEFAULT_PORT + 99;

const ingest = `http://127.0.0.1:${INGEST_PORT}`;

export const integrations = {
  baseURL: `http://127.0.0.1:${INTEGRATIONS_PORT}`,
  gtmId: 'GTM-TEST123',
  sentryDsn: `http://public@127.0.0.1:${INGEST_PORT}/1`,
  buildCheckIntervalMs: 10_000,
  ingest,
  webhook: `${ingest}/hook`,
  webhookSecret: 'e2e-webhook-secret',
  database: 'data/e2e-integrations.db',
  rateLimit: 5,
  /** The settings the second build is made and served with (tests/e2e/integrations.setup.ts). */
  get env(): Record<string, string> {
    return {
      NEXT_PUBLIC_GTM_ID: this.gtmId,
      NEXT_PUBLIC_SENTRY_DSN: this.sentryDsn,
      NEXT_PUBLIC_BUILD_CHECK_INTERVAL_MS: String(this.buildCheckIntervalMs),
      DATABASE_URL: `file:${this.database}`,
      LEADS_WEBHOOK_URL: this.webhook,
      LEADS_WEBHOOK_SECRET: this.webhookSecret,
      RATE_LIMIT_PER_MINUTE: String(this.rateLimit),
      // Each test names its own client in X-Forwarded-For, so rate limits do not leak between tests.
      TRUST_PROXY: '1',
      ...UNLIMITED_NOTICES,
    };
  },
};

/** Where the second build is made: a copy of the project with one more page folder. */
export const INTEGRATIONS_SCRATCH = path.join(process.cwd(), 'tests', '.scratch-integrations');
/** Where the teardown moves that copy while it is removed in the background (a run's pid follows). */
export const INTEGRATIONS_SET_ASIDE = `${INTEGRATIONS_SCRATCH}-removing-`;

/**
 * The language only that copy has, added as CONTRACT §22 says a language is added: one line in the language
 * list, a folder of words and its pages. Its words are English's but two, so the test can tell them apart.
 */
export const NEW_LANGUAGE = {
  code: 'de',
  facts: "{ tag: 'de-DE', name: 'Deutsch', short: 'DE', ogLocale: 'de_DE', zone: 'Europe/Berlin' }",
  bookCall: 'Gespräch buchen',
  acceptAll: 'Alle akzeptieren',
} as const;

/** The page folder only that copy has. */
export const NEW_PAGE = { slug: 'security-reviews', heading: 'Security reviews for teams that ship weekly' };
