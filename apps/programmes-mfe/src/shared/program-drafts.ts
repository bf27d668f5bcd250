import { localDrafts } from '@meche/front-kit';

/** localStorage key of the unsaved ticks, kept per practitioner, programme and care (the product keeps this key). */
export const CARE_SELECTIONS_KEY = 'careSelections';

/** The planning's drafts: the draft store's local area, one draft per programme named by its id. */
export const careSelections = localDrafts(CARE_SELECTIONS_KEY);

export const programSlot = (userId: number, programId: number) => ({ userId, name: String(programId) });

/** After a successful save, or when the programme is gone, the server is the truth: the programme's drafts go. */
export function clearProgramDrafts(userId: number, programId: number): void {
  careSelections.drop(programSlot(userId, programId));
}
