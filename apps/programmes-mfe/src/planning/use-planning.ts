import { useMemo, useState } from 'react';
import { useUpdateProgram } from '@meche/api-client';
import { useDraft, type DraftOffer } from '@meche/front-kit';
import { planFromWire, todayIso, type Care, type CarePlan, type PlanSlot, type Program } from '@meche/contracts';
import { addWeek, planToWire, removeWeek, samePlan, toggleSlot } from './plan';
import { careSelections } from '../shared/program-drafts';
import { mergeDoses, mergeDrafts, programDrafts, splitDrafts, withCareDraft, type ProgramDrafts } from './care-selections';

/** A care's plan and dose as on screen. */
interface CareState {
  plan: CarePlan;
  dose: string;
}

/** The last bulk action, for 'Annuler': the care and what it was before. */
interface LastBulk {
  careId: number;
  label: string;
  before: CareState;
}

/** What the server says about a care and never reads back: its acknowledgements and its figures. */
type ServerOnly = 'acknowledgements' | 'unitPrice' | 'tva' | 'catalogue';

/**
 * The body of the planning save: every care as the server sent it, with the plan on screen, its dose only when
 * changed and the start only when edited (the server keeps what is left out, and starts a first plan today in Paris).
 * Acknowledgements and the stored figures are the server's, read-only: the save sends the care's own fields only.
 */
function planningBody(program: Program, plans: ReadonlyMap<number, CarePlan>, doses: ReadonlyMap<number, string>, startDate: string | undefined) {
  return {
    ...(startDate ? { startDate } : {}),
    cares: program.cares.map(
      ({ acknowledgements: _history, unitPrice: _price, tva: _tva, catalogue: _catalogue, dose: saved, ...care }): Omit<Care, ServerOnly | 'dose'> & { dose?: string } => {
        const plan = plans.get(care.id);
        const dose = doses.get(care.id);
        return { ...care, ...(plan ? planToWire(plan) : {}), ...(dose !== undefined && dose.trim() !== (saved ?? '') ? { dose } : {}) };
      },
    ),
  };
}

/**
 * The plans on screen, derived from the server's programme and the unsaved drafts kept in careSelections (per
 * practitioner): a draft counts only while it was made from the care's saved version (a save here or elsewhere makes
 * it stale). Drafts found on load that would change saved plans are offered back (`draft`), never applied unasked;
 * those of cares with nothing saved yet are on screen at once. Each change is kept as a draft. One programme per
 * mount: the page remounts it for another programme.
 */
export function usePlanning(program: Program) {
  const update = useUpdateProgram();
  const stored = useDraft(careSelections, String(program.id), programDrafts);
  const [found] = useState(() => splitDrafts(program.cares, stored.found?.values ?? {}));
  const [drafts, setDrafts] = useState<ProgramDrafts>(found.atOnce);
  // The found draft waits for the practitioner's answer only when part of it would change what is saved.
  const waiting = stored.waiting && Object.keys(found.offered).length > 0;
  // An edited start, until saved; a planning never saved previews from today unless the practitioner says otherwise.
  const [editedStart, setEditedStart] = useState<string | undefined>();
  const [lastBulk, setLastBulk] = useState<LastBulk | undefined>();
  const plans = useMemo(() => mergeDrafts(program.cares, drafts), [program, drafts]);
  const doses = useMemo(() => mergeDoses(program.cares, drafts), [program, drafts]);
  // A draft made from an older saved version is not on screen: only the others are unsaved changes.
  const unsaved = useMemo(
    () => new Set(program.cares.filter((c) => drafts[String(c.id)]?.base === c.modified).map((c) => c.id)),
    [program, drafts],
  );
  const keep = (next: ProgramDrafts) => stored.keep(Object.keys(next).length > 0 ? next : null);

  const draft: DraftOffer = {
    offered: waiting && stored.found ? { savedAt: stored.found.savedAt } : null,
    restore: () => {
      const next = { ...drafts, ...found.offered };
      setDrafts(next);
      keep(next);
      stored.taken();
    },
    // What is on screen stays the draft; the offered plans go.
    discard: () => stored.drop(Object.keys(drafts).length > 0 ? drafts : undefined),
  };
  const startDate = editedStart ?? program.startDate ?? todayIso();
  const startUnsaved = editedStart !== undefined && editedStart !== program.startDate;

  const current = (care: Care): CareState => ({ plan: plans.get(care.id) ?? planFromWire(care), dose: doses.get(care.id) ?? care.dose ?? '' });

  const write = (care: Care, after: CareState) => {
    const doseChanged = after.dose.trim() !== (care.dose ?? '');
    const unchanged = samePlan(after.plan, planFromWire(care)) && !doseChanged;
    // The draft holds a dose only when it differs from the saved one.
    const dose = doseChanged ? after.dose : undefined;
    const next = withCareDraft(drafts, care, after.plan, unchanged, dose);
    setDrafts(next);
    // While a found draft waits for the practitioner's answer, the screen does not overwrite it.
    if (!waiting) keep(next);
  };

  // A change by hand after a bulk action of the same care: 'Annuler' would take it back too, so it is no longer offered.
  const byHand = (care: Care) => {
    if (lastBulk?.careId === care.id) setLastBulk(undefined);
  };

  const change = (care: Care, next: (plan: CarePlan) => CarePlan) => {
    const before = current(care);
    const plan = next(before.plan);
    if (plan === before.plan) return;
    byHand(care);
    write(care, { ...before, plan });
  };

  /** A bulk action: one change the practitioner may take back with 'Annuler'. */
  const bulk = (care: Care, label: string, next: (plan: CarePlan) => CarePlan) => {
    const before = current(care);
    setLastBulk({ careId: care.id, label, before });
    write(care, { ...before, plan: next(before.plan) });
  };

  const undo = () => {
    const care = lastBulk && program.cares.find((c) => c.id === lastBulk.careId);
    if (care && lastBulk) write(care, lastBulk.before);
    setLastBulk(undefined);
  };

  const save = async (): Promise<Program> => {
    const saved = await update.mutateAsync({ id: program.id, body: planningBody(program, plans, doses, startUnsaved ? editedStart : undefined) });
    // The server's plan is now the truth, in this browser and any other.
    stored.drop();
    setDrafts({});
    setEditedStart(undefined);
    setLastBulk(undefined);
    return saved;
  };

  return {
    plans: plans as ReadonlyMap<number, CarePlan>,
    doses: doses as ReadonlyMap<number, string>,
    /** The cares whose plan on screen is not the saved one. */
    unsaved: unsaved as ReadonlySet<number>,
    /** Anything on screen not saved yet: a care's plan or dose, or the start. */
    dirty: unsaved.size > 0 || startUnsaved,
    startDate,
    startUnsaved,
    setStartDate: setEditedStart,
    saving: update.isPending,
    toggle: (care: Care, slot: PlanSlot) => change(care, (plan) => toggleSlot(plan, slot)),
    addWeek: (care: Care) => change(care, addWeek),
    removeWeek: (care: Care) => change(care, removeWeek),
    /** The drafts found on load that would change saved plans, offered back with the forms' notice. */
    draft,
    setDose: (care: Care, dose: string) => {
      byHand(care);
      write(care, { ...current(care), dose });
    },
    bulk,
    /** The last bulk action's label ('Tous les jours : Matin — Sérum'), while it can be undone. */
    lastBulk: lastBulk?.label,
    undo,
    save,
  };
}
