/**
 * Recently confirmed sessions, so that a burst of requests on one session costs one session-row lookup per
 * `ttlMs` instead of one per request (the lookup was a third of the database round trips of a list).
 *
 * Correctness:
 * - only 'ok' answers are kept; the token's signature and expiry are still checked on every request, and an
 *   entry never outlives the session's absolute end;
 * - a revocation in this process (logout, refresh-token reuse) calls `forget()` before it answers, so the next
 *   request of that session answers 412 at once, here;
 * - a lookup that was in flight while a revocation happened is not stored (epoch check), so a stale 'ok' read
 *   before the revocation committed can never be cached after it;
 * - what this process cannot see — a revocation by another replica, a user disabled or a role changed directly
 *   in the database — takes effect within `ttlMs` (SESSION_CHECK_CACHE_MS, 0 turns the cache off).
 */
export interface CachedSession {
  userId: number;
  role: string;
  /** The session's absolute end, epoch ms. */
  sessionEndMs: number;
}

const MAX_ENTRIES = 10_000;

export class SessionCheckCache {
  private readonly entries = new Map<string, CachedSession & { until: number }>();
  private revocations = 0;

  constructor(private readonly ttlMs: number) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The cached answer for this session and user, if still fresh. */
  get(sessionId: string, userId: number, nowMs: number): CachedSession | null {
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    if (entry.until <= nowMs || entry.sessionEndMs <= nowMs || entry.userId !== userId) {
      this.entries.delete(sessionId);
      return null;
    }
    return entry;
  }

  /** Taken before a lookup; `set` stores nothing if a revocation happened since. */
  epoch(): number {
    return this.revocations;
  }

  set(sessionId: string, value: CachedSession, epoch: number, nowMs: number): void {
    if (!this.enabled || epoch !== this.revocations) return;
    // Oldest first out: a Map iterates in insertion order.
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { ...value, until: nowMs + this.ttlMs });
  }

  forget(sessionId: string): void {
    this.revocations += 1;
    this.entries.delete(sessionId);
  }

  get size(): number {
    return this.entries.size;
  }
}
