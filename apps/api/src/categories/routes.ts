import { z } from 'zod';
import {
  categoryConfirmQuerySchema,
  categoryInUseBodySchema,
  categoryInputSchema,
  categorySchema,
  categoryUsageSchema,
  idParamsSchema,
} from '@meche/contracts';
import { found, notFound } from '../shared/http-errors';
import { noContent } from '../shared/responses';
import type { App } from '../types';
import { createCategoryRepository } from './repository';

const tags = ['categories'];

const inUse = categoryInUseBodySchema.describe(
  'Des produits de la catégorie sont dans des programmes enregistrés : question en français et usage ; renvoyer avec ?confirm=true pour continuer',
);

export async function categoryRoutes(app: App): Promise<void> {
  const repo = createCategoryRepository(app.db);

  app.get('/categories', {
    schema: { tags, summary: 'Catégories du praticien', operationId: 'listCategories', response: { 200: z.array(categorySchema) } },
    handler: (request) => repo.list(request.auth.userId),
  });

  app.get('/category/:id/usage', {
    schema: {
      tags,
      summary: "Usage d'une catégorie : ses produits, ceux présents dans des programmes, et ces programmes",
      operationId: 'getCategoryUsage',
      params: idParamsSchema,
      response: { 200: categoryUsageSchema },
    },
    handler: async (request) => found(await repo.usage(request.auth.userId, request.params.id)),
  });

  app.post('/category', {
    schema: { tags, summary: 'Créer une catégorie', operationId: 'createCategory', body: categoryInputSchema, response: { 201: categorySchema } },
    handler: async (request, reply) => reply.code(201).send(await repo.create(request.auth.userId, request.body)),
  });

  app.put('/category/:id', {
    schema: {
      tags,
      summary: 'Renommer une catégorie ou changer sa TVA (confirmation demandée si des programmes enregistrés utilisent ses produits)',
      operationId: 'updateCategory',
      params: idParamsSchema,
      querystring: categoryConfirmQuerySchema,
      body: categoryInputSchema,
      response: { 200: categorySchema, 409: inUse },
    },
    handler: async (request) =>
      found(await repo.update(request.auth.userId, request.params.id, request.body, request.query.confirm)),
  });

  app.delete('/category/:id', {
    schema: {
      tags,
      summary: 'Supprimer une catégorie ; ses produits restent, sans catégorie (confirmation demandée si des programmes enregistrés les utilisent)',
      operationId: 'deleteCategory',
      params: idParamsSchema,
      querystring: categoryConfirmQuerySchema,
      response: { 204: noContent, 409: inUse },
    },
    handler: async (request, reply) => {
      if (!(await repo.remove(request.auth.userId, request.params.id, request.query.confirm))) throw notFound();
      return reply.code(204).send(null);
    },
  });
}
