import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { practiceSettings } from '../db/schema';

/** 256 random bits: a link nobody guesses, as a calendar application keeps it. */
const TOKEN_BYTES = 32;

/** Only this is stored: a leaked database gives no working link. */
const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The practice's private calendar link, kept in its settings row (its choices are in settings/rules-repository). */
export function createFollowUpRepository(db: Db) {
  return {
    /** A new link, replacing the previous one (which stops working at once); the token is returned once. */
    async rotateFeed(userId: number): Promise<{ token: string; created: Date }> {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const created = new Date();
      const values = { calendarFeedTokenHash: hashFeedToken(token), calendarFeedCreated: created };
      await db.insert(practiceSettings).values({ userId, ...values }).onConflictDoUpdate({ target: practiceSettings.userId, set: values });
      return { token, created };
    },

    async revokeFeed(userId: number): Promise<void> {
      await db
        .update(practiceSettings)
        .set({ calendarFeedTokenHash: null, calendarFeedCreated: null })
        .where(eq(practiceSettings.userId, userId));
    },

    /** Whose feed a token opens; null for an unknown or revoked one. */
    async ownerOfFeed(token: string): Promise<number | null> {
      const [row] = await db
        .select({ userId: practiceSettings.userId })
        .from(practiceSettings)
        .where(eq(practiceSettings.calendarFeedTokenHash, hashFeedToken(token)));
      return row?.userId ?? null;
    },
  };
}
