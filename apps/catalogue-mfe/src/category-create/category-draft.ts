import type { CategoryFormValues } from '../category-form/use-category-form';

/**
 * The page leaves right after submit, so a creation that fails keeps what was typed here,
 * offered again the next time add-category opens (for this tab's life).
 */
let failed: CategoryFormValues | null = null;

export const keepFailedDraft = (draft: CategoryFormValues) => {
  failed = draft;
};
export const readFailedDraft = (): CategoryFormValues | null => failed;
export const clearFailedDraft = () => {
  failed = null;
};
