import type { StoredDraft } from '@meche/front-kit';
import type { Care } from '@meche/contracts';
import { createPlan, planFromWire, type CarePlan } from '@meche/contracts';
import { careSelections, programSlot } from '../shared/program-drafts';

/**
 * A draft remembers which saved version of the care it started from (`base` = the care's `modified`). `dose` is
 * the dose typed on the planning, absent in drafts made before doses existed (the saved dose then stands).
 */
interface CareDraft {
  base: string;
  durationWeeks: number;
  slots: string[];
  dose?: string;
}

/** One programme's unsaved plans, by care id. */
export type ProgramDrafts = Record<string, CareDraft>;

function isDraft(value: unknown): value is CareDraft {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.base === 'string' &&
    typeof d.durationWeeks === 'number' &&
    Array.isArray(d.slots) &&
    d.slots.every((s) => typeof s === 'string') &&
    (d.dose === undefined || typeof d.dose === 'string')
  );
}

/** The readable care drafts of a stored programme draft; one hand-edited care does not cost the others. */
export function programDrafts(values: unknown): ProgramDrafts | null {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
  const valid = Object.entries(values).filter(([, d]) => isDraft(d));
  return valid.length > 0 ? (Object.fromEntries(valid) as ProgramDrafts) : null;
}

export function readProgramDrafts(userId: number, programId: number): StoredDraft<ProgramDrafts> | null {
  return careSelections.read(programSlot(userId, programId), programDrafts);
}

/** The draft of a care's plan, made from the care's saved version. */
function careDraft(care: Pick<Care, 'modified'>, plan: CarePlan, dose?: string): CareDraft {
  return { base: care.modified, durationWeeks: plan.durationWeeks, slots: [...plan.slots], ...(dose === undefined ? {} : { dose }) };
}

/** The programme's drafts with the care's unsaved plan (and dose), or without it when it equals the saved care again. */
export function withCareDraft(
  drafts: ProgramDrafts,
  care: Pick<Care, 'id' | 'modified'>,
  plan: CarePlan,
  unchanged: boolean,
  dose?: string,
): ProgramDrafts {
  const next = { ...drafts };
  if (unchanged) delete next[String(care.id)];
  else next[String(care.id)] = careDraft(care, plan, dose);
  return next;
}

/** A draft counts only while it was made from the care's saved version: a save since (maybe elsewhere) wins. */
const current = (care: Care, drafts: ProgramDrafts) => {
  const draft = drafts[String(care.id)];
  return draft && draft.base === care.modified ? draft : undefined;
};

/**
 * The drafts found on load, split by the rule of every draft: what would change saved work is offered back, never
 * applied unasked; a care with nothing saved yet (no tick, no dose) takes its draft at once.
 */
export function splitDrafts(cares: readonly Care[], drafts: ProgramDrafts): { atOnce: ProgramDrafts; offered: ProgramDrafts } {
  const atOnce: ProgramDrafts = {};
  const offered: ProgramDrafts = {};
  for (const care of cares) {
    const draft = current(care, drafts);
    if (!draft) continue;
    const nothingSaved = planFromWire(care).slots.size === 0 && !care.dose;
    (nothingSaved ? atOnce : offered)[String(care.id)] = draft;
  }
  return { atOnce, offered };
}

/** Each care's plan: the saved plan, replaced by its draft when the draft was made from that same saved version. */
export function mergeDrafts(cares: readonly Care[], drafts: ProgramDrafts): Map<number, CarePlan> {
  const plans = new Map<number, CarePlan>();
  for (const care of cares) {
    const draft = current(care, drafts);
    plans.set(care.id, draft ? createPlan(draft.durationWeeks, draft.slots) : planFromWire(care));
  }
  return plans;
}

/** Each care's dose: the draft's when the draft counts (see mergeDrafts), else the saved one. */
export function mergeDoses(cares: readonly Care[], drafts: ProgramDrafts): Map<number, string> {
  return new Map(cares.map((care) => [care.id, current(care, drafts)?.dose ?? care.dose ?? '']));
}
