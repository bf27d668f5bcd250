import { eq } from 'drizzle-orm';
import { DEFAULT_PRACTICE_RULES, type PracticeRules, type PracticeRulesInput } from '@meche/contracts';
import type { Db } from '../db/database';
import { practiceSettings } from '../db/schema';

const columns = {
  photosWithoutConsent: practiceSettings.photosWithoutConsent,
  priceEntry: practiceSettings.priceEntry,
  reminderLeadHours: practiceSettings.reminderLeadHours,
  photoRetakeWeeks: practiceSettings.photoRetakeWeeks,
  afterClientCreated: practiceSettings.afterClientCreated,
  calendarFeedCreated: practiceSettings.calendarFeedCreated,
};

/**
 * The practice's choices, in its one settings row (created on the first save): no row, or a null delay, reads as
 * the defaults.
 */
export function createRulesRepository(db: Db) {
  return {
    async get(userId: number): Promise<PracticeRules> {
      const [row] = await db.select(columns).from(practiceSettings).where(eq(practiceSettings.userId, userId));
      if (!row) return DEFAULT_PRACTICE_RULES;
      return {
        ...row,
        reminderLeadHours: row.reminderLeadHours ?? DEFAULT_PRACTICE_RULES.reminderLeadHours,
        photoRetakeWeeks: row.photoRetakeWeeks ?? DEFAULT_PRACTICE_RULES.photoRetakeWeeks,
        calendarFeedCreated: row.calendarFeedCreated?.toISOString() ?? null,
      };
    },

    /** Only the choices sent change: a panel saving its own never puts back another's older values. */
    async save(userId: number, change: PracticeRulesInput): Promise<PracticeRules> {
      const modified = new Date();
      await db
        .insert(practiceSettings)
        .values({ userId, ...change, modified })
        .onConflictDoUpdate({ target: practiceSettings.userId, set: { ...change, modified } });
      return this.get(userId);
    },
  };
}
