import QRCode from 'qrcode';
import {
  MSG,
  QUESTIONNAIRE_LINK_TTL_DAYS,
  type Client,
  clientSchema,
  createdQuestionnaireLinkSchema,
  currentProposalSchema,
  currentQuestionnaireLinkSchema,
  idParamsSchema,
  proposalDecisionSchema,
} from '@meche/contracts';
import { actorOf, auditedChange, auditedChanges } from '../audit/audited-change';
import type { Tx } from '../db/database';
import { createClientRepository } from '../clients/repository';
import type { OutgoingMail } from '../mail/mail-queue';
import { createSettingsRepository } from '../settings/repository';
import { conflict, found, notFound } from '../shared/http-errors';
import { messageBody, noContent } from '../shared/responses';
import type { App } from '../types';
import { createUserRepository } from '../users/repository';
import { CLIENT_FORM_PATH } from './client-form-path';
import { createQuestionnaireLinkRepository } from './repository';

const tags = ['questionnaire de la cliente'];

/** The e-mail that carries the link: the practice's name, the link, how long it lasts. */
async function questionnaireMail(tx: Tx, userId: number, client: { id: number; firstName: string }, to: string, url: string): Promise<OutgoingMail> {
  const settings = await createSettingsRepository(tx).get(userId);
  const user = await createUserRepository(tx).findById(userId);
  const practice = settings.name?.trim() || user?.name || 'Mèche';
  return {
    userId,
    clientId: client.id,
    kind: 'document',
    to,
    subject: `Votre questionnaire avant votre rendez-vous (${practice})`,
    text: [
      `Bonjour ${client.firstName},`,
      '',
      `${practice} vous invite à remplir votre questionnaire et à signer votre consentement avant votre rendez-vous :`,
      url,
      '',
      `Ce lien vous est personnel, il est valable ${QUESTIONNAIRE_LINK_TTL_DAYS} jours et pour un seul envoi.`,
      '',
      practice,
    ].join('\n'),
  };
}

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
      const { userId } = request.auth;
      // The address the practitioner's browser reached: the client opens the same deployment.
      const urlOf = (token: string) => `${request.protocol}://${request.host}${CLIENT_FORM_PATH}/${token}`;
      const create = async (tx: Tx) => {
        const made = await createQuestionnaireLinkRepository(tx).create(userId, request.params.id);
        if (!made) return null;
        const client = found(await createClientRepository(tx).find(userId, request.params.id));
        const emailedTo = client.email?.trim() || null;
        // Queued in the link's transaction: a link that was not made is never sent.
        if (emailedTo) await app.mail.enqueue(tx, await questionnaireMail(tx, userId, client, emailedTo, urlOf(made.token)));
        return { ...made, emailedTo };
      };
      const { link, token, emailedTo } = await auditedChange(app.db, actorOf(request), 'questionnaire-link-create', create, (made) => made.link.clientId);
      const url = urlOf(token);
      const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return reply.code(201).send({ link, url, qrSvg, emailedTo });
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
      const decide = (tx: Tx) => createQuestionnaireLinkRepository(tx).decide(userId, clientId, request.body.accept);
      // Taking answers into the file is a change of its health answers: audited as any other ('update').
      const taken = (outcome: Client | 'gone') => outcome !== 'gone' && request.body.accept.length > 0;
      const decided = await auditedChanges(app.db, request.id, decide, (outcome) => (taken(outcome) ? [{ userId, clientId, action: 'update' }] : []));
      if (decided === 'gone') throw conflict(MSG.proposalGone);
      return decided;
    },
  });
}
