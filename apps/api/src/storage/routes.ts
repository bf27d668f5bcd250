import { storageStatusSchema } from '@meche/contracts';
import type { App } from '../types';
import { createStorageRepository } from './repository';

/** What the practice's photos and logo take against its quota ('Réglages du cabinet', panel 'Stockage'). */
export async function storageRoutes(app: App): Promise<void> {
  const repo = createStorageRepository(app.db, app.config.storageQuotaBytes);
  app.get('/settings/storage', {
    schema: {
      tags: ['réglages'],
      summary: 'Espace occupé par les photos et le logo du cabinet, et son quota (octets)',
      operationId: 'getStorageStatus',
      response: { 200: storageStatusSchema },
    },
    handler: (request) => repo.status(request.auth.userId),
  });
}
