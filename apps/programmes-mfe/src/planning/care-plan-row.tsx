import { useId, useState } from 'react';
import { DAY_CODES, DAY_NAMES, DAYS_OF_WEEK, DOSE_MAX, isTicked, MAX_WEEKS, TIME_SLOTS, weekRange, type Care, type CarePlan, type DayOfWeek, type PlanSlot } from '@meche/contracts';
import { PageLink } from '@meche/runtime';
import { canAddWeek, canRemoveWeek } from './plan';
import { BulkActions, type BulkAction } from './bulk-actions';
import styles from './planning.module.css';

/** Said on a care whose ticks are only in this browser, so they are never taken for the saved plan. */
const UNSAVED_LABEL = 'Non sauvegardé';

const pad = (n: number) => String(n).padStart(2, '0');
const shortDate = (date: Date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}`;

export interface CarePlanRowProps {
  care: Care;
  plan: CarePlan;
  dose: string;
  /** The day week 1 begins: each week is headed with its dates. */
  first: Date;
  /** The plan on screen differs from the saved one. */
  unsaved: boolean;
  onToggle(slot: PlanSlot): void;
  onToggleDay(week: number, day: DayOfWeek): void;
  onAddWeek(): void;
  onRemoveWeek(): void;
  onDose(dose: string): void;
  onBulk(action: BulkAction): void;
}

/**
 * One care: its product and dose, its bulk actions, then one table per week (7 days × Matin/Soir), then the week
 * buttons. On a phone one week shows at a time, with a switcher (the others are a swipe too far to tick).
 */
export function CarePlanRow(props: CarePlanRowProps) {
  const { care, plan, dose, first, unsaved, onToggle, onToggleDay, onAddWeek, onRemoveWeek, onDose, onBulk } = props;
  const name = care.productDTO.name;
  const id = useId();
  const [shown, setShown] = useState(1);
  const shownWeek = Math.min(shown, plan.durationWeeks);
  const weeks = Array.from({ length: plan.durationWeeks }, (_, i) => i + 1);
  return (
    <tr className={unsaved ? styles.unsavedRow : undefined}>
      <th scope="row" className={styles.product}>
        <PageLink name="catalogue.product" params={{ id: care.productDTO.id }}>{name}</PageLink>
        <span className={styles.quantity}>Quantité : {care.quantity}</span>
        <label className={styles.dose}>
          <span>Dose par prise</span>
          <input
            type="text"
            className="meche-input"
            value={dose}
            maxLength={DOSE_MAX}
            placeholder="ex. 5 ml"
            aria-label={`Dose par prise (${name})`}
            onChange={(e) => onDose(e.target.value)}
          />
        </label>
        {unsaved && <span className={styles.unsaved}>{UNSAVED_LABEL}</span>}
      </th>
      <td>
        <BulkActions name={name} weeks={plan.durationWeeks} onBulk={onBulk} />
        <div className={styles.switcher} role="group" aria-label={`Semaine affichée (${name})`}>
          <button type="button" className="meche-btn" aria-label={`Semaine précédente (${name})`} disabled={shownWeek <= 1} onClick={() => setShown(shownWeek - 1)}>
            ‹
          </button>
          <span aria-live="polite">
            Semaine {shownWeek} sur {plan.durationWeeks}
          </span>
          <button
            type="button"
            className="meche-btn"
            aria-label={`Semaine suivante (${name})`}
            disabled={shownWeek >= plan.durationWeeks}
            onClick={() => setShown(shownWeek + 1)}
          >
            ›
          </button>
        </div>
        <div className={styles.weeks}>
          {weeks.map((week) => {
            const range = weekRange(week, first);
            const datesId = `${id}-w${week}`;
            return (
              <table key={week} className={styles.week} data-shown={week === shownWeek || undefined} aria-describedby={datesId}>
                <caption>
                  Semaine {week}
                  <span id={datesId} aria-hidden="true" className={styles.weekDates}>
                    {` du ${shortDate(range.start)} au ${shortDate(range.end)}`}
                  </span>
                </caption>
                <thead>
                  <tr>
                    <td />
                    {DAYS_OF_WEEK.map((day) => (
                      <th key={day} scope="col">
                        <button
                          type="button"
                          className={styles.dayButton}
                          // The name starts with the letters shown, so speech control finds it by what is seen (WCAG 2.5.3).
                          aria-label={`${DAY_CODES[day]} : ${name}, semaine ${week}, tout le ${DAY_NAMES[day]} (Matin et Soir)`}
                          onClick={() => onToggleDay(week, day)}
                        >
                          <abbr title={DAY_NAMES[day]}>{DAY_CODES[day]}</abbr>
                        </button>
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
            );
          })}
        </div>
        <div className={styles.weekButtons}>
          <button
            type="button"
            className="meche-btn"
            aria-label={`+ semaine (${name})`}
            disabled={!canAddWeek(plan)}
            onClick={() => {
              onAddWeek();
              setShown(Math.min(plan.durationWeeks + 1, MAX_WEEKS));
            }}
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
