/** A move the router is about to make, as its blocker function receives it. */
export interface LeaveMove {
  currentLocation: { pathname: string };
  nextLocation: { pathname: string };
}

/** One form's question: would this move lose its changes? */
export type LeaveCheck = (move: LeaveMove) => boolean;

const checks = new Set<LeaveCheck>();

/**
 * Every mounted form's leave check, page-wide. The router consults only the blocker registered last, which may be a
 * form without changes around the one being typed in (a client file around the care editor), possibly from another
 * remote: each guard's blocker asks all the checks, so whichever the router consults answers for every form.
 */
export const leaveChecks = {
  /** Adds a form's check; the returned function removes it (an effect's clean-up). */
  add(check: LeaveCheck): () => void {
    checks.add(check);
    return () => void checks.delete(check);
  },
  blocks(move: LeaveMove): boolean {
    for (const check of checks) if (check(move)) return true;
    return false;
  },
};
