import { useState } from 'react';
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
import { clearProgramDrafts, mergeDrafts, readProgramDrafts, writeCareDraft } from '../care-selections/care-selections';

interface PlanningState {
  source: Program | undefined;
  plans: Map<number, CarePlan>;
}

/**
 * The body of the planning save: every care as the server sent it, with the plan on screen. Its acknowledgements
 * are the server's history, read-only: the save sends the care's own fields only.
 */
function planningBody(program: Program, plans: ReadonlyMap<number, CarePlan>): { cares: Omit<Care, 'acknowledgements'>[] } {
  return {
    cares: program.cares.map(({ acknowledgements: _history, ...care }) => {
      const plan = plans.get(care.id);
      return plan ? { ...care, ...planToWire(plan) } : care;
    }),
  };
}

/** The plans on screen: the saved programme merged with the browser's drafts, each change kept as a draft. */
export function usePlanning(program: Program | undefined) {
  const update = useUpdateProgram();
  const [state, setState] = useState<PlanningState>({ source: undefined, plans: new Map() });

  // Recomputed whenever the server's programme changes (load, save, refetch): drafts made from it survive.
  let current = state;
  if (program && state.source !== program) {
    current = { source: program, plans: mergeDrafts(program.cares, readProgramDrafts(program.id)) };
    setState(current);
  }

  const change = (care: Care, next: (plan: CarePlan) => CarePlan) => {
    if (!program) return;
    const before = current.plans.get(care.id) ?? planFromWire(care);
    const after = next(before);
    if (after === before) return;
    writeCareDraft(program.id, care, after, samePlan(after, planFromWire(care)));
    setState((s) => ({ ...s, plans: new Map(s.plans).set(care.id, after) }));
  };

  const save = async (): Promise<Program> => {
    if (!program) throw new Error('Program ID is missing.');
    const saved = await update.mutateAsync({ id: program.id, body: planningBody(program, current.plans) });
    // The server's plan is now the truth, in this browser and any other.
    clearProgramDrafts(program.id);
    setState({ source: saved, plans: mergeDrafts(saved.cares, {}) });
    return saved;
  };

  return {
    plans: current.plans as ReadonlyMap<number, CarePlan>,
    saving: update.isPending,
    toggle: (care: Care, slot: PlanSlot) => change(care, (plan) => toggleSlot(plan, slot)),
    addWeek: (care: Care) => change(care, addWeek),
    removeWeek: (care: Care) => change(care, removeWeek),
    save,
  };
}
