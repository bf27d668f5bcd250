import pg from 'pg';

/** Refused before any work: the request may be sent again as it is (answered 503 with Retry-After). */
export class PoolSaturatedError extends Error {
  constructor() {
    super('database pool queue full');
  }
}

export interface PoolLimits {
  /** Connections to PostgreSQL held by this process. */
  size: number;
  /** Requests that may wait for a connection; one more is refused at once instead of joining the queue. */
  queueMax: number;
  /** How long a request waits in the queue before it is answered 503. */
  queueTimeoutMs: number;
  /**
   * false behind a pooler in transaction mode that cannot keep them (PgBouncer before 1.21): prepared statements
   * are then sent unnamed, parsed by PostgreSQL each time, still built once on our side.
   */
  namedStatements: boolean;
}

/**
 * A pg pool whose waiting queue is bounded. A burst (2,000 creates at once) waits its turn in the queue,
 * where a short connection timeout would have refused work a moment's patience does; past the bound a request
 * is refused before it touches anything, so memory and latency stay bounded under overload.
 */
export function createBoundedPool(connectionString: string, limits: PoolLimits): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: limits.size, connectionTimeoutMillis: limits.queueTimeoutMs });
  if (!limits.namedStatements) {
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((config: unknown, ...rest: unknown[]) =>
        query(config && typeof config === 'object' && 'name' in config ? { ...config, name: undefined } : config, ...rest)) as typeof client.query;
    });
  }
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  // pool.query goes through pool.connect too: one check covers both.
  pool.connect = ((callback?: (error: Error) => void) => {
    if (pool.waitingCount < limits.queueMax) return connect(callback);
    const error = new PoolSaturatedError();
    if (callback) return callback(error);
    return Promise.reject(error);
  }) as typeof pool.connect;
  return pool;
}
