import { dashboardSummarySchema } from '@meche/contracts';
import type { App } from '../types';
import { createDashboardRepository } from './repository';

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
}
