import { eq } from 'drizzle-orm';
import { DEFAULT_PRACTICE_RULES, type PracticeRules } from '@meche/contracts';
import type { Db } from '../db/database';
import { practiceRules } from '../db/schema';

const columns = { photosWithoutConsent: practiceRules.photosWithoutConsent, priceEntry: practiceRules.priceEntry };

/** One row per practitioner, created on the first save; no row reads as the defaults. */
export function createRulesRepository(db: Db) {
  return {
    async get(userId: number): Promise<PracticeRules> {
      const [row] = await db.select(columns).from(practiceRules).where(eq(practiceRules.userId, userId));
      return row ?? DEFAULT_PRACTICE_RULES;
    },

    async save(userId: number, rules: PracticeRules): Promise<PracticeRules> {
      const modified = new Date();
      const [row] = await db
        .insert(practiceRules)
        .values({ userId, ...rules, modified })
        .onConflictDoUpdate({ target: practiceRules.userId, set: { ...rules, modified } })
        .returning(columns);
      return row ?? rules;
    },
  };
}
