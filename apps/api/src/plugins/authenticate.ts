import type { FastifyInstance } from 'fastify';
import { MSG, ROLES } from '@meche/contracts';
import { readSessionCookies } from '../auth/cookies';

const ALLOWED_ROLES: readonly string[] = ROLES;

/** 401: no, bad or expired access token · 412: session revoked · 403: role not ADMIN/USER. */
export function registerAuthenticate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const { access } = readSessionCookies(request);
    if (!access) return reply.code(401).send({ message: MSG.unauthenticated });
    const check = await app.sessions.check(access);
    if (check.kind === 'invalid') return reply.code(401).send({ message: MSG.unauthenticated });
    if (check.kind === 'revoked') return reply.code(412).send({ message: MSG.sessionRevoked });
    if (!ALLOWED_ROLES.includes(check.role)) return reply.code(403).send({ message: MSG.forbidden });
    request.auth = { userId: check.userId, sessionId: check.sessionId };
  });
}
