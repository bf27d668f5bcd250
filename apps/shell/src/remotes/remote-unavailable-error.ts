import type { RemoteName } from './remote-names';

/** A remote's routes could not be had (down, timed out, or not a route array): the shell shows its fallback. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    options?: { cause?: unknown },
  ) {
    super(`Remote "${remote}" could not be loaded`, options);
    this.name = 'RemoteUnavailableError';
  }
}
