import {
  MSG,
  clientInputSchema,
  clientListQuerySchema,
  clientSchema,
  clientSummarySchema,
  idParamsSchema,
  pageSchema,
} from '@meche/contracts';
import { conflict, found, notFound } from '../shared/http-errors';
import type { App } from '../types';
import { createClientRepository } from './repository';

const tags = ['clients'];

export async function clientRoutes(app: App): Promise<void> {
  const repo = createClientRepository(app.db);

  app.get('/clients', {
    schema: { tags, querystring: clientListQuerySchema, response: { 200: pageSchema(clientSummarySchema) } },
    handler: (request) => repo.list(request.auth.userId, request.query),
  });

  app.post('/client', {
    schema: { tags, body: clientInputSchema, response: { 201: clientSchema } },
    handler: async (request, reply) => reply.code(201).send(await repo.create(request.auth.userId, request.body)),
  });

  app.get('/client/:id', {
    schema: { tags, params: idParamsSchema, response: { 200: clientSchema } },
    handler: async (request) => found(await repo.find(request.auth.userId, request.params.id)),
  });

  app.put('/client/:id', {
    schema: { tags, params: idParamsSchema, body: clientInputSchema, response: { 200: clientSchema } },
    handler: async (request) => found(await repo.update(request.auth.userId, request.params.id, request.body)),
  });

  app.delete('/client/:id', {
    schema: { tags, params: idParamsSchema },
    handler: async (request, reply) => {
      const outcome = await repo.remove(request.auth.userId, request.params.id);
      if (outcome === 'missing') throw notFound();
      if (outcome === 'has-programs') throw conflict(MSG.clientHasPrograms);
      return reply.code(204).send();
    },
  });
}
