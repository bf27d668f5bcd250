import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TTL_S } from './session-policy';
import type { IssuedTokens } from './session-service';

const ACCESS = 'meche_access';
const REFRESH = 'meche_refresh';

const isSecure = (request: FastifyRequest) => request.protocol === 'https';

/**
 * Over https (per trustProxy): `__Host-` names, which a browser accepts only from this very origin over https
 * (Secure, no Domain, Path=/), so a sibling subdomain or a plain-http page cannot plant one. Over plain http (a
 * laptop, the e2e stack) the prefix cannot be used; there the cookies go to /api only, not to the remotes' static
 * servers on other ports of the same host (cookies ignore ports). Behind https the remotes live on other host
 * names (docs/deploy.md).
 */
const cookiesOf = (secure: boolean) =>
  secure
    ? { access: `__Host-${ACCESS}`, refresh: `__Host-${REFRESH}`, path: '/' }
    : { access: ACCESS, refresh: REFRESH, path: '/api' };

/** Behind https only the `__Host-` names are read: an unprefixed cookie may have been planted. */
export function readSessionCookies(request: FastifyRequest): { access: string | undefined; refresh: string | undefined } {
  const names = cookiesOf(isSecure(request));
  return { access: request.cookies[names.access], refresh: request.cookies[names.refresh] };
}

const attributes = (secure: boolean) => ({ httpOnly: true, sameSite: 'strict' as const, secure, path: cookiesOf(secure).path });

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens): void {
  const secure = isSecure(request);
  const names = cookiesOf(secure);
  reply.setCookie(names.access, tokens.accessToken, { ...attributes(secure), maxAge: ACCESS_TTL_S });
  const refreshMaxAge = Math.max(0, Math.floor((tokens.refreshExpiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(names.refresh, tokens.refreshToken, { ...attributes(secure), maxAge: refreshMaxAge });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isSecure(request);
  const names = cookiesOf(secure);
  reply.clearCookie(names.access, attributes(secure));
  reply.clearCookie(names.refresh, attributes(secure));
  // Over http, cookies set before they moved to /api (Path=/) would outlive a sign-out and come back once the /api
  // ones are gone.
  if (!secure) {
    reply.clearCookie(names.access, { ...attributes(secure), path: '/' });
    reply.clearCookie(names.refresh, { ...attributes(secure), path: '/' });
  }
}
