import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface AccessClaims {
  userId: number;
  sessionId: string;
  /** Expiry, epoch seconds. */
  expiresAt: number;
}

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

function mac(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/** `<payload>.<hmac>`: stateless to verify, but requests also check the session row (see session-check-cache.ts). */
export function signAccessToken(secret: string, claims: AccessClaims): string {
  const payload = b64url(JSON.stringify({ u: claims.userId, s: claims.sessionId, e: claims.expiresAt }));
  return `${payload}.${b64url(mac(secret, `access:${payload}`))}`;
}

/** The claims when the signature is good (expired or not), else null. */
export function readAccessToken(secret: string, token: string): AccessClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  // Compared as text with the one canonical encoding: base64url decoding forgives padding, ignored trailing bits
  // and stray characters, so several spellings would otherwise pass for the same signature.
  const expected = Buffer.from(b64url(mac(secret, `access:${payload}`)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const data: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof data !== 'object' || data === null) return null;
    const { u, s, e } = data as Record<string, unknown>;
    if (typeof u !== 'number' || typeof s !== 'string' || typeof e !== 'number') return null;
    return { userId: u, sessionId: s, expiresAt: e };
  } catch {
    return null;
  }
}

export const newOpaqueToken = (): string => b64url(randomBytes(32));
export const newSessionId = (): string => b64url(randomBytes(18));

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A refresh token's successor is derived from it with the secret, so a replay within the grace window
 * gets the very same successor without any plaintext token being stored.
 */
export function successorToken(secret: string, token: string): string {
  return b64url(mac(secret, `refresh:${token}`));
}
