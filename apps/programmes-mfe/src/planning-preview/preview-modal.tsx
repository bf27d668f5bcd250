import { useNavigate, useOutletContext } from 'react-router-dom';
import { buildPreviewWeeks, calendarDay, DAY_CODES, DAY_NAMES, frenchDate, planningPeriod, TIME_SLOTS } from '@meche/contracts';
import { usePrintSheet } from '@meche/front-kit';
import { Dialog, formatLongDate, ScrollBox } from '@meche/ui';
import type { PlanningOutletContext } from '../planning/planning-context';
import { SheetCopyActions } from '../programme-print/sheet-copy-actions';
import { PLANNING_SHEET_CSS, planningSheetHtml } from './planning-sheet';
import styles from './preview.module.css';

export const PREVIEW_TITLE = 'Aperçu avant Impression';
export const NO_PROGRAM = 'Aucun programme disponnible.';
/** The server makes its PDF from the saved planning: unsaved changes would be missing from it. */
export const SAVE_BEFORE_SENDING = 'Sauvegardez le planning pour le télécharger en PDF ou l’envoyer par e-mail : ces copies sont faites du planning enregistré.';
/** Said on screen and printed when ticks are not saved: a client must not take a draft for the plan. */
const UNSAVED_NOTICE = 'Planning non sauvegardé : les soins marqués « non sauvegardé » peuvent encore changer.';

const unsavedName = (name: string) => `${name} (non sauvegardé)`;

/** planning/:programId/preview — the weeks with a tick, as the client will follow them, and the print. */
export function PreviewModal() {
  const context = useOutletContext<PlanningOutletContext | undefined>();
  const navigate = useNavigate();
  const printSheet = usePrintSheet();
  const close = () => navigate('..');

  const today = new Date();
  // The programme's own start, so a reprint on another day gives the same dates.
  const first = context ? calendarDay(context.startDate) : today;
  const weeks = context
    ? buildPreviewWeeks(
        context.program.cares.flatMap((care) => {
          const plan = context.plans.get(care.id);
          const name = context.unsaved.has(care.id) ? unsavedName(care.productDTO.name) : care.productDTO.name;
          return plan ? [{ productName: name, plan, dose: context.doses.get(care.id) }] : [];
        }),
        first,
      )
    : [];
  const period = planningPeriod(weeks, first);

  const hasUnsaved = Boolean(context?.program.cares.some((care) => context.unsaved.has(care.id) && context.plans.has(care.id)));

  const print = () => {
    if (!context) return;
    void printSheet({
      title: `Planning — ${context.clientName ?? ''}`.trim(),
      orientation: 'landscape',
      css: PLANNING_SHEET_CSS,
      body: (config) =>
        planningSheetHtml({
          config,
          clientName: context.clientName ?? '',
          reference: context.program.programReference,
          date: formatLongDate(today),
          period,
          weeks,
          notice: hasUnsaved ? UNSAVED_NOTICE : undefined,
        }),
    });
  };

  return (
    <Dialog title={PREVIEW_TITLE} onClose={close} size="wide">
      {weeks.length === 0 ? (
        <p className={styles.empty}>{NO_PROGRAM}</p>
      ) : (
        <>
          {context?.clientName && <p className={styles.client}>{context.clientName}</p>}
          <p className={styles.client}>{period}</p>
          {hasUnsaved && (
            <p role="note" className={styles.unsaved}>
              {UNSAVED_NOTICE}
            </p>
          )}
          {weeks.map((week) => (
            <section key={week.week} className={styles.week} aria-label={week.label}>
              <h3 className={styles.range}>{week.label}</h3>
              <ScrollBox className={styles.scroll}>
                <table className={`meche-table meche-table--cards ${styles.grid}`}>
                  <thead>
                    <tr>
                      <td />
                      {week.days.map((d) => (
                        <th key={d.day} scope="col">
                          <abbr title={DAY_NAMES[d.day]}>{DAY_CODES[d.day]}</abbr>
                          <span className={styles.date}>{frenchDate(d.date).slice(0, 5)}</span>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {TIME_SLOTS.map((slot) => (
                      <tr key={slot}>
                        <th scope="row">{slot}</th>
                        {week.days.map((d) => (
                          <td key={d.day} data-label={`${DAY_NAMES[d.day]} ${frenchDate(d.date).slice(0, 5)}`}>
                            {d.products[slot].length > 0 && (
                              <ul className={styles.products}>
                                {d.products[slot].map((name) => (
                                  <li key={name}>{name}</li>
                                ))}
                              </ul>
                            )}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollBox>
            </section>
          ))}
          {context && (
            <div className={styles.actions}>
              <SheetCopyActions
                kind="planning"
                programId={context.program.id}
                onPrint={print}
                unavailable={context.dirty ? SAVE_BEFORE_SENDING : undefined}
                printClassName="meche-btn meche-btn--primary"
              />
            </div>
          )}
        </>
      )}
    </Dialog>
  );
}
