import QRCode from 'qrcode';
import {
  MSG,
  clientSchema,
  createdQuestionnaireLinkSchema,
  currentProposalSchema,
  currentQuestionnaireLinkSchema,
  idParamsSchema,
  proposalDecisionSchema,
} from '@meche/contracts';
import { actorOf, auditedChange } from '../audit/audited-change';
import { recordAudit } from '../audit/repository';
import type { Tx } from '../db/database';
import { inTransaction } from '../db/transaction';
import { conflict, found, notFound } from '../shared/http-errors';
import { messageBody, noContent } from '../shared/responses';
import type { App } from '../types';
import { CLIENT_FORM_PATH } from './client-form-path';
import { createQuestionnaireLinkRepository } from './repository';

const tags = ['questionnaire de la cliente'];

/** The practitioner's side of the client's link: send, see, revoke, and decide on the answers she proposed. */
export async function questionnaireLinkRoutes(app: App): Promise<void> {
  app.post('/client/:id/questionnaire-link', {
    schema: {
      tags,
      summary: 'Créer le lien du questionnaire de ce client (7 jours, une réponse) ; les liens précédents non utilisés sont révoqués',
      operationId: 'createQuestionnaireLink',
      params: idParamsSchema,
      response: { 201: createdQuestionnaireLinkSchema },
    },
    handler: async (request, reply) => {
      const create = (tx: Tx) => createQuestionnaireLinkRepository(tx).create(request.auth.userId, request.params.id);
      const { link, token } = await auditedChange(app.db, actorOf(request), 'questionnaire-link-create', create, (made) => made.link.clientId);
      // The address the practitioner's browser reached: the client opens the same deployment.
      const url = `${request.protocol}://${request.host}${CLIENT_FORM_PATH}/${token}`;
      const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return reply.code(201).send({ link, url, qrSvg });
    },
  });

  app.get('/client/:id/questionnaire-link', {
    schema: {
      tags,
      summary: 'Le dernier lien du questionnaire de ce client et son état (null avant le premier)',
      operationId: 'getQuestionnaireLink',
      params: idParamsSchema,
      response: { 200: currentQuestionnaireLinkSchema },
    },
    handler: async (request) => {
      const link = await createQuestionnaireLinkRepository(app.db).latest(request.auth.userId, request.params.id);
      if (link === undefined) throw notFound();
      return link;
    },
  });

  app.delete('/client/:id/questionnaire-link', {
    schema: {
      tags,
      summary: 'Révoquer le lien non utilisé de ce client',
      operationId: 'revokeQuestionnaireLink',
      params: idParamsSchema,
      response: { 204: noContent },
    },
    handler: async (request, reply) => {
      const revoke = (tx: Tx) => createQuestionnaireLinkRepository(tx).revoke(request.auth.userId, request.params.id);
      await auditedChange(app.db, actorOf(request), 'questionnaire-link-revoke', revoke, (clientId) => clientId);
      return reply.code(204).send(null);
    },
  });

  app.get('/client/:id/proposal', {
    schema: {
      tags,
      summary: 'Les réponses proposées par la cliente sur son lien, en attente de décision (null si aucune)',
      operationId: 'getProposal',
      params: idParamsSchema,
      response: { 200: currentProposalSchema },
    },
    handler: async (request) => {
      const proposal = await createQuestionnaireLinkRepository(app.db).proposal(request.auth.userId, request.params.id);
      if (proposal === undefined) throw notFound();
      return proposal;
    },
  });

  app.post('/client/:id/proposal/decision', {
    schema: {
      tags,
      summary: 'Reprendre dans le dossier les réponses proposées choisies (accept), écarter les autres',
      operationId: 'decideProposal',
      params: idParamsSchema,
      body: proposalDecisionSchema,
      response: { 200: clientSchema, 409: messageBody.describe('Plus de réponses en attente (déjà traitées)') },
    },
    handler: async (request) => {
      const { userId } = request.auth;
      const clientId = request.params.id;
      // Taking answers into the file is a change of its health answers: audited as any other ('update').
      const decided = await inTransaction(app.db, async (tx) => {
        const outcome = await createQuestionnaireLinkRepository(tx).decide(userId, clientId, request.body.accept);
        if (outcome !== null && outcome !== 'gone' && request.body.accept.length > 0) {
          await recordAudit(tx, { userId, clientId, action: 'update', requestId: request.id });
        }
        return outcome;
      });
      if (decided === 'gone') throw conflict(MSG.proposalGone);
      return found(decided);
    },
  });
}
