import type { Program } from '@meche/contracts';
import type { CarePlan } from './plan';

/** What the planning screen hands to its nested preview: the plans exactly as on screen, saved or not. */
export interface PlanningOutletContext {
  program: Program;
  plans: ReadonlyMap<number, CarePlan>;
  /** The cares whose plan is not saved yet: the preview and the sheet say so. */
  unsaved: ReadonlySet<number>;
  clientName: string | undefined;
}
