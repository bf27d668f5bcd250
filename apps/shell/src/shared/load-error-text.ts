import { describeError } from '@meche/api-client';

/** The server's French message when it answered one; otherwise (no network, a browser error) the page's own sentence. */
export function loadErrorText(error: unknown, fallback: string): string {
  const e = describeError(error);
  return e.kind === 'response' && e.message ? e.message : fallback;
}
