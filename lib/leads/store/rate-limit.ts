import 'server-only';
import type Database from 'better-sqlite3';
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** Where the counts live: the leads' own database, so that every instance on it shares them. */
export type LimitBackend = { kind: 'postgres'; pool: pg.Pool } | { kind: 'sqlite'; database: Database.Database };

/** Created by the store's migrations (lib/leads/store/migrations.ts) in the shape rate-limiter-flexible uses. */
export const RATE_LIMIT_TABLE = 'rate_limits';

export type Reservation = { ok: true; release(): Promise<void> } | { ok: false; retryAfter: number };

function limiter(backend: LimitBackend | undefined, keyPrefix: string, points: number): RateLimiterAbstract {
  const options = { keyPrefix, points, duration: 60 };
  // While the database is unreachable each instance still limits on its own.
  const insuranceLimiter = new RateLimiterMemory(options);
  if (!backend) return insuranceLimiter;
  // A client far over its limit is refused from memory, so a flood does not reach the database.
  const shared = {
    ...options,
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    insuranceLimiter,
    inMemoryBlockOnConsumed: points * 2,
    inMemoryBlockDuration: 60,
  };
  return backend.kind === 'postgres'
    ? new RateLimiterPostgres({ ...shared, storeClient: backend.pool })
    : new RateLimiterSQLite({ ...shared, storeClient: backend.database, storeType: 'better-sqlite3' });
}

function refused(outcome: unknown): Reservation {
  if (!(outcome instanceof RateLimiterRes)) throw outcome;
  return { ok: false, retryAfter: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
}

/**
 * Two per-client limits, both counted atomically in the database before a body is read: every post
 * counts as an attempt (valid or not, whatever its size), and each endpoint accepts `perMinute`
 * submissions. An acceptance is reserved up front and given back when the post is not stored, so a
 * parallel burst cannot slip past the count on one instance or on several.
 */
export class SubmissionLimits {
  private readonly accepted: RateLimiterAbstract;
  private readonly attempts: RateLimiterAbstract;

  constructor(backend: LimitBackend | undefined, limits: { perMinute: number; attemptsPerMinute: number }) {
    this.accepted = limiter(backend, 'accepted', limits.perMinute);
    this.attempts = limiter(backend, 'attempts', limits.attemptsPerMinute);
  }

  async reserve(endpoint: string, client: string): Promise<Reservation> {
    try {
      await this.attempts.consume(client);
    } catch (outcome) {
      return refused(outcome);
    }
    const key = `${endpoint}:${client}`;
    try {
      await this.accepted.consume(key);
    } catch (outcome) {
      return refused(outcome);
    }
    let released = false;
    return {
      ok: true,
      release: async () => {
        if (released) return;
        released = true;
        await this.accepted.reward(key).catch(() => undefined);
      },
    };
  }
}
