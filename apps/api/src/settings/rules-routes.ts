import { practiceRulesInputSchema, practiceRulesSchema } from '@meche/contracts';
import type { App } from '../types';
import { createRulesRepository } from './rules-repository';

const tags = ['réglages'];

/**
 * The practice's choices, one GET/PUT pair for every settings panel: reminders' delay, photos to retake, photos
 * without a recorded consent, prices typed TTC or HT, and where she lands after adding a client.
 */
export async function rulesRoutes(app: App): Promise<void> {
  const repo = createRulesRepository(app.db);

  app.get('/settings/rules', {
    schema: {
      tags,
      summary:
        'Choix du cabinet : rappels (heures avant la visite), photos à refaire (semaines), photos sans consentement recueilli, prix saisis TTC ou HT, page après l’ajout d’un client, date du lien d’agenda privé',
      operationId: 'getPracticeRules',
      response: { 200: practiceRulesSchema },
    },
    handler: (request) => repo.get(request.auth.userId),
  });

  app.put('/settings/rules', {
    schema: {
      tags,
      summary: 'Enregistrer les choix envoyés (les autres restent tels quels)',
      operationId: 'updatePracticeRules',
      body: practiceRulesInputSchema,
      response: { 200: practiceRulesSchema },
    },
    handler: (request) => repo.save(request.auth.userId, request.body),
  });
}
