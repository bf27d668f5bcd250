import { clientSchema, consentInputSchema, consentWithdrawalResultSchema, consentWithdrawalSchema, idParamsSchema } from '@meche/contracts';
import { actorOf, auditedChange } from '../audit/audited-change';
import type { Tx } from '../db/database';
import type { App } from '../types';
import { createConsentRepository } from './repository';

const tags = ['consentement'];

/** Consent to process health data: recorded on the client file, withdrawn with an explicit confirmation. Audited. */
export async function consentRoutes(app: App): Promise<void> {
  app.put('/client/:id/consent', {
    schema: {
      tags,
      summary: 'Consigner le consentement du client (date, mode de recueil, version du texte)',
      operationId: 'recordConsent',
      params: idParamsSchema,
      body: consentInputSchema,
      response: { 200: clientSchema },
    },
    handler: async (request) => {
      const record = (tx: Tx) => createConsentRepository(tx).record(request.auth.userId, request.params.id, request.body);
      return auditedChange(app.db, actorOf(request), 'consent-record', record, (client) => client.id);
    },
  });

  app.post('/client/:id/consent/withdrawal', {
    schema: {
      tags,
      summary: 'Retirer le consentement : efface les réponses de santé et les photos, garde l’identité (confirm: true requis)',
      operationId: 'withdrawConsent',
      params: idParamsSchema,
      body: consentWithdrawalSchema,
      response: { 200: consentWithdrawalResultSchema },
    },
    handler: async (request) => {
      const withdraw = (tx: Tx) => createConsentRepository(tx).withdraw(request.auth.userId, request.params.id);
      return auditedChange(app.db, actorOf(request), 'consent-withdraw', withdraw, (result) => result.client.id);
    },
  });
}
