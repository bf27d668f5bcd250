import { and, desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '@meche/contracts';
import type { Db, Tx } from '../db/database';
import { auditLog } from '../db/schema';

type Executor = Db | Tx;

export interface AuditEvent {
  userId: number;
  clientId: number;
  action: AuditAction;
  requestId: string;
}

/** Ids, action, time and request id only: the health answers never reach this table. */
export async function recordAudit(executor: Executor, event: AuditEvent): Promise<void> {
  await executor.insert(auditLog).values(event);
}

/** The practitioner's own rows about one client file, newest first (they survive the client's deletion). */
export async function listAudit(executor: Executor, userId: number, clientId: number): Promise<AuditEntry[]> {
  const rows = await executor
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), eq(auditLog.clientId, clientId)))
    .orderBy(desc(auditLog.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action as AuditAction,
    userId: r.userId,
    clientId: r.clientId,
    at: r.at.toISOString(),
    requestId: r.requestId,
  }));
}
