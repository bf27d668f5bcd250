import { describe, expect, it } from 'vitest';
import { describeFailure } from '@meche/front-kit';
import { PROFILE_FAILURE } from './profile-messages';

describe("the profile's failure wording", () => {
  it('reads “Erreur: {message}” for an error that is not an HTTP one', () => {
    expect(describeFailure(new Error('boom'), PROFILE_FAILURE)).toEqual({ fields: null, message: 'Erreur: boom' });
  });
});
