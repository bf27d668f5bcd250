import { z } from 'zod';
import { categoryInputSchema, categorySchema, idParamsSchema } from '@meche/contracts';
import { found, notFound } from '../shared/http-errors';
import { noContent } from '../shared/responses';
import type { App } from '../types';
import { createCategoryRepository } from './repository';

const tags = ['categories'];

export async function categoryRoutes(app: App): Promise<void> {
  const repo = createCategoryRepository(app.db);

  app.get('/categories', {
    schema: { tags, summary: 'Catégories du praticien', operationId: 'listCategories', response: { 200: z.array(categorySchema) } },
    handler: (request) => repo.list(request.auth.userId),
  });

  app.post('/category', {
    schema: { tags, summary: 'Créer une catégorie', operationId: 'createCategory', body: categoryInputSchema, response: { 201: categorySchema } },
    handler: async (request, reply) => reply.code(201).send(await repo.create(request.auth.userId, request.body)),
  });

  app.put('/category/:id', {
    schema: {
      tags,
      summary: 'Renommer une catégorie ou changer sa TVA',
      operationId: 'updateCategory',
      params: idParamsSchema,
      body: categoryInputSchema,
      response: { 200: categorySchema },
    },
    handler: async (request) => found(await repo.update(request.auth.userId, request.params.id, request.body)),
  });

  app.delete('/category/:id', {
    schema: { tags, summary: 'Supprimer une catégorie (ses produits restent, sans catégorie)', operationId: 'deleteCategory', params: idParamsSchema, response: { 204: noContent } },
    handler: async (request, reply) => {
      if (!(await repo.remove(request.auth.userId, request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  });
}
