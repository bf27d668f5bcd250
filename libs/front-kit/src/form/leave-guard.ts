import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, useResolvedPath } from 'react-router-dom';
import { leaveChecks, type LeaveMove } from '@meche/runtime';
import { shellPaths } from '@meche/page-paths';
import { useConfirm } from '../feedback/feedback-context';

export const LEAVE_MESSAGES = {
  question: 'Des modifications ne sont pas enregistrées. Quitter cette page et les perdre ?',
  leave: 'Quitter sans enregistrer',
  stay: 'Rester sur la page',
} as const;

/**
 * Where a page may always go: a sign-out, asked for or forced by the session's end, is never held back by a form
 * (its draft keeps the work).
 */
const ALWAYS_OPEN: ReadonlySet<string> = new Set([shellPaths.login, shellPaths.logout]);

const within = (base: string, pathname: string) => pathname === base || pathname.startsWith(base.endsWith('/') ? base : `${base}/`);

export interface LeaveGuardOptions {
  /**
   * The form's page shows sub-routes in its own outlet (a preview over it): moving to and from them keeps the form on
   * screen, so it is not leaving. Off by default: a form on an index route would take its siblings for sub-routes.
   */
  subRoutesStay?: boolean;
}

export interface LeaveGuard {
  /** Lets the next navigation through without asking: call it right after a successful save, before navigating. */
  release(): void;
}

/**
 * Asks before leaving a form with changes: a link, the sidebar or Back get the French question in the page's dialog;
 * a reload or closing the tab get the browser's own (a page cannot word that one). A change of the address's query
 * alone (a panel opened) is not leaving.
 */
export function useLeaveGuard(dirty: boolean, { subRoutesStay = false }: LeaveGuardOptions = {}): LeaveGuard {
  const confirm = useConfirm();
  const dirtyRef = useRef(dirty);
  const releasedRef = useRef(false);
  const resolved = useResolvedPath('.').pathname;
  const ownPath = subRoutesStay ? resolved : null;

  // Layout effects: armed as soon as the change is on screen, before any later click is handled (a passive effect
  // may wait for the next frame after a render the practitioner did not cause, e.g. values offered back).
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
    if (!dirty) releasedRef.current = false;
  }, [dirty]);

  const check = useCallback(
    ({ currentLocation, nextLocation }: LeaveMove) =>
      dirtyRef.current &&
      !releasedRef.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(ownPath !== null && within(ownPath, currentLocation.pathname) && within(ownPath, nextLocation.pathname)) &&
      !ALWAYS_OPEN.has(nextLocation.pathname),
    [ownPath],
  );
  const release = useCallback(() => void (releasedRef.current = true), []);
  useLayoutEffect(() => leaveChecks.add({ check, release }), [check, release]);
  // The router asks one blocker only (the last registered): this one answers for every form on the page.
  const blocker = useBlocker(leaveChecks.blocks);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let current = true;
    void confirm(LEAVE_MESSAGES.question, { confirmLabel: LEAVE_MESSAGES.leave, cancelLabel: LEAVE_MESSAGES.stay }).then((leave) => {
      if (!current) return;
      if (!leave) {
        blocker.reset();
        return;
      }
      // The question answered must not come back as the browser's own on a reload before this page is gone.
      leaveChecks.releaseAll();
      blocker.proceed();
    });
    return () => {
      current = false;
    };
  }, [blocker, confirm]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (releasedRef.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return { release };
}
