import type { CarePlan, Program } from '@meche/contracts';

/** What the planning screen hands to its nested preview: the plans exactly as on screen, saved or not. */
export interface PlanningOutletContext {
  program: Program;
  plans: ReadonlyMap<number, CarePlan>;
  /** The cares whose plan is not saved yet: the preview and the sheet say so. */
  unsaved: ReadonlySet<number>;
  clientName: string | undefined;
  /** The day week 1 begins ('YYYY-MM-DD'): the programme's, as edited, or today for a planning never saved. */
  startDate: string;
  /** Each care's dose per intake as on screen ('' for none). */
  doses: ReadonlyMap<number, string>;
  /** Anything on screen not saved yet (a tick, a dose, the start): the server's PDF and e-mail would not show it. */
  dirty: boolean;
}
