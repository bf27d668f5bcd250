import type { Care } from '@meche/contracts';
import { createPlan, planFromWire, type CarePlan } from '@meche/contracts';

/** localStorage key of the unsaved ticks, kept per programme and care. */
export const CARE_SELECTIONS_KEY = 'careSelections';

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

export type ProgramDrafts = Record<string, CareDraft>;
type AllDrafts = Record<string, ProgramDrafts>;

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

/** Anything unreadable (old format, hand-edited, quota error) counts as no draft rather than a crash. */
function readAll(): AllDrafts {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CARE_SELECTIONS_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const all: AllDrafts = {};
    for (const [programId, cares] of Object.entries(parsed)) {
      if (typeof cares !== 'object' || cares === null) continue;
      const valid = Object.entries(cares as Record<string, unknown>).filter(([, d]) => isDraft(d));
      if (valid.length > 0) all[programId] = Object.fromEntries(valid) as ProgramDrafts;
    }
    return all;
  } catch {
    return {};
  }
}

function writeAll(all: AllDrafts): void {
  try {
    if (Object.keys(all).length === 0) localStorage.removeItem(CARE_SELECTIONS_KEY);
    else localStorage.setItem(CARE_SELECTIONS_KEY, JSON.stringify(all));
  } catch (error) {
    console.warn('careSelections could not be stored', error);
  }
}

export function readProgramDrafts(programId: number): ProgramDrafts {
  return readAll()[String(programId)] ?? {};
}

/** The draft of a care's plan, made from the care's saved version. */
export function careDraft(care: Pick<Care, 'modified'>, plan: CarePlan, dose?: string): CareDraft {
  return { base: care.modified, durationWeeks: plan.durationWeeks, slots: [...plan.slots], ...(dose === undefined ? {} : { dose }) };
}

/** Stores the care's unsaved plan (and dose), or drops the draft when it equals the saved care again. */
export function writeCareDraft(
  programId: number,
  care: Pick<Care, 'id' | 'modified'>,
  plan: CarePlan,
  unchanged: boolean,
  dose?: string,
): void {
  const all = readAll();
  const program = { ...(all[String(programId)] ?? {}) };
  if (unchanged) delete program[String(care.id)];
  else program[String(care.id)] = careDraft(care, plan, dose);
  if (Object.keys(program).length === 0) delete all[String(programId)];
  else all[String(programId)] = program;
  writeAll(all);
}

/** After a successful save the server's plan is the truth: the programme's drafts go. */
export function clearProgramDrafts(programId: number): void {
  const all = readAll();
  delete all[String(programId)];
  writeAll(all);
}

/**
 * Each care's plan on load: the saved plan, replaced by its draft when the draft was made from that same
 * saved version. A draft older than the server's version (saved meanwhile, maybe elsewhere) is ignored.
 */
export function mergeDrafts(cares: readonly Care[], drafts: ProgramDrafts): Map<number, CarePlan> {
  const plans = new Map<number, CarePlan>();
  for (const care of cares) {
    const draft = drafts[String(care.id)];
    plans.set(
      care.id,
      draft && draft.base === care.modified ? createPlan(draft.durationWeeks, draft.slots) : planFromWire(care),
    );
  }
  return plans;
}

/** Each care's dose on load: the draft's when the draft counts (see mergeDrafts), else the saved one. */
export function mergeDoses(cares: readonly Care[], drafts: ProgramDrafts): Map<number, string> {
  return new Map(
    cares.map((care) => {
      const draft = drafts[String(care.id)];
      return [care.id, draft && draft.base === care.modified && draft.dose !== undefined ? draft.dose : (care.dose ?? '')];
    }),
  );
}
