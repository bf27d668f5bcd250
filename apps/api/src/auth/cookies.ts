import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TTL_S } from './session-policy';
import type { IssuedTokens } from './session-service';

const ACCESS = 'meche_access';
const REFRESH = 'meche_refresh';

/** Secure only over https (per trustProxy); the `__Host-` prefix requires Secure, so only then. */
const names = (secure: boolean) =>
  secure ? { access: `__Host-${ACCESS}`, refresh: `__Host-${REFRESH}` } : { access: ACCESS, refresh: REFRESH };

const isSecure = (request: FastifyRequest) => request.protocol === 'https';

export function readSessionCookies(request: FastifyRequest) {
  const c = request.cookies;
  return {
    access: c[`__Host-${ACCESS}`] ?? c[ACCESS],
    refresh: c[`__Host-${REFRESH}`] ?? c[REFRESH],
  };
}

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens): void {
  const secure = isSecure(request);
  const n = names(secure);
  const base = { httpOnly: true, sameSite: 'strict' as const, secure, path: '/' };
  reply.setCookie(n.access, tokens.accessToken, { ...base, maxAge: ACCESS_TTL_S });
  const refreshMaxAge = Math.max(0, Math.floor((tokens.refreshExpiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(n.refresh, tokens.refreshToken, { ...base, maxAge: refreshMaxAge });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isSecure(request);
  const n = names(secure);
  const base = { httpOnly: true, sameSite: 'strict' as const, secure, path: '/' };
  reply.clearCookie(n.access, base);
  reply.clearCookie(n.refresh, base);
}
