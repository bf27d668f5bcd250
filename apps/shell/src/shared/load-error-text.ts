import { describeFailure } from '@meche/front-kit';

/** The server's French message when it answered one; otherwise (no network, a browser error) the page's own sentence. */
export const loadErrorText = (error: unknown, fallback: string): string => describeFailure(error, { fallback }).message;
