/** Accepted posts per client and endpoint in a sliding minute, kept in this process's memory. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly maxKeys = 10_000,
  ) {}

  /** Seconds until the next accepted post is allowed, or 0 when it is allowed now. */
  retryAfter(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.limit) return 0;
    return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
  }

  record(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.hits.delete(key);
    this.hits.set(key, recent);
    // Forget the least recently active clients first, so memory stays bounded.
    while (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
  }

  private recent(key: string, now: number): number[] {
    return (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs);
  }
}
