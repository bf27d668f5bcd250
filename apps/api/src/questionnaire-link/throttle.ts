import { MSG } from '@meche/contracts';
import { attemptKey, createAttemptCounter } from '../auth/login-limiter';
import type { Db } from '../db/database';
import { HttpError } from '../shared/http-errors';

export interface FormLimits {
  maxPerLink: number;
  maxPerIp: number;
  windowS: number;
}

/**
 * Every request to the client's page and to its submission counts, per link (the token as presented, so guesses at
 * one link are bounded too) and per address, in the database like the login's: the limit holds across API processes.
 * Past either limit: 429 with Retry-After, before the link is even looked up.
 */
export function createFormThrottle(db: Db, limits: FormLimits) {
  const counter = createAttemptCounter(db, limits.windowS);
  return async function check(token: string, ip: string): Promise<void> {
    await counter.pruneNowAndThen();
    for (const [key, max] of [
      [attemptKey('form-link', token), limits.maxPerLink],
      [attemptKey('form-ip', ip), limits.maxPerIp],
    ] as const) {
      if (!(await counter.take(key, max))) {
        throw new HttpError(429, MSG.linkThrottled, {}, { 'Retry-After': String(await counter.retryAfter(key)) });
      }
    }
  };
}
