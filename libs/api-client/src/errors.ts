import { isHttpError } from '@meche/runtime';
import type { FieldErrors } from '@meche/contracts';

/** What a screen needs to pick the right French text for a failed call. */
export type ApiError =
  | { kind: 'response'; status: number; message: string | undefined; fieldErrors: FieldErrors | undefined }
  | { kind: 'no-response'; message: string }
  | { kind: 'other'; message: string };

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

function messageOf(data: unknown): string | undefined {
  const message: unknown = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

export function describeError(error: unknown): ApiError {
  if (isHttpError(error)) {
    if (error.response) {
      const data: unknown = error.response.data;
      const record = isStringRecord(data) ? data : undefined;
      // A body may carry more than text beside its message (a 409's conflicts): the message still reads.
      const message = messageOf(data) ?? (record ? Object.values(record)[0] : undefined);
      const fieldErrors =
        error.response.status === 400 && record && !('message' in record) ? record : undefined;
      return { kind: 'response', status: error.response.status, message, fieldErrors };
    }
    if (error.request) return { kind: 'no-response', message: error.message };
    return { kind: 'other', message: error.message };
  }
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

/** The server's message when there is one, else the error's own message. */
export function errorMessage(error: unknown): string | undefined {
  const e = describeError(error);
  return e.message;
}
