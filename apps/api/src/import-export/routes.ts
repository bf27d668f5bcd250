import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  EXPORT_MIME_TYPES,
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_LISTED,
  IMPORT_MSG,
  IMPORT_REQUIRED_FIELDS,
  IMPORT_UPLOAD_TYPES,
  exportFileName,
  exportRequestSchema,
  importCommitQuerySchema,
  importKindParamsSchema,
  importPreviewQuerySchema,
  importPreviewSchema,
  importRefusalSchema,
  importResultSchema,
  type DuplicateStrategy,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
} from '@meche/contracts';
import { auditedChanges } from '../audit/audited-change';
import type { Db, Tx } from '../db/database';
import { practiceAuditLog } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { HttpError } from '../shared/http-errors';
import { rawBodyScope, uploadedBytes } from '../shared/image-upload';
import { binary } from '../shared/responses';
import type { App } from '../types';
import { previewRows } from './analysis';
import { analyseClients, showClient, storeClients } from './clients-import';
import { exportFile, isoDay } from './export-file';
import { exportedClients, exportedProducts } from './export-lists';
import { resolveMapping } from './mapping';
import { analyseProducts, showProduct, storeProducts } from './products-import';
import { readTable, type Table } from './read-table';

const tags = ['import et export'];
/** Any constant: the first key of the per-practitioner import lock (the second is the practitioner's id). */
const IMPORT_LOCK_KEY = 746_352_028;

const fileBody = {
  consumes: [...IMPORT_UPLOAD_TYPES],
  // Documentation only: the route reads what the bytes are (CSV in UTF-8 or Windows-1252, or XLSX).
  body: z.any().meta({ type: 'string', format: 'binary', description: 'Le fichier CSV ou XLSX lui-même' }),
} as const;

/** A file, read and checked against the practitioner's own records: everything a preview shows and a commit needs. */
async function analyse(db: Db, userId: number, kind: ImportKind, bytes: Buffer, fileName: string | undefined, mapping: Parameters<typeof resolveMapping>[2]) {
  const table = await readTable(bytes);
  if (table.format === 'csv' && fileName?.toLowerCase().endsWith('.xlsx')) throw new HttpError(400, IMPORT_MSG.unreadableXlsx);
  const resolved = resolveMapping(kind, table.headers, mapping);
  if (kind === 'clients') {
    const analysis = await analyseClients(db, userId, table, resolved);
    return {
      table,
      resolved,
      analysis,
      preview: previewRows(analysis.plan, showClient),
      store: (tx: Tx, strategy: DuplicateStrategy, requestId: string): Promise<ImportResult> => storeClients(tx, userId, analysis.plan, strategy, requestId),
    };
  }
  const analysis = await analyseProducts(db, userId, table, resolved);
  return {
    table,
    resolved,
    analysis,
    preview: previewRows(analysis.plan, showProduct),
    store: (tx: Tx, strategy: DuplicateStrategy): Promise<ImportResult> => storeProducts(tx, userId, analysis.plan, strategy),
  };
}

/** What the audit row says of the file read (a CSV's encoding and separator; nothing of its content). */
const fileFacts = (table: Table) => ({ format: table.format, ...(table.encoding ? { encoding: table.encoding } : {}), ...(table.separator ? { separator: table.separator } : {}) });

/**
 * Import and export of the clients and products lists. Stateless: the file is the body of every preview and of the
 * commit (nothing half-imported waits on the server, any API process answers). A commit stores all rows in one
 * transaction or none; imports and exports are audited with their counts (practice_audit_log), and every client file
 * an import creates or fills, or whose health answers an export takes, in its own audit trail.
 */
