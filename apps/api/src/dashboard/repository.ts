import { count, desc, eq } from 'drizzle-orm';
import { DASHBOARD_RECENT_PROGRAMS, type DashboardSummary } from '@meche/contracts';
import type { Db } from '../db/database';
import { clients, products, programs } from '../db/schema';
import { numericToNumber } from '../shared/money';

/** Counts are served by the indexes leading with the practitioner id, like every list. */
export function createDashboardRepository(db: Db) {
  return {
    async summary(userId: number): Promise<DashboardSummary> {
      const [[clientCount], [productCount], [programCount], recent] = await Promise.all([
        db.select({ n: count() }).from(clients).where(eq(clients.userId, userId)),
        db.select({ n: count() }).from(products).where(eq(products.userId, userId)),
        db.select({ n: count() }).from(programs).where(eq(programs.userId, userId)),
        db
          .select({
            id: programs.id,
            clientId: programs.clientId,
            clientFirstName: clients.firstName,
            clientLastName: clients.lastName,
            programReference: programs.programReference,
            createdDate: programs.createdDate,
            totalProgramPrice: programs.totalProgramPrice,
          })
          .from(programs)
          .innerJoin(clients, eq(clients.id, programs.clientId))
          .where(eq(programs.userId, userId))
          .orderBy(desc(programs.createdDate), desc(programs.id))
          .limit(DASHBOARD_RECENT_PROGRAMS),
      ]);
      return {
        clients: clientCount?.n ?? 0,
        products: productCount?.n ?? 0,
        programs: programCount?.n ?? 0,
        recentPrograms: recent.map((r) => ({
          ...r,
          createdDate: r.createdDate.toISOString(),
          totalProgramPrice: numericToNumber(r.totalProgramPrice),
        })),
      };
    },
  };
}
