import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { clientSchema } from './client';
import { photoSchema } from './photo';
import { programSchema } from './program';

/** What the audit log records about a client file (never its content). */
const AUDIT_ACTIONS = [
  'read',
  'create',
  'update',
  'delete',
  'export',
  'photo-list',
  'photo-view',
  'photo-add',
  'photo-update',
  'photo-delete',
  'consent-record',
  'consent-withdraw',
  'contraindication-ack',
  'questionnaire-link-create',
  'questionnaire-link-revoke',
  'questionnaire-submit',
  'visit-book',
  'visit-move',
  'visit-update',
  'visit-cancel',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One row of GET /api/client/{id}/audit: who did what to which client file, when, in which request. */
const auditEntrySchema = z.object({
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

/** A photo in the export: its metadata and the name of its image inside the zip. */
const exportedPhotoSchema = photoSchema.extend({ file: z.string() });


/**
 * GET /api/client/{id}/export: everything held about one client, for a GDPR access request (art. 15). The answer is
 * a zip holding this JSON and every photo (photos/<date>-<zone>-<id>.jpg).
 */
export const clientExportSchema = z.object({
  exportedAt: z.string(),
  client: clientSchema,
  programs: z.array(programSchema),
  photos: z.array(exportedPhotoSchema),
  audit: auditListSchema,
});
export type ClientExport = z.infer<typeof clientExportSchema>;
