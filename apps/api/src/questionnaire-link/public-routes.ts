import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import {
  MSG,
  QUESTIONNAIRE_SUBMISSION_MAX_BYTES,
  questionnaireReceiptSchema,
  questionnaireSubmissionSchema,
} from '@meche/contracts';
import { auditedChanges } from '../audit/audited-change';
import type { Tx } from '../db/database';
import { HttpError } from '../shared/http-errors';
import { binary, messageBody } from '../shared/responses';
import type { App } from '../types';
import { CLIENT_FORM_PATH } from './client-form-path';
import { refusalPage, questionnairePage } from './page';
import { TOKEN_PATTERN, createQuestionnaireLinkRepository } from './repository';
import { cleanSignature } from './signature';
import { createFormThrottle } from './throttle';

const ASSETS_PATH = `${CLIENT_FORM_PATH}/assets`;
const BROWSER_MAX = 500;

const require = createRequire(import.meta.url);
/** The page's three files, read once: a fixed list, so no path from the request ever reaches the disk. */
const ASSETS: Record<string, { type: string; body: Buffer }> = {
  'form.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(new URL('./assets/form.js', import.meta.url)) },
  'form.css': { type: 'text/css; charset=utf-8', body: readFileSync(new URL('./assets/form.css', import.meta.url)) },
  'signature_pad.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(require.resolve('signature_pad')) },
};

const tokenParams = z.object({ token: z.string() });
const fileParams = z.object({ file: z.string() });
const publicRoute = { security: [] as [] };
const tags = ['questionnaire de la cliente'];

const unusable = () => new HttpError(404, MSG.linkUnusable);

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow').type('text/html; charset=utf-8').send(html);
}

/**
 * The client's side of her link: the page (HTML made here from the contracts), its files, and the submission. No
 * session: the token is the only key, so every request is throttled before the link is looked up, and every refusal
 * says the same thing.
 */
export async function clientFormRoutes(app: App): Promise<void> {
  const throttle = createFormThrottle(app.db, {
    maxPerLink: app.config.formMaxPerLink,
    maxPerIp: app.config.formMaxPerIp,
    windowS: app.config.loginWindowS,
  });

  app.get(`${CLIENT_FORM_PATH}/:token`, {
    schema: {
      tags,
      summary: 'La page de la cliente (HTML, sa propre CSP, noindex) : questionnaire vide, texte du consentement, signature',
      operationId: 'clientFormPage',
      params: tokenParams,
      ...publicRoute,
      response: {
        200: binary('La page du questionnaire', ['text/html']),
        404: binary('Lien inconnu, expiré, révoqué ou déjà utilisé : une page qui le dit, rien de plus', ['text/html']),
        429: binary('Trop de demandes pour ce lien ou cette adresse (Retry-After)', ['text/html']),
      },
    },
    handler: async (request, reply) => {
      try {
        await throttle(request.params.token, request.ip);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        reply.headers(error.headers);
        return sendPage(reply, 429, refusalPage(MSG.linkThrottled, ASSETS_PATH));
      }
      const token = request.params.token;
      const page = TOKEN_PATTERN.test(token) ? await createQuestionnaireLinkRepository(app.db).openable(token) : null;
      if (!page) return sendPage(reply, 404, refusalPage(MSG.linkUnusable, ASSETS_PATH));
      return sendPage(reply, 200, questionnairePage(page.practiceName, ASSETS_PATH));
    },
  });

  app.get(`${ASSETS_PATH}/:file`, {
    schema: {
      tags,
      summary: 'Les fichiers de la page de la cliente : form.js, form.css, signature_pad.js',
      operationId: 'clientFormAsset',
      params: fileParams,
      ...publicRoute,
      response: { 200: binary('Le fichier', ['text/javascript', 'text/css']), 404: messageBody.describe('Fichier inconnu') },
    },
    handler: async (request, reply) => {
      const asset = ASSETS[request.params.file];
      if (!asset || !Object.hasOwn(ASSETS, request.params.file)) throw new HttpError(404, MSG.notFound);
      return reply.header('Cache-Control', 'public, max-age=3600').type(asset.type).send(asset.body);
    },
  });

  app.post('/api/form/:token', {
    bodyLimit: QUESTIONNAIRE_SUBMISSION_MAX_BYTES,
    schema: {
      tags,
      summary: 'Envoyer les réponses, le consentement et la signature de la cliente (lien à usage unique, sans session)',
      operationId: 'submitQuestionnaire',
      ...publicRoute,
      params: tokenParams,
      body: questionnaireSubmissionSchema,
      response: {
        200: questionnaireReceiptSchema,
        404: messageBody.describe('Lien inconnu, expiré, révoqué ou déjà utilisé (une seule réponse pour tous)'),
        429: messageBody.describe('Trop de demandes pour ce lien ou cette adresse : réessayer après Retry-After'),
      },
    },
    // Counted and checked before the body is validated: a guess costs a request whatever it sends, and an unusable
    // link answers its refusal whatever the body (the submission checks it again, locked, in its transaction).
    preValidation: async (request) => {
      const { token } = request.params as { token: string };
      await throttle(token, request.ip);
      if (!TOKEN_PATTERN.test(token) || !(await createQuestionnaireLinkRepository(app.db).openable(token))) throw unusable();
    },
    handler: async (request) => {
      const { token } = request.params;
      const signature = await cleanSignature(request.body.signature);
      const browser = String(request.headers['user-agent'] ?? '').slice(0, BROWSER_MAX);
      // Audited in the practitioner's name, who owns the link: the client has no account.
      const submit = async (tx: Tx) => {
        const submitted = await createQuestionnaireLinkRepository(tx).submit(token, request.body.answers, { signature, address: request.ip, browser });
        if (!submitted) throw unusable();
        return submitted;
      };
      await auditedChanges(app.db, request.id, submit, (submitted) =>
        (['questionnaire-submit', 'consent-record'] as const).map((action) => ({ ...submitted, action })),
      );
      return { message: MSG.questionnaireReceived };
    },
  });
}
