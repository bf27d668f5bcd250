import {
  MSG,
  PHOTO_MAX_BYTES,
  idParamsSchema,
  photoListQuerySchema,
  photoListSchema,
  photoSchema,
  photoUpdateSchema,
  photoUploadQuerySchema,
} from '@meche/contracts';
import { actorOf, auditedChange } from '../audit/audited-change';
import { auditedRead } from '../audit/foreign-read';
import { recordAudit } from '../audit/repository';
import { inImageQueue } from '../heavy-work/image-queue';
import type { Tx } from '../db/database';
import { conflict, found } from '../shared/http-errors';
import { createRulesRepository } from '../settings/rules-repository';
import { PRIVATE_IMAGE_CACHE_CONTROL, imageBodySchema, imageUploadScope, uploadedBytes } from '../shared/image-upload';
import { binary, messageBody, noContent } from '../shared/responses';
import { createStorageRepository } from '../storage/repository';
import type { App } from '../types';
import { processPhoto } from './process-photo';
import { createPhotoRepository } from './repository';

const tags = ['suivi photo'];

/**
 * Scalp photo follow-up. Upload: the image itself is the body (a File from a picker, a drop or a tablet camera goes
 * as it is with `fetch`/axios: no multipart encoding to build or parse, the 15 Mo limit is the body limit), with date
 * taken, zone and note in the query. Every route is the owner's only (another's id answers 404); every view of an
 * image is audited like a read of the client file.
 */
export async function photoRoutes(app: App): Promise<void> {
  const repo = createPhotoRepository(app.db);
  const storage = createStorageRepository(app.db, app.config.storageQuotaBytes);
  const rules = createRulesRepository(app.db);

  await imageUploadScope(app, (upload) => {
    upload.post('/client/:id/photos', {
      bodyLimit: PHOTO_MAX_BYTES,
      schema: {
        tags,
        summary: "Ajouter une photo : l'image est le corps (JPEG, PNG ou WebP, 15 Mo au plus), date, zone et note dans la requête",
        operationId: 'uploadPhoto',
        params: idParamsSchema,
        querystring: photoUploadQuerySchema,
        ...imageBodySchema,
        response: {
          201: photoSchema,
          409: messageBody.describe('Consentement du client non recueilli, et le cabinet n’autorise pas les photos sans consentement'),
          413: messageBody.describe('Photo de plus de 15 Mo, ou espace de stockage du cabinet plein'),
        },
      },
      handler: async (request, reply) => {
        const { userId } = request.auth;
        const clientId = request.params.id;
        // 404 and 409 before any decoding: another practitioner's client, or a refused photo, costs no image work.
        const client = found(await repo.clientConsent(userId, clientId));
        const { photosWithoutConsent } = await rules.get(userId);
        if (!client.consented && !photosWithoutConsent) throw conflict(MSG.photoNeedsConsent);
        await storage.assertNotFull(userId);
        const body = uploadedBytes(request.body);
        const processed = await inImageQueue(app.imageQueue, userId, () => processPhoto(body));
        const create = async (tx: Tx) => {
          await createStorageRepository(tx, app.config.storageQuotaBytes).reserve(userId, processed.image.length + processed.thumbnail.length);
          const photo = await createPhotoRepository(tx).create(userId, clientId, request.query, processed, photosWithoutConsent);
          if (photo === 'no-consent') throw conflict(MSG.photoNeedsConsent);
          return photo;
        };
        return reply.code(201).send(await auditedChange(app.db, actorOf(request), 'photo-add', create, (photo) => photo.clientId));
      },
    });
  });

  app.get('/client/:id/photos', {
    ...auditedRead,
    schema: {
      tags,
      summary: "Photos d'un client (métadonnées seulement), par zone puis date de prise de vue",
      operationId: 'listPhotos',
      params: idParamsSchema,
      querystring: photoListQuerySchema,
      response: { 200: photoListSchema },
    },
    handler: async (request) => {
      const { userId } = request.auth;
      const photos = found(await repo.list(userId, request.params.id, request.query.zone));
      await recordAudit(app.db, { userId, clientId: request.params.id, action: 'photo-list', requestId: request.id });
      return photos;
    },
  });

  for (const variant of ['image', 'thumbnail'] as const) {
    app.get(`/photo/:id/${variant}`, {
      ...auditedRead,
      schema: {
        tags,
        summary: variant === 'image' ? 'La photo (JPEG ré-encodé, sans métadonnées)' : 'La vignette de la photo (JPEG)',
        operationId: variant === 'image' ? 'getPhotoImage' : 'getPhotoThumbnail',
        params: idParamsSchema,
        response: { 200: binary('Image JPEG, jamais mise en cache (private, no-store)', ['image/jpeg']) },
      },
      handler: async (request, reply) => {
        const { userId } = request.auth;
        const photo = found(await repo.bytes(userId, request.params.id, variant));
        await recordAudit(app.db, { userId, clientId: photo.clientId, action: 'photo-view', requestId: request.id });
        return reply
          .header('Cache-Control', PRIVATE_IMAGE_CACHE_CONTROL)
          .header('Content-Disposition', `inline; filename="photo-${request.params.id}${variant === 'thumbnail' ? '-vignette' : ''}.jpg"`)
          .type('image/jpeg')
          .send(photo.bytes);
      },
    });
  }

  app.put('/photo/:id', {
    schema: {
      tags,
      summary: "Modifier la date, la zone ou la note d'une photo",
      operationId: 'updatePhoto',
      params: idParamsSchema,
      body: photoUpdateSchema,
      response: { 200: photoSchema },
    },
    handler: async (request) => {
      const update = (tx: Tx) => createPhotoRepository(tx).update(request.auth.userId, request.params.id, request.body);
      return auditedChange(app.db, actorOf(request), 'photo-update', update, (photo) => photo.clientId);
    },
  });

  app.delete('/photo/:id', {
    schema: {
      tags,
      summary: 'Supprimer une photo (image et vignette)',
      operationId: 'deletePhoto',
      params: idParamsSchema,
      response: { 204: noContent },
    },
    handler: async (request, reply) => {
      const remove = (tx: Tx) => createPhotoRepository(tx).remove(request.auth.userId, request.params.id);
      await auditedChange(app.db, actorOf(request), 'photo-delete', remove, (removed) => removed.clientId);
      return reply.code(204).send(null);
    },
  });
}
