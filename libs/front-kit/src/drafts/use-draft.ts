import { useCallback, useMemo, useState } from 'react';
import { useAuth } from '@meche/runtime';
import type { DraftStore, ParseValues, StoredDraft } from './draft-store';

/** What the draft notice needs: the draft on offer, and the practitioner's two answers. */
export interface DraftOffer {
  /** A draft found when the screen opened, not yet taken back or dropped. */
  offered: { savedAt: string } | null;
  /** Puts the draft's values on screen (left marked as changed) and stops offering it. */
  restore(): void;
  /** Forgets the draft: after a successful save, or when the practitioner drops it. */
  discard(): void;
}

/**
 * The one rule set of unsaved work, whatever the screen and the storage area: a draft is the signed-in
 * practitioner's (none is kept while nobody is signed in), found once when the screen opens and offered back, never
 * put on screen unasked, and dropped after a save. While a found draft waits for the practitioner's answer, the
 * screen does not overwrite it (`waiting`).
 */
export function useDraft<T>(store: DraftStore, name: string | null, parse: ParseValues<T>) {
  const userId = useAuth().user?.userId;
  const slot = useMemo(() => (userId === undefined || name === null ? null : { userId, name }), [userId, name]);
  const [found, setFound] = useState<StoredDraft<T> | null>(() => (slot ? store.read(slot, parse) : null));

  /** Keeps what is on screen as the draft, or forgets it (null: the screen is back to what is saved). */
  const keep = useCallback(
    (values: T | null) => {
      if (!slot) return;
      if (values === null) store.drop(slot);
      else store.write(slot, values);
    },
    [slot, store],
  );
  /** The found draft is on screen now: no longer offered. */
  const taken = useCallback(() => setFound(null), []);
  /** Forgets the draft (saved, or dropped by the practitioner); `rest`, when given, is kept instead. */
  const drop = useCallback(
    (rest?: T) => {
      if (slot && rest !== undefined) store.write(slot, rest);
      else if (slot) store.drop(slot);
      setFound(null);
    },
    [slot, store],
  );

  return { found, waiting: found !== null, keep, taken, drop };
}
