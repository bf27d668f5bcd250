import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { clientSchema } from './client';
import { programSchema } from './program';

/** What the audit log records about a client file (never its content). */
export const AUDIT_ACTIONS = ['read', 'create', 'update', 'delete', 'export'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One row of GET /api/client/{id}/audit: who did what to which client file, when, in which request. */
export const auditEntrySchema = z.object({
  id: z.number(),
  action: z.enum(AUDIT_ACTIONS),
  userId: z.number(),
  clientId: z.number(),
  at: z.string(),
  requestId: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/client/{id}/audit: newest first. */
export const auditListSchema = z.array(auditEntrySchema);

/** GET /api/client/{id}/export: everything held about one client, for a GDPR access request (art. 15). */
export const clientExportSchema = z.object({
  exportedAt: z.string(),
  client: clientSchema,
  programs: z.array(programSchema),
  audit: auditListSchema,
});
export type ClientExport = z.infer<typeof clientExportSchema>;
