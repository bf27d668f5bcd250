import { and, desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '@meche/contracts';
import type { Db, Tx } from '../db/database';
import { auditLog } from '../db/schema';
import { isTransaction } from '../db/transaction';


export interface AuditEvent {
  userId: number;
  clientId: number;
  action: AuditAction;
  requestId: string;
}

/**
 * Group commit for the rows written outside a transaction (reads and exports of a client file): a row joins the
 * INSERT being prepared while the previous one is in flight, so under load one round trip writes many rows, and
 * alone a row is written at once. Every caller still waits for its own row to be committed before it answers:
 * no file is shown without its audit row, and nothing is buffered across a crash.
 */
class AuditBatcher {
  private queue: { event: AuditEvent; done: (error?: unknown) => void }[] = [];
  private flushing = false;

  constructor(private readonly db: Db) {}

  record(event: AuditEvent): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ event, done: (error) => (error === undefined ? resolve() : reject(error)) });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        await this.db.insert(auditLog).values(batch.map((b) => b.event));
        for (const b of batch) b.done();
      } catch (error) {
        if (batch.length === 1) {
          batch[0]?.done(error);
          continue;
        }
        // One bad row (e.g. a user deleted meanwhile) must not fail the others: each is retried alone.
        await Promise.all(
          batch.map((b) => this.db.insert(auditLog).values(b.event).then(() => b.done(), (e: unknown) => b.done(e))),
        );
      }
    }
    this.flushing = false;
  }
}

const MAX_BATCH = 500;
const batchers = new WeakMap<Db, AuditBatcher>();

/**
 * Ids, action, time and request id only: the health answers never reach this table. Inside a transaction the row
 * is written with it (it commits or rolls back with the change); on the database itself it is group-committed.
 */
export async function recordAudit(executor: Db, event: AuditEvent): Promise<void> {
  if (isTransaction(executor)) {
    await executor.insert(auditLog).values(event);
    return;
  }
  let batcher = batchers.get(executor);
  if (!batcher) {
    batcher = new AuditBatcher(executor);
    batchers.set(executor, batcher);
  }
  await batcher.record(event);
}

/** Rows per INSERT: four parameters each, well under PostgreSQL's 65,535 per statement. */
const ROWS_PER_INSERT = 5000;

/** The rows of one change, written in its transaction (an export with the health answers writes one per file). */
export async function recordAudits(tx: Tx, events: readonly AuditEvent[]): Promise<void> {
  for (let i = 0; i < events.length; i += ROWS_PER_INSERT) {
    await tx.insert(auditLog).values(events.slice(i, i + ROWS_PER_INSERT));
  }
}

/** The practitioner's own rows about one client file, newest first (they survive the client's deletion). */
export async function listAudit(executor: Db, userId: number, clientId: number): Promise<AuditEntry[]> {
  const rows = await executor
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), eq(auditLog.clientId, clientId)))
    .orderBy(desc(auditLog.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    userId: r.userId,
    clientId: r.clientId,
    at: r.at.toISOString(),
    requestId: r.requestId,
  }));
}
