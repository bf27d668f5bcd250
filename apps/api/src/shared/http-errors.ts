import { MSG, type FieldErrors } from '@meche/contracts';

/** An error the error handler turns into `{ message }` with its status (`details` beside the message, `headers` sent). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A 400 whose body is an object of messages keyed by field. */
export class FieldValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly fields: FieldErrors) {
    super('validation');
  }
}

// 404, not 403: never reveal that another practitioner's id exists.
export const notFound = () => new HttpError(404, MSG.notFound);
export const conflict = (message: string) => new HttpError(409, message);

/** The row, or a 404 when the repository found none (missing or someone else's). */
export function found<T>(value: T | null): T {
  if (value === null) throw notFound();
  return value;
}
