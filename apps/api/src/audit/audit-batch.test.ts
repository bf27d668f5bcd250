import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { AuditEntry } from '@meche/contracts';
import { auditLog, users } from '../db/schema';
import { createHarness, type Harness } from '../test/harness';
import { clientBody } from '../test/route-table';
import { recordAudit } from './repository';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

describe('audit rows of reads (group commit)', () => {
  it('concurrent reads of a client file: one row each, with its own request id, before each answer', async () => {
    const agent = await h.practitioner('reader@audit.test');
    const { id } = (await agent.post('/api/client', clientBody('BATCH'))).json() as { id: number };
    const reads = await Promise.all(Array.from({ length: 40 }, () => agent.get(`/api/client/${id}`)));
    expect(reads.every((r) => r.statusCode === 200)).toBe(true);
    const trail = (await agent.get(`/api/client/${id}/audit`)).json() as AuditEntry[];
    const readRows = trail.filter((e) => e.action === 'read');
    expect(readRows).toHaveLength(40);
    expect(new Set(readRows.map((e) => e.requestId)).size).toBe(40);
  });

  it('an export lists its own audit row', async () => {
    const agent = await h.practitioner('exporter@audit.test');
    const { id } = (await agent.post('/api/client', clientBody('EXPORTBATCH'))).json() as { id: number };
    const exported = await Promise.all([agent.post(`/api/client/${id}/export`), agent.get(`/api/client/${id}`)]);
    const json = unzipSync(new Uint8Array(exported[0].rawPayload))[`client-${id}.json`];
    const body = JSON.parse(new TextDecoder().decode(json)) as { audit: AuditEntry[] };
    expect(body.audit.map((e) => e.action)).toContain('export');
  });

  it('one failing row does not fail the rows batched with it', async () => {
    const userId = await h.createUser('batch-ok@audit.test');
    const gone = await h.createUser('batch-gone@audit.test');
    await h.database.db.delete(users).where(eq(users.id, gone));
    const db = h.database.db;
    const results = await Promise.allSettled([
      recordAudit(db, { userId, clientId: 1, action: 'read', requestId: 'first' }),
      recordAudit(db, { userId, clientId: 1, action: 'read', requestId: 'kept-1' }),
      recordAudit(db, { userId: gone, clientId: 1, action: 'read', requestId: 'orphan' }),
      recordAudit(db, { userId, clientId: 1, action: 'read', requestId: 'kept-2' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const rows = await db.select().from(auditLog).where(eq(auditLog.userId, userId));
    expect(rows.map((r) => r.requestId).sort()).toEqual(['first', 'kept-1', 'kept-2']);
  });
});
