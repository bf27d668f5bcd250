import { MSG, idParamsSchema, userProfileInputSchema, userProfileSchema } from '@meche/contracts';
import { FieldValidationError, found, notFound } from '../shared/http-errors';
import type { App } from '../types';
import { EmailTakenError, createUserRepository, type UserRow } from './repository';

const tags = ['users'];
const toProfile = (u: UserRow) => ({ name: u.name, email: u.email, phone: u.phone });

export async function userRoutes(app: App): Promise<void> {
  const repo = createUserRepository(app.db);

  app.get('/user/:id', {
    schema: { tags, params: idParamsSchema, response: { 200: userProfileSchema } },
    handler: async (request) => {
      // 404, not 403: never reveal that another practitioner's id exists.
      if (request.params.id !== request.auth.userId) throw notFound();
      return toProfile(found(await repo.findById(request.auth.userId)));
    },
  });

  app.put('/user/:id', {
    schema: { tags, params: idParamsSchema, body: userProfileInputSchema, response: { 200: userProfileSchema } },
    handler: async (request) => {
      if (request.params.id !== request.auth.userId) throw notFound();
      try {
        return toProfile(found(await repo.updateProfile(request.auth.userId, request.body)));
      } catch (error) {
        if (error instanceof EmailTakenError) throw new FieldValidationError({ email: MSG.emailTaken });
        throw error;
      }
    },
  });
}
