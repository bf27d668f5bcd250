import { eq } from 'drizzle-orm';
import { normaliseEmail, type Role } from '@meche/contracts';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { returnedRow } from '../db/rows';
import { isUniqueViolation } from '../shared/loggable-error';

export type UserRow = typeof users.$inferSelect;

/** Thrown on a duplicate email (unique index). */
export class EmailTakenError extends Error {}

export function createUserRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, normaliseEmail(email)));
      return row ?? null;
    },

    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async count(): Promise<number> {
      return db.$count(users);
    },

    async create(input: { email: string; name: string; phone?: string | null; role: Role; passwordHash: string }) {
      try {
        return returnedRow(
          await db
            .insert(users)
            .values({ ...input, email: normaliseEmail(input.email), phone: input.phone ?? null })
            .returning(),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTakenError(input.email);
        throw error;
      }
    },

    async updateProfile(id: number, input: { name: string; email: string; phone: string | null }) {
      try {
        const [row] = await db
          .update(users)
          .set({ ...input, email: normaliseEmail(input.email), modified: new Date() })
          .where(eq(users.id, id))
          .returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTakenError(input.email);
        throw error;
      }
    },
  };
}
