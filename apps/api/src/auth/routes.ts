import { MSG, loginRequestSchema, loginResponseSchema, normaliseEmail, type LoginResponse } from '@meche/contracts';
import { HttpError } from '../shared/http-errors';
import { messageBody, noContent } from '../shared/responses';
import type { App } from '../types';
import { createUserRepository, type UserRow } from '../users/repository';
import { clearSessionCookies, readSessionCookies, setSessionCookies } from './cookies';
import { verifyPassword } from './passwords';
import { ACCESS_TTL_S } from './session-policy';

const tags = ['session'];

const sessionBody = (user: UserRow): LoginResponse => ({
  id: user.id,
  phone: user.phone,
  role: user.role,
  userName: user.name,
  accessExpiresIn: ACCESS_TTL_S,
});

export async function authRoutes(app: App): Promise<void> {
  const users = createUserRepository(app.db);

  app.post('/login', {
    schema: {
      tags,
      summary: 'Se connecter : pose les cookies de session',
      operationId: 'login',
      security: [],
      body: loginRequestSchema,
      response: {
        200: loginResponseSchema,
        401: messageBody.describe('Identifiants incorrects'),
        429: messageBody.describe('Trop de tentatives : réessayer après Retry-After'),
      },
    },
    handler: async (request, reply) => {
      const email = normaliseEmail(request.body.username);
      const attempt = await app.loginLimiter.reserve(email, request.ip);
      if (!attempt.ok) {
        request.log.warn({ event: 'login', email, ip: request.ip, outcome: 'throttled' }, 'login attempt');
        return reply.code(429).header('Retry-After', String(attempt.retryAfterS)).send({ message: MSG.tooManyAttempts });
      }
      let failed = false;
      try {
        const user = await users.findByEmail(email);
        const ok = await verifyPassword(user?.passwordHash ?? null, request.body.password);
        if (!user || !ok || !user.active) {
          failed = true;
          request.log.warn({ event: 'login', email, ip: request.ip, outcome: 'failure' }, 'login attempt');
          return reply.code(401).send({ message: MSG.badCredentials });
        }
        setSessionCookies(request, reply, await app.sessions.start(user.id));
        request.log.info({ event: 'login', email, userId: user.id, ip: request.ip, outcome: 'success' }, 'login attempt');
        return sessionBody(user);
      } finally {
        if (!failed) await attempt.giveBack();
      }
    },
  });

  app.post('/refresh-token', {
    schema: {
      tags,
      summary: 'Renouveler la session à partir du cookie de rafraîchissement',
      operationId: 'refreshSession',
      security: [],
      response: {
        200: loginResponseSchema,
        401: messageBody.describe('Pas de session, ou session expirée'),
        412: messageBody.describe('Session révoquée (déconnexion, jeton réutilisé, compte désactivé)'),
      },
    },
    handler: async (request, reply) => {
      const { refresh } = readSessionCookies(request);
      if (!refresh) throw new HttpError(401, MSG.unauthenticated);
      const outcome = await app.sessions.refresh(refresh);
      if (outcome.kind !== 'ok') {
        clearSessionCookies(request, reply);
        request.log.warn({ event: 'refresh', outcome: outcome.kind }, 'refresh refused');
        if (outcome.kind === 'revoked') throw new HttpError(412, MSG.sessionRevoked);
        throw new HttpError(401, MSG.unauthenticated);
      }
      const user = await users.findById(outcome.userId);
      if (!user) throw new HttpError(412, MSG.sessionRevoked);
      setSessionCookies(request, reply, outcome.tokens);
      return sessionBody(user);
    },
  });

  app.post('/logout', {
    schema: { tags, summary: 'Se déconnecter : termine la session et efface ses cookies', operationId: 'logout', security: [], response: { 204: noContent } },
    handler: async (request, reply) => {
      await app.sessions.end(readSessionCookies(request));
      clearSessionCookies(request, reply);
      return reply.code(204).send(null);
    },
  });
}
