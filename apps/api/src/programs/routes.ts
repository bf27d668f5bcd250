import {
  careCreateSchema,
  careCreatedSchema,
  careSchema,
  careUpdateSchema,
  clientIdParamsSchema,
  idParamsSchema,
  programCreateSchema,
  programListSchema,
  programSchema,
  programUpdateSchema,
} from '@meche/contracts';
import { found, notFound } from '../shared/http-errors';
import type { App } from '../types';
import { createProgramRepository } from './repository';

const tags = ['programmes'];

export async function programRoutes(app: App): Promise<void> {
  const repo = createProgramRepository(app.db);

  app.get('/programs/:clientId', {
    schema: { tags, params: clientIdParamsSchema, response: { 200: programListSchema } },
    handler: async (request) => found(await repo.listForClient(request.auth.userId, request.params.clientId)),
  });

  app.get('/program/:id', {
    schema: { tags, params: idParamsSchema, response: { 200: programSchema } },
    handler: async (request) => found(await repo.find(request.auth.userId, request.params.id)),
  });

  app.post('/program', {
    schema: { tags, body: programCreateSchema, response: { 201: programSchema } },
    handler: async (request, reply) => {
      const { clientId, ...input } = request.body;
      return reply.code(201).send(await repo.create(request.auth.userId, clientId, input, request.id));
    },
  });

  app.put('/program/update/:id', {
    schema: { tags, params: idParamsSchema, body: programUpdateSchema, response: { 200: programSchema } },
    handler: async (request) => found(await repo.update(request.auth.userId, request.params.id, request.body, request.id)),
  });

  app.delete('/program/:id', {
    schema: { tags, params: idParamsSchema },
    handler: async (request, reply) => {
      if (!(await repo.remove(request.auth.userId, request.params.id))) throw notFound();
      return reply.code(204).send();
    },
  });

  app.post('/care', {
    schema: { tags, body: careCreateSchema, response: { 201: careCreatedSchema } },
    handler: async (request, reply) => {
      const { programId, ...care } = request.body;
      const id = found(await repo.addCare(request.auth.userId, programId, care, request.id));
      return reply.code(201).send({ id });
    },
  });

  app.put('/care/:id', {
    schema: { tags, params: idParamsSchema, body: careUpdateSchema, response: { 200: careSchema } },
    handler: async (request) => found(await repo.updateCare(request.auth.userId, request.params.id, request.body, request.id)),
  });
}