export async function importExportRoutes(app: App): Promise<void> {
  await rawBodyScope(app, IMPORT_MAX_BYTES, IMPORT_MSG.tooLarge, (upload) => {
    upload.post('/import/:kind/preview', {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary: 'Aperçu d’un import (CSV ou XLSX) : colonnes reconnues, premières lignes telles qu’enregistrées, refus et doublons. Rien n’est enregistré',
        operationId: 'previewImport',
        params: importKindParamsSchema,
        querystring: importPreviewQuerySchema,
        ...fileBody,
        response: { 200: importPreviewSchema },
      },
      handler: async (request): Promise<ImportPreview> => {
        const { kind } = request.params;
        const { table, resolved, analysis, preview } = await analyse(app.db, request.auth.userId, kind, uploadedBytes(request.body), request.query.fileName, request.query.mapping);
        const duplicates = analysis.plan.flatMap((p) => (p.duplicate ? [p.duplicate] : []));
        return {
          kind,
          format: table.format,
          encoding: table.encoding,
          separator: table.separator,
          headers: table.headers,
          mapping: resolved.mapping,
          fields: IMPORT_FIELDS[kind].map((field) => ({ field, label: IMPORT_FIELD_LABELS[field], required: IMPORT_REQUIRED_FIELDS.includes(field) })),
          total: analysis.total,
          rows: preview,
          errors: analysis.errors.slice(0, IMPORT_MAX_LISTED),
          errorCount: analysis.errors.length,
          refusedRows: analysis.refusedRows,
          duplicates: duplicates.slice(0, IMPORT_MAX_LISTED),
          duplicateCount: duplicates.length,
        };
      },
    });

    upload.post('/import/:kind', {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary: 'Importer un fichier CSV ou XLSX : tout ou rien, en une transaction, audité. 422 avec chaque refus (ligne et colonne) si une ligne est refusée',
        operationId: 'commitImport',
        params: importKindParamsSchema,
        querystring: importCommitQuerySchema,
        ...fileBody,
        response: { 200: importResultSchema, 422: importRefusalSchema.describe('Au moins une ligne refusée : rien n’a été enregistré') },
      },
      handler: async (request, reply) => {
        const { kind } = request.params;
        const { userId } = request.auth;
        const { duplicates: strategy } = request.query;
        const bytes = uploadedBytes(request.body);
        // Read, checked and stored in one transaction: the duplicates found are those the rows are stored against.
        const outcome = await inTransaction(app.db, async (tx) => {
          // One import at a time per practitioner (a double click sends the file twice): the second reads the rows of
          // the first, finds them duplicates, and stores nothing twice.
          await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY}, ${userId})`);
          const { table, analysis, store } = await analyse(tx, userId, kind, bytes, request.query.fileName, request.query.mapping);
          if (analysis.errors.length > 0) return { refused: analysis, result: null };
          const result = await store(tx, strategy, request.id);
          await tx.insert(practiceAuditLog).values({
            userId,
            action: 'import',
            detail: { kind, ...fileFacts(table), rows: analysis.total, ...result, duplicates: strategy },
            requestId: request.id,
          });
          return { refused: null, result };
        });
        if (outcome.refused) {
          const { errors, refusedRows } = outcome.refused;
          return reply.code(422).send({ message: IMPORT_MSG.refused(refusedRows), errors: errors.slice(0, IMPORT_MAX_LISTED), errorCount: errors.length, refusedRows });
        }
        const { created, merged, skipped } = outcome.result;
        return { created, merged, skipped };
      },
    });
  });

  app.post('/export/:kind', {
    schema: {
      tags,
      summary: 'Exporter la liste en CSV (UTF-8 avec BOM, « ; ») ou XLSX ; les réponses de santé seulement sur demande (health: true), export alors audité comme un export RGPD',
      operationId: 'exportList',
      params: importKindParamsSchema,
      body: exportRequestSchema,
      response: { 200: binary('Le fichier : meche-<liste>-<date>.csv ou .xlsx', [EXPORT_MIME_TYPES.csv, EXPORT_MIME_TYPES.xlsx]) },
    },
    handler: async (request, reply) => {
      const { kind } = request.params;
      const { format, health } = request.body;
      const { userId } = request.auth;
      if (health && kind !== 'clients') throw new HttpError(400, IMPORT_MSG.healthOnlyForClients);
      let file: Buffer;
      let clientIds: number[] = [];
      let rows = 0;
      if (kind === 'clients') {
        const list = await exportedClients(app.db, userId, health);
        file = await exportFile(format, 'Clients', list.columns, list.rows);
        clientIds = list.rows.map((r) => r.id);
        rows = clientIds.length;
      } else {
        const list = await exportedProducts(app.db, userId);
        file = await exportFile(format, 'Produits', list.columns, list.rows);
        rows = list.rows.length;
      }
      // Audited before anything leaves: the list's row, and with the health answers one 'export' row per client file.
      const listExported = (tx: Tx) => tx.insert(practiceAuditLog).values({ userId, action: 'export', detail: { kind, format, rows, health }, requestId: request.id });
      await auditedChanges(app.db, request.id, listExported, () => (health ? clientIds.map((clientId) => ({ userId, clientId, action: 'export' })) : []));
      const name = exportFileName(kind, format, isoDay(new Date()));
      return reply
        .type(EXPORT_MIME_TYPES[format])
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'no-store')
        .send(file);
    },
  });
}
