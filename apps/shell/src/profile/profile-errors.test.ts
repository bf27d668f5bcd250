import { describe, expect, it } from 'vitest';
import { profileSaveError } from './profile-errors';

describe('profileSaveError', () => {
  it('reads “Erreur: {message}” for an error that is not an HTTP one', () => {
    expect(profileSaveError(new Error('boom'))).toEqual({ fields: null, message: 'Erreur: boom' });
  });
});
