/** A move the router is about to make, as its blocker function receives it. */
export interface LeaveMove {
  currentLocation: { pathname: string };
  nextLocation: { pathname: string };
}

/** One form's question: would this move lose its changes? */
type LeaveCheck = (move: LeaveMove) => boolean;

/** A mounted form's guard: its question, and how to stop it asking (the practitioner chose to leave). */
interface LeaveGuardEntry {
  check: LeaveCheck;
  release(): void;
}

const guards = new Set<LeaveGuardEntry>();

/**
 * Every mounted form's leave check, page-wide. The router consults only the blocker registered last, which may be a
 * form without changes around the one being typed in (a client file around the care editor), possibly from another
 * remote: each guard's blocker asks all the checks, so whichever the router consults answers for every form.
 */
export const leaveChecks = {
  /** Adds a form's guard; the returned function removes it (an effect's clean-up). */
  add(guard: LeaveGuardEntry): () => void {
    guards.add(guard);
    return () => void guards.delete(guard);
  },
  blocks(move: LeaveMove): boolean {
    for (const guard of guards) if (guard.check(move)) return true;
    return false;
  },
  /**
   * 'Quitter sans enregistrer': every form of the page stops asking, the browser's question before a reload
   * included, even while the page being left is still on screen (the next one loading).
   */
  releaseAll(): void {
    for (const guard of guards) guard.release();
  },
};
