import { useCallback, useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { sessionDrafts } from './draft-store';
import { useDraft, type DraftOffer } from './use-draft';

export interface FormDraft<T> extends DraftOffer {
  /** Keeps these values as the draft at once, over any draft on offer: a failed save of a page already left. */
  keep(values: T): void;
}

const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const formValues = <T>(values: unknown): T | null => (values && typeof values === 'object' ? (values as T) : null);

/**
 * Keeps what is typed in a form in this tab's session storage, per practitioner, so an accidental reload, or a
 * session that ran out followed by a new sign-in, offers the work back instead of losing it. An explicit sign-out
 * anywhere in the browser drops it (health answers must not stay behind on a shared device: runtime's drafts.ts).
 * Never restored without asking: the practitioner sees the draft's time and chooses.
 */
export function useFormDraft<T extends FieldValues, TOutput>(form: UseFormReturn<T, unknown, TOutput>, name: string): FormDraft<T> {
  const { found, waiting, keep, taken, drop } = useDraft<T>(sessionDrafts, name, formValues);

  useEffect(() => {
    const subscription = form.watch((values) => {
      if (waiting) return;
      keep(sameValues(values, form.formState.defaultValues) ? null : (values as T));
    });
    return () => subscription.unsubscribe();
  }, [form, keep, waiting]);

  const restore = useCallback(() => {
    if (!found) return;
    // The fields keep their registration, so inputs that do not re-render (memoised rows) show the values too.
    form.reset(found.values, { keepDefaultValues: true, keepFieldsRef: true });
    taken();
  }, [found, form, taken]);

  return {
    offered: found ? { savedAt: found.savedAt } : null,
    restore,
    discard: useCallback(() => drop(), [drop]),
    keep: useCallback((values: T) => drop(values), [drop]),
  };
}
