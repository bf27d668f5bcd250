import { MSG, idParamsSchema, normaliseEmail, userProfileInputSchema, userProfileSchema } from '@meche/contracts';
import { verifyPassword } from '../auth/passwords';
import { FieldValidationError, found, notFound } from '../shared/http-errors';
import { messageBody } from '../shared/responses';
import type { App } from '../types';
import { EmailTakenError, createUserRepository, type UserRow } from './repository';

const tags = ['users'];
const toProfile = (u: UserRow) => ({ name: u.name, email: u.email, phone: u.phone });

export async function userRoutes(app: App): Promise<void> {
  const repo = createUserRepository(app.db);

  app.get('/user/:id', {
    schema: { tags, summary: 'Le profil du praticien connecté', operationId: 'getProfile', params: idParamsSchema, response: { 200: userProfileSchema } },
    handler: async (request) => {
      // 404, not 403: never reveal that another practitioner's id exists.
      if (request.params.id !== request.auth.userId) throw notFound();
      return toProfile(found(await repo.findById(request.auth.userId)));
    },
  });

  app.put('/user/:id', {
    schema: {
      tags,
      summary: 'Modifier son profil (un nouvel email demande le mot de passe actuel)',
      operationId: 'updateProfile',
      params: idParamsSchema,
      body: userProfileInputSchema,
      response: { 200: userProfileSchema, 429: messageBody.describe('Trop de mots de passe faux : réessayer après Retry-After') },
    },
    handler: async (request, reply) => {
      if (request.params.id !== request.auth.userId) throw notFound();
      const { currentPassword, ...profile } = request.body;
      const current = found(await repo.findById(request.auth.userId));
      if (normaliseEmail(profile.email) === current.email) return toProfile(found(await repo.updateProfile(current.id, profile)));

      // A new email: the password first, so nobody without it learns anything, not even whether the email is free.
      if (!currentPassword) throw new FieldValidationError({ currentPassword: MSG.currentPasswordRequired });
      const attempt = await app.loginLimiter.reserve(current.email, request.ip);
      if (!attempt.ok) {
        return reply.code(429).header('Retry-After', String(attempt.retryAfterS)).send({ message: MSG.tooManyAttempts });
      }
      // A wrong password counts as a failed login; so does an email already taken, which bounds how many
      // addresses a practitioner can test for an account (the login limit, per 15 minutes).
      let counted = false;
      try {
        if (!(await verifyPassword(current.passwordHash, currentPassword))) {
          counted = true;
          request.log.warn({ event: 'email-change', userId: current.id, outcome: 'wrong-password' }, 'email change');
          throw new FieldValidationError({ currentPassword: MSG.wrongCurrentPassword });
        }
        const saved = toProfile(found(await repo.updateProfile(current.id, profile)));
        request.log.info({ event: 'email-change', userId: current.id, outcome: 'changed' }, 'email change');
        return saved;
      } catch (error) {
        if (!(error instanceof EmailTakenError)) throw error;
        counted = true;
        request.log.warn({ event: 'email-change', userId: current.id, outcome: 'taken' }, 'email change');
        throw new FieldValidationError({ email: MSG.emailTaken });
      } finally {
        if (!counted) await attempt.giveBack();
      }
    },
  });
}
