import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { clientSchema } from './client';
import { photoSchema } from './photo';
import { programSchema } from './program';

/** What the audit log records about a client file (never its content). */
export const AUDIT_ACTIONS = [
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
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  read: 'Consultation du dossier',
  create: 'Création du dossier',
  update: 'Modification du dossier',
  delete: 'Suppression du dossier',
  export: 'Export du dossier',
  'photo-list': 'Consultation du suivi photo',
  'photo-view': "Affichage d'une photo",
  'photo-add': "Ajout d'une photo",
  'photo-update': "Modification d'une photo",
  'photo-delete': "Suppression d'une photo",
  'consent-record': 'Enregistrement du consentement',
  'consent-withdraw': 'Retrait du consentement',
  'contraindication-ack': "Prise en compte d'une contre-indication",
};

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

/** A photo in the export: its metadata and the name of its image inside the zip. */
export const exportedPhotoSchema = photoSchema.extend({ file: z.string() });

/** The name of the JSON inside the export zip, and of the zip itself. */
export const exportFileNames = (clientId: number) => ({ zip: `client-${clientId}.zip`, json: `client-${clientId}.json` });

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
