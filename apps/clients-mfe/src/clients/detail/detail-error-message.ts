import { describeError } from '@meche/api-client';
import { CLIENT_MESSAGES } from '../messages';

/** Client detail: 'Error: {message}', or 'Une erreur est survenu.' when there is none. */
export function detailErrorMessage(error: unknown): string {
  const { message } = describeError(error);
  return message ? CLIENT_MESSAGES.detailFailed(message) : CLIENT_MESSAGES.unknownError;
}
