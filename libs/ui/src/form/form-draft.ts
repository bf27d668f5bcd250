import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { draftKey, isDraftRevoked, useAuth } from '@meche/runtime';

interface StoredDraft<T> {
  savedAt: string;
  values: T;
}

export interface FormDraft {
  /** A draft found when the form opened, not yet taken back or dropped. */
  offered: { savedAt: string } | null;
  /** Puts the draft's values in the form (left marked as changed) and stops offering it. */
  restore(): void;
  /** Forgets the draft: after a successful save, or when the practitioner drops it. */
  discard(): void;
}

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

function read<T>(key: string): StoredDraft<T> | null {
  try {
    const raw = storage()?.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredDraft<T>>) : null;
    if (!parsed || typeof parsed.savedAt !== 'string' || !parsed.values || typeof parsed.values !== 'object') return null;
    // Kept in a tab from before an explicit sign-out (a tab the browser restored): void, and forgotten.
    if (isDraftRevoked(parsed.savedAt)) {
      storage()?.removeItem(key);
      return null;
    }
    return parsed as StoredDraft<T>;
  } catch {
    return null;
  }
}

const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps what is typed in a form in this tab's session storage, per practitioner, so an accidental reload, or a
 * session that ran out followed by a new sign-in, offers the work back instead of losing it. An explicit sign-out
 * anywhere in the browser drops it (health answers must not stay behind on a shared device: runtime's drafts.ts).
 * Never restored without asking: the practitioner sees the draft's time and chooses.
 */
export function useFormDraft<T extends FieldValues, TOutput>(form: UseFormReturn<T, unknown, TOutput>, name: string): FormDraft {
  const userId = useAuth().user?.userId;
  const key = userId === undefined ? null : draftKey(userId, name);
  const [offer, setOffer] = useState<StoredDraft<T> | null>(() => (key ? read<T>(key) : null));

  useEffect(() => {
    if (!key) return;
    const subscription = form.watch((values) => {
      // While a draft is on offer, typing must not overwrite it before the practitioner has chosen.
      if (read<T>(key) && offer) return;
      if (sameValues(values, form.formState.defaultValues)) storage()?.removeItem(key);
      else storage()?.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), values } satisfies StoredDraft<unknown>));
    });
    return () => subscription.unsubscribe();
  }, [key, form, offer]);

  const restore = useCallback(() => {
    if (!offer) return;
    // The fields keep their registration, so inputs that do not re-render (memoised rows) show the values too.
    form.reset(offer.values, { keepDefaultValues: true, keepFieldsRef: true });
    setOffer(null);
  }, [offer, form]);

  const discard = useCallback(() => {
    if (key) storage()?.removeItem(key);
    setOffer(null);
  }, [key]);

  return { offered: offer ? { savedAt: offer.savedAt } : null, restore, discard };
}
