import {
  MSG,
  type ClientExport,
  auditListSchema,
  clientInputSchema,
  clientListQuerySchema,
  clientSchema,
  clientSummarySchema,
  exportFileNames,
  idParamsSchema,
  pageSchema,
} from '@meche/contracts';
import { actorOf, auditedChange } from '../audit/audited-change';
import { auditedRead } from '../audit/foreign-read';
import { listAudit, recordAudit } from '../audit/repository';
import type { Tx } from '../db/database';
import { exportSlot } from '../heavy-work/export-queue';
import { createPhotoRepository } from '../photos/repository';
import { createProgramRepository } from '../programs/repository';
import { conflict, found } from '../shared/http-errors';
import { binary, messageBody, noContent } from '../shared/responses';
import type { App } from '../types';
import { exportZip, exportedPhotoName } from './export-zip';
import { createClientRepository } from './repository';

const tags = ['clients'];

export async function clientRoutes(app: App): Promise<void> {
  const repo = createClientRepository(app.db);
  const programs = createProgramRepository(app.db);
  const photos = createPhotoRepository(app.db);

  app.get('/clients', {
    schema: {
      tags,
      summary: 'Clients du praticien, par page, avec recherche et tri',
      operationId: 'listClients',
      querystring: clientListQuerySchema,
      response: { 200: pageSchema(clientSummarySchema) },
    },
    handler: (request) => repo.list(request.auth.userId, request.query),
  });

  // Every read, change and export of a client file is audited; changes in the same transaction as the audit row.
  app.post('/client', {
    schema: { tags, summary: 'Créer un client', operationId: 'createClient', body: clientInputSchema, response: { 201: clientSchema } },
    handler: async (request, reply) => {
      const create = (tx: Tx) => createClientRepository(tx).create(request.auth.userId, request.body);
      return reply.code(201).send(await auditedChange(app.db, actorOf(request), 'create', create, (client) => client.id));
    },
  });

  app.get('/client/:id', {
    ...auditedRead,
    schema: { tags, summary: 'Le dossier d’un client (lecture auditée)', operationId: 'getClient', params: idParamsSchema, response: { 200: clientSchema } },
    handler: async (request) => {
      const { userId } = request.auth;
      const client = found(await repo.find(userId, request.params.id));
      await recordAudit(app.db, { userId, clientId: client.id, action: 'read', requestId: request.id });
      return client;
    },
  });

  app.put('/client/:id', {
    schema: {
      tags,
      summary: 'Modifier le dossier d’un client',
      operationId: 'updateClient',
      params: idParamsSchema,
      body: clientInputSchema,
      response: { 200: clientSchema },
    },
    handler: async (request) => {
      const update = (tx: Tx) => createClientRepository(tx).update(request.auth.userId, request.params.id, request.body);
      return auditedChange(app.db, actorOf(request), 'update', update, (client) => client.id);
    },
  });

  app.delete('/client/:id', {
    schema: {
      tags,
      summary: 'Supprimer un client sans programme',
      operationId: 'deleteClient',
      params: idParamsSchema,
      response: { 204: noContent, 409: messageBody.describe('Le client a encore des programmes') },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const remove = async (tx: Tx) => {
        const outcome = await createClientRepository(tx).remove(request.auth.userId, id);
        if (outcome === 'in-use') throw conflict(MSG.clientHasPrograms);
        return outcome === 'deleted' ? id : null;
      };
      await auditedChange(app.db, actorOf(request), 'delete', remove, (deleted) => deleted);
      return reply.code(204).send(null);
    },
  });

  /**
   * GDPR access request (art. 15): a zip of client-<id>.json (the file, questionnaire and consent, programmes with
   * cares, plans and acknowledgements, the photos' metadata, the audit trail) and every photo. A POST: it writes an
   * audit row, so it takes the Origin check of every write — no other page can make a browser export a file.
   */
  app.post('/client/:id/export', {
    ...auditedRead,
    schema: {
      tags,
      summary: 'Export RGPD du dossier : un zip avec le JSON et les photos',
      operationId: 'exportClient',
      params: idParamsSchema,
      response: { 200: binary('client-<id>.zip : client-<id>.json et photos/<date>-<zone>-<id>.jpg', ['application/zip']) },
    },
    handler: async (request, reply) => {
      const { userId } = request.auth;
      const client = found(await repo.find(userId, request.params.id));
      // Held from the reads until the download ends or is cancelled.
      const release = await exportSlot(app.exportQueue, userId);
      try {
        await recordAudit(app.db, { userId, clientId: client.id, action: 'export', requestId: request.id });
        const [clientPrograms, clientPhotos, audit] = await Promise.all([
          programs.listForClient(userId, client.id),
          photos.forExport(userId, client.id),
          listAudit(app.db, userId, client.id),
        ]);
        const data: ClientExport = {
          exportedAt: new Date().toISOString(),
          client,
          programs: clientPrograms ?? [],
          photos: clientPhotos.map((p) => ({ ...p, file: exportedPhotoName(p) })),
          audit,
        };
        const names = exportFileNames(client.id);
        const readPhoto = async (id: number) => (await photos.bytes(userId, id, 'image'))?.bytes ?? null;
        const zip = exportZip(names.json, data, readPhoto).once('close', release);
        return reply.type('application/zip').header('Content-Disposition', `attachment; filename="${names.zip}"`).send(zip);
      } catch (error) {
        release();
        throw error;
      }
    },
  });

  /** The owner's audit trail of one client file; still readable after the client is deleted (ids only). */
  app.get('/client/:id/audit', {
    schema: { tags, summary: 'Journal d’accès au dossier d’un client', operationId: 'listClientAudit', params: idParamsSchema, response: { 200: auditListSchema } },
    handler: async (request) => {
      const { userId } = request.auth;
      const entries = await listAudit(app.db, userId, request.params.id);
      // No row yet (a client imported without audit): still the owner's, else 404 like any foreign id.
      if (entries.length === 0) found(await repo.find(userId, request.params.id));
      return entries;
    },
  });
}
