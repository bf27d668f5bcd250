import { useMemo, useState } from 'react';
import { useUpdateProgram } from '@meche/api-client';
import type { Care, Program } from '@meche/contracts';
import {
  addWeek,
  planFromWire,
  planToWire,
  removeWeek,
  samePlan,
  toggleSlot,
  type CarePlan,
  type PlanSlot,
} from '../planning/plan';
import {
  careDraft,
  clearProgramDrafts,
  mergeDrafts,
  readProgramDrafts,
  writeCareDraft,
  type ProgramDrafts,
} from '../care-selections/care-selections';

/** The unsaved plans of one programme, as kept in careSelections. */
interface Drafts {
  programId: number;
  byCare: ProgramDrafts;
}

/** What the server says about a care and never reads back: its acknowledgements and its figures. */
type ServerOnly = 'acknowledgements' | 'unitPrice' | 'tva' | 'catalogue';

/**
 * The body of the planning save: every care as the server sent it, with the plan on screen. Acknowledgements and
 * the stored figures are the server's, read-only: the save sends the care's own fields only.
 */
function planningBody(program: Program, plans: ReadonlyMap<number, CarePlan>): { cares: Omit<Care, ServerOnly>[] } {
  return {
    cares: program.cares.map(({ acknowledgements: _history, unitPrice: _price, tva: _tva, catalogue: _catalogue, ...care }) => {
      const plan = plans.get(care.id);
      return plan ? { ...care, ...planToWire(plan) } : care;
    }),
  };
}

/**
 * The plans on screen, derived from the server's programme and the unsaved drafts: a draft counts only while it was
 * made from the care's saved version (a save here or elsewhere makes it stale). Each change is kept as a draft.
 */
export function usePlanning(program: Program | undefined) {
  const update = useUpdateProgram();
  const [state, setState] = useState<Drafts | undefined>(() => program && { programId: program.id, byCare: readProgramDrafts(program.id) });
  const drafts = useMemo(
    () => (program && state?.programId !== program.id ? readProgramDrafts(program.id) : (state?.byCare ?? {})),
    [program, state],
  );
  const plans = useMemo(() => mergeDrafts(program?.cares ?? [], drafts), [program, drafts]);
  // A draft made from an older saved version is not on screen: only the others are unsaved changes.
  const unsaved = useMemo(
    () => new Set((program?.cares ?? []).filter((c) => drafts[String(c.id)]?.base === c.modified).map((c) => c.id)),
    [program, drafts],
  );

  const change = (care: Care, next: (plan: CarePlan) => CarePlan) => {
    if (!program) return;
    const before = plans.get(care.id) ?? planFromWire(care);
    const after = next(before);
    if (after === before) return;
    const unchanged = samePlan(after, planFromWire(care));
    writeCareDraft(program.id, care, after, unchanged);
    const byCare = { ...drafts };
    if (unchanged) delete byCare[String(care.id)];
    else byCare[String(care.id)] = careDraft(care, after);
    setState({ programId: program.id, byCare });
  };

  const save = async (): Promise<Program> => {
    if (!program) throw new Error('Program ID is missing.');
    const saved = await update.mutateAsync({ id: program.id, body: planningBody(program, plans) });
    // The server's plan is now the truth, in this browser and any other.
    clearProgramDrafts(program.id);
    setState({ programId: program.id, byCare: {} });
    return saved;
  };

  return {
    plans: plans as ReadonlyMap<number, CarePlan>,
    /** The cares whose plan on screen is not the saved one. */
    unsaved: unsaved as ReadonlySet<number>,
    saving: update.isPending,
    toggle: (care: Care, slot: PlanSlot) => change(care, (plan) => toggleSlot(plan, slot)),
    addWeek: (care: Care) => change(care, addWeek),
    removeWeek: (care: Care) => change(care, removeWeek),
    save,
  };
}
