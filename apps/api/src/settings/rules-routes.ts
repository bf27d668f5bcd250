import { practiceRulesInputSchema, practiceRulesSchema } from '@meche/contracts';
import type { App } from '../types';
import { createRulesRepository } from './rules-repository';

const tags = ['réglages'];

/** The practice's working rules: photos without a recorded consent, and whether product prices are typed TTC or HT. */
export async function rulesRoutes(app: App): Promise<void> {
  const repo = createRulesRepository(app.db);

  app.get('/settings/rules', {
    schema: {
      tags,
      summary: 'Règles de travail du cabinet : photos sans consentement recueilli, prix saisis TTC ou HT',
      operationId: 'getPracticeRules',
      response: { 200: practiceRulesSchema },
    },
    handler: (request) => repo.get(request.auth.userId),
  });

  app.put('/settings/rules', {
    schema: {
      tags,
      summary: 'Enregistrer les règles de travail du cabinet',
      operationId: 'updatePracticeRules',
      body: practiceRulesInputSchema,
      response: { 200: practiceRulesSchema },
    },
    handler: (request) => repo.save(request.auth.userId, request.body),
  });
}
