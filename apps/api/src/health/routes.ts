import { z } from 'zod';
import { MSG } from '@meche/contracts';
import { HttpError } from '../shared/http-errors';
import type { App } from '../types';

export async function healthRoutes(app: App): Promise<void> {
  app.get('/health', {
    schema: {
      tags: ['health'],
      summary: 'État du service et de sa base de données',
      operationId: 'getHealth',
      security: [],
      response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
    },
    handler: async (request) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, MSG.unavailable);
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  });
}
