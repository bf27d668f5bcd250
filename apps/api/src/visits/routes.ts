import type { FastifyRequest } from 'fastify';
import {
  clientIdParamsSchema,
  idParamsSchema,
  visitInputSchema,
  visitListSchema,
  visitRangeQuerySchema,
  visitSchema,
  type AuditAction,
} from '@meche/contracts';
import { auditedChanges } from '../audit/audited-change';
import type { Tx } from '../db/database';
import { found } from '../shared/http-errors';
import { messageBody, noContent } from '../shared/responses';
import type { App } from '../types';
import { createVisitRepository, type VisitChange } from './repository';

const tags = ['agenda'];
const overlap = messageBody.describe('Le créneau chevauche une autre visite du praticien (message en français), ou la visite est annulée');

const AUDITED: Record<VisitChange['type'], AuditAction> = {
  created: 'visit-book',
  moved: 'visit-move',
  updated: 'visit-update',
  cancelled: 'visit-cancel',
};

/**
 * A visit change, within its transaction: `change` makes it and its followers hear of it there; it is audited on the
 * client file it belongs to (on both files when the visit changed client), like any other change of a client file.
 * A change that changed nothing (a visit already cancelled) is neither followed nor audited.
 */
function visitChange<T>(app: App, request: FastifyRequest, change: (tx: Tx) => Promise<T | null>, made: (result: T) => VisitChange | null): Promise<T> {
  const followed = async (tx: Tx) => {
    const result = await change(tx);
    const visit = result === null ? null : made(result);
    if (visit) await app.visitChanges.publish(visit, tx);
    return result;
  };
  return auditedChanges(app.db, request.id, followed, (result) => {
    const visit = made(result);
    if (!visit) return [];
    const clientIds = new Set([visit.before?.clientId ?? visit.after.clientId, visit.after.clientId]);
    return [...clientIds].map((clientId) => ({ userId: request.auth.userId, clientId, action: AUDITED[visit.type] }));
  });
}

/**
 * The practitioner's agenda: follow-up visits of her clients. Instants travel as ISO strings; days are Paris days.
 * Every change goes through `app.visitChanges` inside its transaction (reminders, calendar feed follow it there) and
 * is audited on the client's file.
 */
export async function visitRoutes(app: App): Promise<void> {
  const repo = createVisitRepository(app.db);

  app.get('/visits', {
    schema: {
      tags,
      summary: 'Visites (non annulées) commençant dans les `days` jours de Paris à partir de `from` (vue jour : 1, vue semaine : 7)',
      operationId: 'listVisits',
      querystring: visitRangeQuerySchema,
      response: { 200: visitListSchema },
    },
    handler: (request) => repo.range(request.auth.userId, request.query.from, request.query.days),
  });

  app.get('/client/:clientId/visits', {
    schema: {
      tags,
      summary: "Visites d'un client, annulées comprises, dans l'ordre chronologique",
      operationId: 'listClientVisits',
      params: clientIdParamsSchema,
      response: { 200: visitListSchema },
    },
    handler: async (request) => found(await repo.ofClient(request.auth.userId, request.params.clientId)),
  });

  app.get('/visit/:id', {
    schema: { tags, summary: 'Une visite', operationId: 'getVisit', params: idParamsSchema, response: { 200: visitSchema } },
    handler: async (request) => found(await repo.get(request.auth.userId, request.params.id)),
  });

  app.post('/visit', {
    schema: {
      tags,
      summary: 'Réserver une visite (client, début, durée, type, note, programme facultatif)',
      operationId: 'createVisit',
      body: visitInputSchema,
      response: { 201: visitSchema, 409: overlap },
    },
    handler: async (request, reply) => {
      const create = (tx: Tx) => createVisitRepository(tx).create(request.auth.userId, request.body);
      const change = await visitChange(app, request, create, (made) => made);
      return reply.code(201).send(change.after);
    },
  });

  app.put('/visit/:id', {
    schema: {
      tags,
      summary: 'Déplacer ou modifier une visite',
      operationId: 'updateVisit',
      params: idParamsSchema,
      body: visitInputSchema,
      response: { 200: visitSchema, 409: overlap },
    },
    handler: async (request) => {
      const update = (tx: Tx) => createVisitRepository(tx).update(request.auth.userId, request.params.id, request.body);
      return (await visitChange(app, request, update, (made) => made)).after;
    },
  });

  app.delete('/visit/:id', {
    schema: {
      tags,
      summary: "Annuler une visite : elle reste dans l'historique du client et libère son créneau",
      operationId: 'cancelVisit',
      params: idParamsSchema,
      response: { 204: noContent },
    },
    handler: async (request, reply) => {
      const cancel = (tx: Tx) => createVisitRepository(tx).cancel(request.auth.userId, request.params.id);
      await visitChange(app, request, cancel, (cancelled) => cancelled.change);
      return reply.code(204).send(null);
    },
  });
}
