import type { TvaValue } from '@meche/contracts';

export interface CategoryDraft {
  name: string;
  tva: '' | TvaValue;
}

/**
 * The page leaves right after submit, so a creation that fails keeps what was typed here,
 * offered again the next time add-category opens (for this tab's life).
 */
let failed: CategoryDraft | null = null;

export const keepFailedDraft = (draft: CategoryDraft) => {
  failed = draft;
};
export const readFailedDraft = (): CategoryDraft | null => failed;
export const clearFailedDraft = () => {
  failed = null;
};
