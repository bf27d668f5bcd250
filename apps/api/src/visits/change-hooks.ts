import type { Tx } from '../db/database';
import type { VisitChange } from './repository';

/** Runs inside the transaction of the change: what it writes commits with the visit, and its failure undoes it. */
export type VisitChangeListener = (change: VisitChange, tx: Tx) => Promise<void>;

/**
 * The one place server code follows visits (e-mail reminders, calendar feed): `app.visitChanges.subscribe(fn)` when
 * the app is built. Every creation, move, edit and cancellation made through the API calls each listener, in
 * subscription order, within the change's transaction — so a reminder queued in the database is queued exactly
 * when the visit is stored.
 */
export function createVisitChanges() {
  const listeners: VisitChangeListener[] = [];
  return {
    subscribe(listener: VisitChangeListener): () => void {
      listeners.push(listener);
      return () => {
        const at = listeners.indexOf(listener);
        if (at >= 0) listeners.splice(at, 1);
      };
    },
    async publish(change: VisitChange, tx: Tx): Promise<void> {
      for (const listener of listeners) await listener(change, tx);
    },
  };
}
export type VisitChanges = ReturnType<typeof createVisitChanges>;
