import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { appSettings, refreshTokens, sessions, users } from '../db/schema';
import { SessionCheckCache } from './session-check-cache';
import { ACCESS_TTL_S, REFRESH_IDLE_S, SESSION_ABSOLUTE_S } from './session-policy';
import { hashToken, newOpaqueToken, newSessionId, readAccessToken, signAccessToken, successorToken } from './tokens';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export type RefreshOutcome =
  | { kind: 'ok'; userId: number; tokens: IssuedTokens }
  | { kind: 'invalid' }
  | { kind: 'revoked' };

export type SessionCheck =
  | { kind: 'ok'; userId: number; sessionId: string; role: string }
  | { kind: 'invalid' }
  | { kind: 'revoked' };

const SECRET_KEY = 'session_secret';

/** The configured secret, else one generated once and stored so every replica signs alike. */
export async function resolveSessionSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SECRET_KEY));
  if (!row) throw new Error('session secret missing');
  return row.value;
}

export interface SessionServiceOptions {
  reuseGraceS: number;
  /** How long a confirmed session is trusted without reading its row again (see session-check-cache.ts). */
  checkCacheMs?: number;
}

export function createSessionService(db: Db, secret: string, options: SessionServiceOptions) {
  const checked = new SessionCheckCache(options.checkCacheMs ?? 0);

  const readSession = async (sessionId: string, userId: number) => {
    const [row] = await db
      .select({ revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt, role: users.role, active: users.active })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
    return row;
  };
  /**
   * With the cache on, requests of one session arriving together share one lookup (a burst of 2,000 would
   * otherwise queue 2,000 identical reads for the pool). Only within one revocation epoch: a request that comes
   * after this process revoked something never joins a read that may have started before the revocation.
   */
  const inFlight = new Map<string, { epoch: number; read: ReturnType<typeof readSession> }>();
  const lookupSession = (sessionId: string, userId: number, epoch: number) => {
    if (!checked.enabled) return readSession(sessionId, userId);
    const key = `${sessionId}:${userId}`;
    const shared = inFlight.get(key);
    if (shared && shared.epoch === epoch) return shared.read;
    const read = readSession(sessionId, userId).finally(() => {
      if (inFlight.get(key)?.read === read) inFlight.delete(key);
    });
    inFlight.set(key, { epoch, read });
    return read;
  };


  const accessFor = (userId: number, sessionId: string, nowMs: number) =>
    signAccessToken(secret, { userId, sessionId, expiresAt: Math.floor(nowMs / 1000) + ACCESS_TTL_S });

  const refreshExpiry = (now: Date, sessionEnd: Date) =>
    new Date(Math.min(now.getTime() + REFRESH_IDLE_S * 1000, sessionEnd.getTime()));

  /** Forgotten before and after the write: no lookup in flight meanwhile can cache the session again. */
  const revoke = async (sessionId: string) => {
    checked.forget(sessionId);
    await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    checked.forget(sessionId);
  };

  return {
    async start(userId: number): Promise<IssuedTokens> {
      const now = new Date();
      const id = newSessionId();
      const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_S * 1000);
      const refreshToken = newOpaqueToken();
      const refreshExpiresAt = refreshExpiry(now, expiresAt);
      await inTransaction(db, async (tx) => {
        await tx.insert(sessions).values({ id, userId, created: now, expiresAt });
        await tx.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId: id, expiresAt: refreshExpiresAt });
      });
      return { accessToken: accessFor(userId, id, now.getTime()), refreshToken, refreshExpiresAt };
    },

    /** Rotation with reuse detection: a refresh token presented again after its grace period revokes its session. */
    async refresh(presented: string): Promise<RefreshOutcome> {
      const now = new Date();
      const tokenHash = hashToken(presented);
      const [row] = await db
        .select({
          sessionId: refreshTokens.sessionId,
          expiresAt: refreshTokens.expiresAt,
          userId: sessions.userId,
          sessionEnd: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          active: users.active,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (!row) return { kind: 'invalid' };
      if (row.revokedAt || !row.active) return { kind: 'revoked' };
      if (row.sessionEnd <= now) return { kind: 'invalid' };

      const successor = successorToken(secret, presented);
      const successorHash = hashToken(successor);
      const rotated = await inTransaction(db, async (tx) => {
        // The row lock taken by this update makes a concurrent rotation of the same token wait for our commit.
        const claimed = await tx
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, now)))
          .returning({ tokenHash: refreshTokens.tokenHash });
        if (claimed.length === 0) return null;
        const expiresAt = refreshExpiry(now, row.sessionEnd);
        await tx.insert(refreshTokens).values({ tokenHash: successorHash, sessionId: row.sessionId, expiresAt });
        return expiresAt;
      });
      if (rotated) {
        return {
          kind: 'ok',
          userId: row.userId,
          tokens: { accessToken: accessFor(row.userId, row.sessionId, now.getTime()), refreshToken: successor, refreshExpiresAt: rotated },
        };
      }

      const [current] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      if (!current?.usedAt) return { kind: 'invalid' };
      const [next] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, successorHash));
      const withinGrace = now.getTime() - current.usedAt.getTime() <= options.reuseGraceS * 1000;
      if (withinGrace && next) {
        // Concurrent tabs or remotes refreshing at once: same successor, nobody is logged out.
        return {
          kind: 'ok',
          userId: row.userId,
          tokens: { accessToken: accessFor(row.userId, row.sessionId, now.getTime()), refreshToken: successor, refreshExpiresAt: next.expiresAt },
        };
      }
      // A rotated token replayed after the grace window: likely stolen, so the whole family goes.
      await revoke(row.sessionId);
      return { kind: 'revoked' };
    },

    /**
     * The per-request check: the token's signature and expiry, then the session row with its user (one
     * primary-key lookup), unless this process confirmed the session less than `checkCacheMs` ago.
     */
    async check(accessToken: string): Promise<SessionCheck> {
      const claims = readAccessToken(secret, accessToken);
      const now = Date.now();
      if (!claims || claims.expiresAt * 1000 <= now) return { kind: 'invalid' };
      const cached = checked.get(claims.sessionId, claims.userId, now);
      if (cached) return { kind: 'ok', userId: claims.userId, sessionId: claims.sessionId, role: cached.role };
      const epoch = checked.epoch();
      const row = await lookupSession(claims.sessionId, claims.userId, epoch);
      if (!row || row.revokedAt || !row.active) return { kind: 'revoked' };
      const sessionEndMs = row.expiresAt.getTime();
      if (sessionEndMs <= Date.now()) return { kind: 'invalid' };
      checked.set(claims.sessionId, { userId: claims.userId, role: row.role, sessionEndMs }, epoch, Date.now());
      return { kind: 'ok', userId: claims.userId, sessionId: claims.sessionId, role: row.role };
    },

    /** Logout: revoke the session named by either cookie (an expired access token still names it). */
    async end(tokens: { access?: string | undefined; refresh?: string | undefined }): Promise<void> {
      const claims = tokens.access ? readAccessToken(secret, tokens.access) : null;
      if (claims) {
        await revoke(claims.sessionId);
        return;
      }
      if (tokens.refresh) {
        const [row] = await db
          .select({ sessionId: refreshTokens.sessionId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(tokens.refresh)));
        if (row) await revoke(row.sessionId);
      }
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
