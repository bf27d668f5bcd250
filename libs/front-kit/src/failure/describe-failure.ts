import { describeError } from '@meche/api-client';
import { MSG, type FieldErrors } from '@meche/contracts';

/**
 * How one screen words its failures. Every part is optional: without any, a failure reads as the server's message,
 * or 'Une erreur est survenue.' when the server answered without one, or the error's own message when no answer came.
 * Screens keep the wordings practitioners know (docs/product.md lists them), so the parts exist to say them, not to
 * invent new ones.
 */
export interface FailureWording {
  /** The server's message as the screen shows it ('Erreur: …', 'Error: …'); as is when absent. */
  server?: (message: string) => string;
  /** The server answered without a message: the text, or the text for its status. */
  noMessage?: string | ((status: number) => string);
  /** The server could not be reached. */
  noResponse?: string;
  /** A failure of the page itself (no HTTP answer involved), from its message; `server`'s wording when absent. */
  other?: (message: string) => string;
  /** A validation answer (400 naming fields) that has a sentence of its own on this screen; undefined lets it read as any answer. */
  invalid?: (fields: FieldErrors) => string | undefined;
  /** The screen's own sentence whenever the server gave no message of its own (no answer, a page error, a bare status). */
  fallback?: string;
}

/** A failure as a screen shows it: one French sentence, and the server's messages per field for a validation answer. */
export interface Failure {
  message: string;
  /** A 400's messages by field name, for the form to put under its inputs; null for any other failure. */
  fields: FieldErrors | null;
}

/** The one place a failure (an HTTP answer, no answer, a validation answer, a page error) becomes the screen's French text. */
export function describeFailure(error: unknown, wording: FailureWording = {}): Failure {
  const { server = (message: string) => message, other = server, noMessage = wording.fallback ?? MSG.serverError } = wording;
  const bare = (status: number) => (typeof noMessage === 'function' ? noMessage(status) : noMessage);
  const e = describeError(error);
  if (e.kind === 'response') {
    const fields = e.fieldErrors ?? null;
    const invalid = fields ? wording.invalid?.(fields) : undefined;
    if (invalid !== undefined) return { message: invalid, fields };
    return { message: e.message ? server(e.message) : bare(e.status), fields };
  }
  const fallback = e.kind === 'no-response' ? (wording.noResponse ?? wording.fallback) : wording.fallback;
  if (fallback !== undefined) return { message: fallback, fields: null };
  // An error without any message (a bare `throw new Error()`) reads as a bare answer would.
  return { message: e.message ? other(e.message) : bare(0), fields: null };
}
