import { clientSchema, consentInputSchema, consentWithdrawalResultSchema, consentWithdrawalSchema, idParamsSchema } from '@meche/contracts';
import { recordAudit } from '../audit/repository';
import { found } from '../shared/http-errors';
import type { App } from '../types';
import { recordConsent, withdrawConsent } from './repository';

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
      const { userId } = request.auth;
      return app.db.transaction(async (tx) => {
        const client = found(await recordConsent(tx, userId, request.params.id, request.body));
        await recordAudit(tx, { userId, clientId: client.id, action: 'consent-record', requestId: request.id });
        return client;
      });
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
      const { userId } = request.auth;
      return app.db.transaction(async (tx) => {
        const result = found(await withdrawConsent(tx, userId, request.params.id));
        await recordAudit(tx, { userId, clientId: result.client.id, action: 'consent-withdraw', requestId: request.id });
        return result;
      });
    },
  });
}
