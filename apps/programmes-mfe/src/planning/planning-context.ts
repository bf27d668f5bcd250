import type { Program } from '@meche/contracts';
import type { CarePlan } from './plan';

/** What the planning screen hands to its nested preview: the plans exactly as on screen, saved or not. */
export interface PlanningOutletContext {
  program: Program;
  plans: ReadonlyMap<number, CarePlan>;
  clientName: string | undefined;
}
