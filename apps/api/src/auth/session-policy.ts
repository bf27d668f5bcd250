/**
 * Session lifetimes. The access cookie is short so a revoked session stops quickly even if a
 * replica missed the revocation; requests still check the session row (at most SESSION_CHECK_CACHE_MS
 * old, see session-check-cache.ts), and the replica that revokes forgets it at once, so logout is immediate.
 * A refresh token expires after 12 h without use (idle limit: an unattended browser signs out overnight),
 * and no refresh extends a session past 7 days after the login (absolute limit).
 */
export const ACCESS_TTL_S = 15 * 60;
export const REFRESH_IDLE_S = 12 * 3600;
export const SESSION_ABSOLUTE_S = 7 * 24 * 3600;
