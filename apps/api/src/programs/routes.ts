import {
  careCreateSchema,
  careCreatedSchema,
  careInputSchema,
  careSchema,
  clientIdParamsSchema,
  contraindicationConflictBodySchema,
  idParamsSchema,
  programCreateSchema,
  programListSchema,
  programSchema,
  programUpdateSchema,
} from '@meche/contracts';
import { found, notFound } from '../shared/http-errors';
import { messageBody, noContent } from '../shared/responses';
import type { App } from '../types';
import { createProgramRepository } from './repository';

const tags = ['programmes'];

/** A save whose cares use products contraindicated for the client, without an acknowledgement of those reasons. */
const saveErrors = {
  409: contraindicationConflictBodySchema.or(messageBody).describe(
    'Produit contre-indiqué par une réponse déclarée du client, sans prise en compte de ces raisons : renvoyer le soin avec acknowledgedContraindications',
  ),
};

export async function programRoutes(app: App): Promise<void> {
  const repo = createProgramRepository(app.db);

  app.get('/programs/:clientId', {
    schema: {
      tags,
      summary: "Programmes d'un client, avec leurs soins",
      operationId: 'listClientPrograms',
      params: clientIdParamsSchema,
      response: { 200: programListSchema },
    },
    handler: async (request) => found(await repo.listForClient(request.auth.userId, request.params.clientId)),
  });

  app.get('/program/:id', {
    schema: { tags, summary: 'Un programme et ses soins', operationId: 'getProgram', params: idParamsSchema, response: { 200: programSchema } },
    handler: async (request) => found(await repo.find(request.auth.userId, request.params.id)),
  });

  app.post('/program', {
    schema: {
      tags,
      summary: 'Créer un programme et ses soins (contre-indications vérifiées)',
      operationId: 'createProgram',
      body: programCreateSchema,
      response: { 201: programSchema, ...saveErrors },
    },
    handler: async (request, reply) => {
      const { clientId, ...input } = request.body;
      return reply.code(201).send(await repo.create(request.auth.userId, clientId, input, request.id));
    },
  });

  app.put('/program/update/:id', {
    schema: {
      tags,
      summary: 'Enregistrer un programme, ou seulement le planning de ses soins (contre-indications vérifiées)',
      operationId: 'updateProgram',
      params: idParamsSchema,
      body: programUpdateSchema,
      response: { 200: programSchema, ...saveErrors },
    },
    handler: async (request) => found(await repo.update(request.auth.userId, request.params.id, request.body, request.id)),
  });

  app.delete('/program/:id', {
    schema: { tags, summary: 'Supprimer un programme et ses soins', operationId: 'deleteProgram', params: idParamsSchema, response: { 204: noContent } },
    handler: async (request, reply) => {
      if (!(await repo.remove(request.auth.userId, request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  });

  app.post('/care', {
    schema: {
      tags,
      summary: 'Ajouter un soin à un programme (contre-indications vérifiées)',
      operationId: 'createCare',
      body: careCreateSchema,
      response: { 201: careCreatedSchema, ...saveErrors },
    },
    handler: async (request, reply) => {
      const { programId, ...care } = request.body;
      const id = found(await repo.addCare(request.auth.userId, programId, care, request.id));
      return reply.code(201).send({ id });
    },
  });

  app.put('/care/:id', {
    schema: {
      tags,
      summary: 'Modifier un soin (contre-indications vérifiées)',
      operationId: 'updateCare',
      params: idParamsSchema,
      body: careInputSchema,
      response: { 200: careSchema, ...saveErrors },
    },
    handler: async (request) => found(await repo.updateCare(request.auth.userId, request.params.id, request.body, request.id)),
  });
}
