import { isHttpError } from '@meche/runtime';
import { contraindicationConflictBodySchema, type ContraindicationConflictBody } from '@meche/contracts';

/**
 * The body of a save refused for contraindications not yet acknowledged (409): its French message and, per care,
 * the product and reasons to confirm. Undefined for any other failure.
 */
export function contraindicationConflict(error: unknown): ContraindicationConflictBody | undefined {
  if (!isHttpError(error) || error.response?.status !== 409) return undefined;
  const parsed = contraindicationConflictBodySchema.safeParse(error.response.data);
  return parsed.success ? parsed.data : undefined;
}
