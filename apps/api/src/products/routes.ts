import { MSG, idParamsSchema, pageSchema, productInputSchema, productListQuerySchema, productSchema } from '@meche/contracts';
import { FieldValidationError, conflict, found, notFound } from '../shared/http-errors';
import { messageBody, noContent } from '../shared/responses';
import type { App } from '../types';
import { UnknownCategoryError, createProductRepository } from './repository';

const tags = ['products'];

/** A category id that is missing or someone else's is a field error of the body. */
async function withCategoryCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UnknownCategoryError) throw new FieldValidationError({ categoryDTO: MSG.notFound });
    throw error;
  }
}

export async function productRoutes(app: App): Promise<void> {
  const repo = createProductRepository(app.db);

  app.get('/products', {
    schema: {
      tags,
      summary: 'Produits du praticien, par page, avec recherche et tri',
      operationId: 'listProducts',
      querystring: productListQuerySchema,
      response: { 200: pageSchema(productSchema) },
    },
    handler: (request) => repo.list(request.auth.userId, request.query),
  });

  app.post('/product', {
    schema: { tags, summary: 'Créer un produit', operationId: 'createProduct', body: productInputSchema, response: { 201: productSchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await withCategoryCheck(() => repo.create(request.auth.userId, request.body))),
  });

  app.get('/product/:id', {
    schema: { tags, summary: 'Un produit', operationId: 'getProduct', params: idParamsSchema, response: { 200: productSchema } },
    handler: async (request) => found(await repo.find(request.auth.userId, request.params.id)),
  });

  app.put('/product/:id', {
    schema: {
      tags,
      summary: 'Modifier un produit',
      operationId: 'updateProduct',
      params: idParamsSchema,
      body: productInputSchema,
      response: { 200: productSchema },
    },
    handler: async (request) =>
      found(await withCategoryCheck(() => repo.update(request.auth.userId, request.params.id, request.body))),
  });

  app.delete('/product/:id', {
    schema: {
      tags,
      summary: 'Supprimer un produit utilisé dans aucun soin',
      operationId: 'deleteProduct',
      params: idParamsSchema,
      response: { 204: noContent, 409: messageBody.describe('Le produit est utilisé dans un soin') },
    },
    handler: async (request, reply) => {
      const outcome = await repo.remove(request.auth.userId, request.params.id);
      if (outcome === 'missing') throw notFound();
      if (outcome === 'in-use') throw conflict(MSG.productInUse);
      return reply.code(204).send(null);
    },
  });
}
