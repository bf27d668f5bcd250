import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';

/** How many recent programmes the dashboard lists. */
export const DASHBOARD_RECENT_PROGRAMS = 5;

/** GET /api/dashboard: the practitioner's counts and latest programmes, for the home page's shortcuts. */
export const dashboardSummarySchema = z.object({
  clients: z.number(),
  products: z.number(),
  programs: z.number(),
  recentPrograms: z.array(
    z.object({
      id: z.number(),
      clientId: z.number(),
      clientFirstName: z.string(),
      clientLastName: z.string(),
      programReference: z.string(),
      createdDate: z.string(),
      totalProgramPrice: z.number(),
    }),
  ),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
