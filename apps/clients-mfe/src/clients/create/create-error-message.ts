import { describeError } from '@meche/api-client';
import { CLIENT_MESSAGES } from '../messages';

/** Add client: the server's message, no response, or any other failure. */
export function createErrorMessage(error: unknown): string {
  const e = describeError(error);
  if (e.kind === 'no-response') return CLIENT_MESSAGES.noResponse;
  if (e.kind === 'response') return CLIENT_MESSAGES.createFailed(e.message ?? `HTTP ${e.status}`);
  return CLIENT_MESSAGES.otherError(e.message);
}
