/** A remote's routes could not be had (refused, down, timed out, or not a route array): the shell shows its fallback. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    options?: { cause?: unknown },
  ) {
    const cause = options?.cause instanceof Error ? `: ${options.cause.message}` : '';
    super(`Remote "${remote}" could not be loaded${cause}`, options);
    this.name = 'RemoteUnavailableError';
  }
}

/** A remote the shell will not run (its descriptor was refused): the reason was logged when it was read. */
export class RemoteRefusedError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(reason);
    this.name = 'RemoteRefusedError';
  }
}
