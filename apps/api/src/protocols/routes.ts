import {
  contraindicationConflictBodySchema,
  idParamsSchema,
  parisTodayIso,
  programFromProtocolSchema,
  programSchema,
  protocolCreateSchema,
  protocolListSchema,
  protocolRenameSchema,
  protocolSchema,
} from '@meche/contracts';
import { createProgramRepository } from '../programs/repository';
import { found, notFound } from '../shared/http-errors';
import { messageBody, noContent } from '../shared/responses';
import type { App } from '../types';
import { createProtocolRepository } from './repository';

const tags = ['protocoles'];
const nameTaken = { 409: messageBody.describe('Un autre protocole du cabinet porte déjà ce nom') };

export async function protocolRoutes(app: App): Promise<void> {
  const repo = createProtocolRepository(app.db);
  const programs = createProgramRepository(app.db);

  app.get('/protocols', {
    schema: { tags, summary: 'Protocoles (modèles de programme) du cabinet, par nom', operationId: 'listProtocols', response: { 200: protocolListSchema } },
    handler: async (request) => repo.list(request.auth.userId),
  });

  app.post('/protocol', {
    schema: {
      tags,
      summary: "Enregistrer un programme comme protocole : soins, quantités, planning compté depuis le début, doses",
      operationId: 'createProtocol',
      body: protocolCreateSchema,
      response: { 201: protocolSchema, ...nameTaken },
    },
    handler: async (request, reply) => {
      const { programId, name } = request.body;
      return reply.code(201).send(found(await repo.createFromProgram(request.auth.userId, programId, name)));
    },
  });

  app.put('/protocol/:id', {
    schema: {
      tags,
      summary: 'Renommer un protocole',
      operationId: 'renameProtocol',
      params: idParamsSchema,
      body: protocolRenameSchema,
      response: { 200: protocolSchema, ...nameTaken },
    },
    handler: async (request) => found(await repo.rename(request.auth.userId, request.params.id, request.body.name)),
  });

  app.delete('/protocol/:id', {
    schema: { tags, summary: 'Supprimer un protocole (les programmes faits depuis restent)', operationId: 'deleteProtocol', params: idParamsSchema, response: { 204: noContent } },
    handler: async (request, reply) => {
      if (!(await repo.remove(request.auth.userId, request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  });

  app.post('/protocol/:id/program', {
    schema: {
      tags,
      summary: "Nouveau programme d'un client depuis un protocole, aux prix du catalogue du jour (contre-indications vérifiées)",
      operationId: 'createProgramFromProtocol',
      params: idParamsSchema,
      body: programFromProtocolSchema,
      response: {
        201: programSchema,
        409: contraindicationConflictBodySchema.describe(
          'Produit contre-indiqué par une réponse déclarée du client : renvoyer la demande avec ses raisons dans acknowledgements',
        ),
      },
    },
    handler: async (request, reply) => {
      const { userId } = request.auth;
      const { clientId, programReference, acknowledgements } = request.body;
      const template = found(await repo.template(userId, request.params.id, acknowledgements));
      // The same write path as any save: catalogue figures for new cares, contraindications checked, total summed.
      const program = await programs.create(
        userId,
        clientId,
        {
          programReference: programReference || template.name,
          startDate: parisTodayIso(),
          cares: template.cares.map(({ productId, ...care }) => ({ ...care, id: null, productDTO: { id: productId }, useCataloguePrice: false })),
        },
        request.id,
      );
      return reply.code(201).send(program);
    },
  });
}
