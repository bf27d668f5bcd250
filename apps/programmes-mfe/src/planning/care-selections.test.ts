import { describe, expect, it } from 'vitest';
import type { CarePlan } from '@meche/contracts';
import { planToWire, toggleSlot } from './plan';
import { CARE_SELECTIONS_KEY, careSelections, clearProgramDrafts, programSlot } from '../shared/program-drafts';
import {
  mergeDrafts,
  readProgramDrafts,
  splitDrafts,
  withCareDraft,
  type ProgramDrafts,
} from './care-selections';
import { makeCare, makeProduct } from '@meche/testing';

const shampoo = makeProduct(1, 'Shampoing', 10);
const lotion = makeProduct(2, 'Lotion', 20);
const saved = [
  makeCare(11, shampoo, 1, { ticks: [[1, 'MONDAY', 'Matin']] }),
  makeCare(12, lotion, 1, { durationWeeks: 2, ticks: [[2, 'FRIDAY', 'Soir']] }),
];
const PRACTITIONER = 7;

/** What the planning keeps after a change of one care: the programme's drafts with it, or nothing when none is left. */
function writeCareDraft(programId: number, care: (typeof saved)[number], plan: CarePlan, unchanged: boolean, userId = PRACTITIONER) {
  const next = withCareDraft(readProgramDrafts(userId, programId)?.values ?? {}, care, plan, unchanged);
  if (Object.keys(next).length === 0) careSelections.drop(programSlot(userId, programId));
  else careSelections.write(programSlot(userId, programId), next);
}
const drafts = (programId: number, userId = PRACTITIONER): ProgramDrafts => readProgramDrafts(userId, programId)?.values ?? {};

describe('careSelections drafts', () => {
  it('merges an unsaved draft over the saved plan of its care and leaves the other cares as saved', () => {
    const care = saved[0]!;
    const draft = toggleSlot(mergeDrafts(saved, {}).get(11)!, { week: 1, day: 'SUNDAY', slot: 'Soir' });
    writeCareDraft(5, care, draft, false);

    expect(JSON.parse(localStorage.getItem(CARE_SELECTIONS_KEY)!)).toEqual({
      '7': { '5': { savedAt: expect.any(String), values: { '11': { base: care.modified, durationWeeks: 1, slots: ['1:MONDAY:Matin', '1:SUNDAY:Soir'] } } } },
    });
    const merged = mergeDrafts(saved, drafts(5));
    expect(planToWire(merged.get(11)!).daysOfWeek).toEqual(['MONDAY', 'SUNDAY']);
    expect(planToWire(merged.get(12)!)).toEqual({ durationWeeks: 2, weeks: [2], daysOfWeek: ['FRIDAY'], timeSlot: ['Soir'] });
  });

  it('ignores a draft made before the care was saved again (elsewhere): the server is the truth', () => {
    writeCareDraft(5, saved[0]!, toggleSlot(mergeDrafts(saved, {}).get(11)!, { week: 1, day: 'MONDAY', slot: 'Matin' }), false);
    const savedLater = [{ ...saved[0]!, modified: '2026-11-20T08:00:00.000Z' }, saved[1]!];
    expect(planToWire(mergeDrafts(savedLater, drafts(5)).get(11)!).daysOfWeek).toEqual(['MONDAY']);
    expect(splitDrafts(savedLater, drafts(5))).toEqual({ atOnce: {}, offered: {} });
  });

  it('keeps drafts per programme and clears only the saved programme', () => {
    const plan = mergeDrafts(saved, {}).get(11)!;
    writeCareDraft(5, saved[0]!, addTick(plan), false);
    writeCareDraft(6, saved[0]!, addTick(plan), false);
    clearProgramDrafts(PRACTITIONER, 5);
    expect(drafts(5)).toEqual({});
    expect(Object.keys(drafts(6))).toEqual(['11']);
  });

  it("keeps drafts per practitioner: another practitioner on the device reads none, and clearing one's leaves the other's", () => {
    const plan = mergeDrafts(saved, {}).get(11)!;
    writeCareDraft(5, saved[0]!, addTick(plan), false);
    expect(drafts(5, 8)).toEqual({});
    writeCareDraft(5, saved[0]!, addTick(plan), false, 8);
    clearProgramDrafts(8, 5);
    expect(Object.keys(drafts(5))).toEqual(['11']);
  });

  it('drops a draft that is back to the saved plan', () => {
    const plan = mergeDrafts(saved, {}).get(11)!;
    writeCareDraft(5, saved[0]!, addTick(plan), false);
    writeCareDraft(5, saved[0]!, plan, true);
    expect(localStorage.getItem(CARE_SELECTIONS_KEY)).toBeNull();
  });

  it('offers back what would change a saved plan, and takes at once the draft of a care with nothing saved', () => {
    const empty = makeCare(13, lotion, 1);
    const cares = [...saved, empty];
    writeCareDraft(5, saved[0]!, addTick(mergeDrafts(cares, {}).get(11)!), false);
    writeCareDraft(5, empty, addTick(mergeDrafts(cares, {}).get(13)!), false);
    const { atOnce, offered } = splitDrafts(cares, drafts(5));
    expect(Object.keys(atOnce)).toEqual(['13']);
    expect(Object.keys(offered)).toEqual(['11']);
  });

  it('treats unreadable storage as no draft', () => {
    localStorage.setItem(CARE_SELECTIONS_KEY, '{not json');
    expect(drafts(5)).toEqual({});
    localStorage.setItem(CARE_SELECTIONS_KEY, JSON.stringify({ 7: { 5: { savedAt: '2026-11-20T08:00:00.000Z', values: { 11: { slots: 'x' } } }, 6: [1, 2] } }));
    expect(drafts(5)).toEqual({});
    expect(mergeDrafts(saved, drafts(5)).get(11)!.slots.size).toBe(1);
  });
});

function addTick(plan: CarePlan): CarePlan {
  return toggleSlot(plan, { week: 1, day: 'WEDNESDAY', slot: 'Soir' });
}
