import { Link } from 'react-router-dom';
import { DAY_CODES, DAYS_OF_WEEK, TIME_SLOTS, type Care } from '@meche/contracts';
import { paths } from '@meche/ui';
import { canAddWeek, canRemoveWeek, DAY_NAMES, isTicked, type CarePlan, type PlanSlot } from '../planning/plan';
import styles from './planning.module.css';

/** Said on a care whose ticks are only in this browser, so they are never taken for the saved plan. */
const UNSAVED_LABEL = 'Non sauvegardé';

export interface CarePlanRowProps {
  care: Care;
  plan: CarePlan;
  /** The plan on screen differs from the saved one. */
  unsaved: boolean;
  onToggle(slot: PlanSlot): void;
  onAddWeek(): void;
  onRemoveWeek(): void;
}

/** One care: its product, then one cell per week (7 days × Matin/Soir), then the week buttons. */
export function CarePlanRow({ care, plan, unsaved, onToggle, onAddWeek, onRemoveWeek }: CarePlanRowProps) {
  const name = care.productDTO.name;
  const weeks = Array.from({ length: plan.durationWeeks }, (_, i) => i + 1);
  return (
    <tr className={unsaved ? styles.unsavedRow : undefined}>
      <th scope="row" className={styles.product}>
        <Link to={paths.productDetail(care.productDTO.id)}>{name}</Link>
        <span className={styles.quantity}>Quantité : {care.quantity}</span>
        {unsaved && <span className={styles.unsaved}>{UNSAVED_LABEL}</span>}
      </th>
      <td>
        <div className={styles.weeks}>
          {weeks.map((week) => (
            <table key={week} className={styles.week}>
              <caption>Semaine {week}</caption>
              <thead>
                <tr>
                  <td />
                  {DAYS_OF_WEEK.map((day) => (
                    <th key={day} scope="col">
                      <abbr title={DAY_NAMES[day]}>{DAY_CODES[day]}</abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {TIME_SLOTS.map((slot) => (
                  <tr key={slot}>
                    <th scope="row" className={styles.slot}>
                      {slot}
                    </th>
                    {DAYS_OF_WEEK.map((day) => (
                      <td key={day} className={styles.cell}>
                        <input
                          type="checkbox"
                          aria-label={`${name}, semaine ${week}, ${DAY_NAMES[day]}, ${slot}`}
                          checked={isTicked(plan, { week, day, slot })}
                          onChange={() => onToggle({ week, day, slot })}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
        <div className={styles.weekButtons}>
          <button
            type="button"
            className="meche-btn"
            aria-label={`+ semaine (${name})`}
            disabled={!canAddWeek(plan)}
            onClick={onAddWeek}
          >
            + semaine
          </button>
          <button
            type="button"
            className="meche-btn"
            aria-label={`- semaine (${name})`}
            disabled={!canRemoveWeek(plan)}
            title={plan.durationWeeks > 1 && !canRemoveWeek(plan) ? 'La dernière semaine contient une sélection.' : undefined}
            onClick={onRemoveWeek}
          >
            - semaine
          </button>
        </div>
      </td>
    </tr>
  );
}
