import { PHOTO_MAX_BYTES, practiceSettingsInputSchema, practiceSettingsSchema } from '@meche/contracts';
import { inTransaction } from '../db/transaction';
import { notFound } from '../shared/http-errors';
import { PRIVATE_IMAGE_CACHE_CONTROL, imageBodySchema, imageUploadScope, uploadedBytes } from '../shared/image-upload';
import { binary, messageBody, noContent } from '../shared/responses';
import { createStorageRepository } from '../storage/repository';
import type { App } from '../types';
import { inImageQueue } from '../heavy-work/image-queue';
import { processLogo } from './process-logo';
import { createSettingsRepository } from './repository';

const tags = ['réglages'];

/**
 * The practice details printed on the sheets, per practitioner. The logo is private like the photos: served only to
 * its owner, never cached by the browser or anything in between.
 */
export async function settingsRoutes(app: App): Promise<void> {
  const repo = createSettingsRepository(app.db);
  const quota = app.config.storageQuotaBytes;

  app.get('/settings', {
    schema: {
      tags,
      summary: 'Réglages du cabinet (nom, adresse, téléphone, SIRET, logo présent) ; null = valeur par défaut de config.json',
      operationId: 'getPracticeSettings',
      response: { 200: practiceSettingsSchema },
    },
    handler: (request) => repo.get(request.auth.userId),
  });

  app.put('/settings', {
    schema: {
      tags,
      summary: 'Enregistrer le nom, l’adresse, le téléphone et le SIRET du cabinet',
      operationId: 'updatePracticeSettings',
      body: practiceSettingsInputSchema,
      response: { 200: practiceSettingsSchema },
    },
    handler: (request) => repo.save(request.auth.userId, request.body),
  });

  await imageUploadScope(app, (upload) => {
    upload.put('/settings/logo', {
      bodyLimit: PHOTO_MAX_BYTES,
      schema: {
        tags,
        summary: "Remplacer le logo : l'image est le corps (JPEG, PNG ou WebP, 15 Mo au plus), vérifiée comme les photos",
        operationId: 'uploadPracticeLogo',
        ...imageBodySchema,
        response: { 200: practiceSettingsSchema, 413: messageBody.describe('Image de plus de 15 Mo, ou espace de stockage du cabinet plein') },
      },
      handler: async (request) => {
        const { userId } = request.auth;
        const logo = await inImageQueue(app.imageQueue, userId, () => processLogo(uploadedBytes(request.body)));
        return inTransaction(app.db, async (tx) => {
          await createStorageRepository(tx, quota).reserve(userId, logo.length, { replacingLogo: true });
          return createSettingsRepository(tx).saveLogo(userId, logo);
        });
      },
    });
  });

  app.get('/settings/logo', {
    schema: {
      tags,
      summary: 'Le logo du cabinet (JPEG), jamais mis en cache ; 404 sans logo',
      operationId: 'getPracticeLogo',
      response: { 200: binary('Image JPEG, jamais mise en cache (private, no-store)', ['image/jpeg']) },
    },
    handler: async (request, reply) => {
      const logo = await repo.logo(request.auth.userId);
      if (!logo) throw notFound();
      return reply.header('Cache-Control', PRIVATE_IMAGE_CACHE_CONTROL).type('image/jpeg').send(logo);
    },
  });

  app.delete('/settings/logo', {
    schema: {
      tags,
      summary: 'Retirer le logo : les fiches reprennent celui de config.json',
      operationId: 'deletePracticeLogo',
      response: { 204: noContent },
    },
    handler: async (request, reply) => {
      await repo.saveLogo(request.auth.userId, null);
      return reply.code(204).send(null);
    },
  });
}
