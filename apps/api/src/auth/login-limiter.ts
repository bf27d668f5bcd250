import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

export interface LoginLimits {
  maxPerEmail: number;
  maxPerIp: number;
  windowS: number;
}

/** An attempt taken on both counters, or the seconds to wait before the next one may be taken. */
export type Reservation = { ok: true; giveBack(): Promise<void> } | { ok: false; retryAfterS: number };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const PRUNE_EVERY_MS = 60_000;

/**
 * Attempts counted per key in `login_attempts`, in windows of `windowS`: every API process shares the counts. Used by
 * the login (per email and per address) and by the client's questionnaire page (per link and per address).
 */
export function createAttemptCounter(db: Db, windowS: number) {
  let nextPrune = 0;
  return {
    /**
     * One statement, so the count and the check cannot be split by another process: a new or expired window starts
     * at 1, a live one grows only while under `max`. No row back means the limit was reached.
     */
    async take(key: string, max: number): Promise<boolean> {
      const result = await db.execute(sql`
        insert into login_attempts as a (key, attempts, window_ends)
        values (${key}, 1, now() + ${windowS}::int * interval '1 second')
        on conflict (key) do update set
          attempts = case when a.window_ends <= now() then 1 else a.attempts + 1 end,
          window_ends = case when a.window_ends <= now() then excluded.window_ends else a.window_ends end
        where a.window_ends <= now() or a.attempts < ${max}::int
        returning attempts`);
      return rowsOf(result).length > 0;
    },

    async retryAfter(key: string): Promise<number> {
      const result = await db.execute(
        sql`select ceil(extract(epoch from window_ends - now()))::int as wait from login_attempts where key = ${key}`,
      );
      return Math.max(1, Number(rowsOf<{ wait: number }>(result)[0]?.wait ?? 1));
    },

    async giveBack(keys: string[]): Promise<void> {
      await db.execute(sql`
        update login_attempts set attempts = attempts - 1
        where key in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)}) and attempts > 0 and window_ends > now()`);
    },

    /** Ended windows are dead rows: cleared now and then, by whichever process counts an attempt. */
    async pruneNowAndThen(): Promise<void> {
      if (Date.now() < nextPrune) return;
      nextPrune = Date.now() + PRUNE_EVERY_MS;
      await db.execute(sql`delete from login_attempts where window_ends < now()`);
    },
  };
}

/** The sha256 of a counted value, under its kind: the table names nobody and holds no token. */
export const attemptKey = (kind: string, value: string) => `${kind}:${createHash('sha256').update(value).digest('base64url')}`;

/**
 * Login throttling counted in the database, so every API process shares one limit. An attempt is taken BEFORE the
 * password is checked: with N guesses in flight at once, those past the limit are refused without being checked.
 * A wrong password keeps its attempt until the window ends; any other outcome gives it back.
 */
export function createLoginLimiter(db: Db, limits: LoginLimits) {
  const { take, retryAfter, giveBack, pruneNowAndThen } = createAttemptCounter(db, limits.windowS);

  return {
    async reserve(email: string, ip: string): Promise<Reservation> {
      await pruneNowAndThen();
      const emailKey = attemptKey('email', email);
      const ipKey = attemptKey('ip', ip);
      if (!(await take(emailKey, limits.maxPerEmail))) return { ok: false, retryAfterS: await retryAfter(emailKey) };
      if (!(await take(ipKey, limits.maxPerIp))) {
        await giveBack([emailKey]);
        return { ok: false, retryAfterS: await retryAfter(ipKey) };
      }
      return {
        ok: true,
        // Never fails the request it ends: at worst the attempt stays counted until its window ends.
        giveBack: () => giveBack([emailKey, ipKey]).catch(() => undefined),
      };
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
