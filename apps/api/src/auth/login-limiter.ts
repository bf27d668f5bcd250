interface Bucket {
  failures: number;
  resetAt: number;
}

/**
 * Counts failed logins per key (email, IP) in a fixed window. In memory, per process: with several
 * replicas each enforces its own limit, which still bounds guessing to replicas × limit.
 */
export class LoginLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may try again, or 0 when it may now. */
  retryAfter(key: string, max: number): number {
    const bucket = this.live(key);
    return bucket && bucket.failures >= max ? Math.ceil((bucket.resetAt - this.now()) / 1000) : 0;
  }

  fail(key: string): void {
    const bucket = this.live(key);
    if (bucket) bucket.failures += 1;
    else this.buckets.set(key, { failures: 1, resetAt: this.now() + this.windowMs });
    if (this.buckets.size > 10_000) this.prune();
  }

  clear(key: string): void {
    this.buckets.delete(key);
  }

  private live(key: string): Bucket | undefined {
    const bucket = this.buckets.get(key);
    if (bucket && bucket.resetAt <= this.now()) {
      this.buckets.delete(key);
      return undefined;
    }
    return bucket;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key);
  }
}
