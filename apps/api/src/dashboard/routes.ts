import { dashboardSummarySchema, todaySchema } from '@meche/contracts';
import type { App } from '../types';
import { createDashboardRepository } from './repository';
import { createTodayRepository } from './today';

export async function dashboardRoutes(app: App): Promise<void> {
  const repo = createDashboardRepository(app.db);

  app.get('/dashboard', {
    schema: {
      tags: ['tableau de bord'],
      summary: 'Nombre de clients, de produits et de programmes du praticien, et ses derniers programmes',
      operationId: 'getDashboardSummary',
      response: { 200: dashboardSummarySchema },
    },
    handler: (request) => repo.summary(request.auth.userId),
  });

  const today = createTodayRepository(app.db);
  app.get('/dashboard/today', {
    schema: {
      tags: ['tableau de bord'],
      summary: "Aujourd'hui : les visites du jour, les cures sans prochaine visite ou qui finissent dans 7 jours, les consentements manquants et les photos à refaire",
      operationId: 'getToday',
      response: { 200: todaySchema },
    },
    handler: (request) => today.today(request.auth.userId),
  });
}
