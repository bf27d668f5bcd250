import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useParams } from 'react-router-dom';
import { programQueries } from '@meche/api-client';
import { describeFailure, DraftNotice, FailureText, useLeaveGuard, useNotify } from '@meche/front-kit';
import { calendarDay, DAY_NAMES, parseRouteId, planFromWire, type CarePlan, type Program } from '@meche/contracts';
import { ScrollBox, Spinner } from '@meche/ui';
import { programmesPaths, programmesRoutes } from '@meche/page-paths';
import { PageLink } from '@meche/runtime';
import { useClientName } from '../shared/use-client-name';
import { useReveal } from '../shared/use-reveal';
import { copyFirstWeek, everyDay, repeatFirstWeek, toggleDay } from './bulk';
import type { PlanningOutletContext } from './planning-context';
import type { BulkAction } from './bulk-actions';
import { CarePlanRow } from './care-plan-row';
import { SaveAsProtocol } from './save-as-protocol';
import { usePlanning } from './use-planning';
import styles from './planning.module.css';

export const PROGRAM_ID_MISSING = 'Program ID is missing.';
export const PLANNING_SAVED = 'Planning sauvegardé avec succés !';
export const PLANNING_SAVE_FAILED = 'Failed to save planning.';
export const SAVE_REMINDER = 'Veuillez sauvegarder toute modification !';

/** What 'Annuler la dernière action' names, so the practitioner knows what comes back. */
function bulkLabel(action: BulkAction): string {
  if (action.kind === 'everyDay') return `tous les jours, ${action.slots.join(' et ')}`;
  if (action.kind === 'copyFirstWeek') return 'semaine 1 copiée partout';
  return `semaine 1 répétée sur ${action.weeks} semaines`;
}

function applyBulk(action: BulkAction): (plan: CarePlan) => CarePlan {
  if (action.kind === 'everyDay') return (plan) => everyDay(plan, action.slots);
  if (action.kind === 'copyFirstWeek') return copyFirstWeek;
  return (plan) => repeatFirstWeek(plan, action.weeks);
}

/** planning/:programId — the weekly plan of each care of one programme. */
export function PlanningPage() {
  const params = useParams();
  const programId = parseRouteId(params.programId);
  const clientId = parseRouteId(params.clientId);
  if (programId === undefined) {
    return (
      <FailureText message={PROGRAM_ID_MISSING} className={`meche-field__error ${styles.page}`} />
    );
  }
  return <PlanningScreen programId={programId} clientId={clientId} />;
}

function PlanningScreen({ programId, clientId }: { programId: number; clientId: number | undefined }) {
  const program = useQuery(programQueries.detail(programId));
  const clientName = useClientName(clientId ?? program.data?.clientId);

  if (program.isPending) return <Spinner label="Chargement du planning…" />;
  if (program.isError) {
    return (
      <FailureText message={describeFailure(program.error).message} className={`meche-field__error ${styles.page}`} />
    );
  }
  // One programme per grid: its drafts are found once, when it opens.
  return <PlanningGrid key={program.data.id} program={program.data} clientName={clientName} />;
}

function PlanningGrid({ program, clientName }: { program: Program; clientName: string | undefined }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const planning = usePlanning(program);
  // Unsaved ticks are work in progress: leaving the page asks first; the preview, in this page's outlet, is not leaving.
  const guard = useLeaveGuard(planning.dirty, { subRoutesStay: true });
  const headingRef = useReveal<HTMLHeadingElement>();

  // planning.saving re-renders a tick later: a double click would otherwise send the plan twice.
  const inFlight = useRef(false);

  const save = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await planning.save();
      guard.release();
      notify(PLANNING_SAVED, 'success');
    } catch {
      // The ticks stay on screen and in careSelections: nothing is lost.
      notify(PLANNING_SAVE_FAILED, 'error');
    } finally {
      inFlight.current = false;
    }
  };

  const context: PlanningOutletContext = {
    program,
    plans: planning.plans,
    unsaved: planning.unsaved,
    clientName,
    startDate: planning.startDate,
    doses: planning.doses,
    dirty: planning.dirty,
  };
  const first = calendarDay(planning.startDate);

  return (
    <section className={styles.page} aria-labelledby="planning-title">
      <div className={styles.header}>
        <h2 id="planning-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          Planning — {program.programReference}
          {clientName ? <span className={styles.client}> · {clientName}</span> : null}
        </h2>
        <Link to={programmesPaths.addCare} state={clientName ? { clientName } : undefined}>
          Retour aux programmes
        </Link>
        {/* Shown inside the client file, whose own 'Planifier une visite' books without a programme. */}
        <PageLink name="agenda.bookVisit" params={{ clientId: program.clientId, programId: program.id }} className="meche-btn" fallback={null}>
          Planifier une visite pour ce programme
        </PageLink>
      </div>

      <DraftNotice draft={planning.draft} />

      <p className={styles.note} role="note">
        {SAVE_REMINDER}
      </p>

      <div className={styles.toolbar}>
        <button
          type="button"
          className="meche-btn meche-btn--primary"
          disabled={planning.saving}
          onClick={() => void save()}
        >
          {planning.saving ? 'Saving...' : 'Sauvegarder'}
        </button>
        <button type="button" className="meche-btn" onClick={() => navigate(programmesRoutes.preview)}>
          Aperçu avant Impression
        </button>
        <SaveAsProtocol program={program} dirty={planning.dirty} />
      </div>

      <div className={styles.planningBar}>
        <label className={styles.start}>
          <span>Début du programme</span>
          <input
            type="date"
            className="meche-input"
            value={planning.startDate}
            required
            onChange={(e) => e.target.value && planning.setStartDate(e.target.value)}
          />
          {program.startDate === null && <small className={styles.hint}>Fixée à l’enregistrement du planning.</small>}
          {planning.startUnsaved && <span className={styles.unsaved}>Non sauvegardé</span>}
        </label>
        {planning.lastBulk && (
          <p className={styles.undo} role="status">
            <span>{planning.lastBulk}</span>
            <button type="button" className="meche-btn" onClick={planning.undo}>
              Annuler la dernière action
            </button>
          </p>
        )}
      </div>

      {program.cares.length === 0 ? (
        <p className={styles.empty}>Aucun soins pour ce client.</p>
      ) : (
        <ScrollBox className={styles.scroll}>
          <table className={`meche-table ${styles.table}`}>
            <caption className="meche-sr-only">Planning des soins</caption>
            <thead>
              <tr>
                <th scope="col">Produit</th>
                <th scope="col">Semaines</th>
              </tr>
            </thead>
            <tbody>
              {program.cares.map((care) => (
                <CarePlanRow
                  key={care.id}
                  care={care}
                  plan={planning.plans.get(care.id) ?? planFromWire(care)}
                  dose={planning.doses.get(care.id) ?? ''}
                  first={first}
                  unsaved={planning.unsaved.has(care.id)}
                  onToggle={(slot) => planning.toggle(care, slot)}
                  onToggleDay={(week, day) => planning.bulk(care, `${care.productDTO.name} : ${DAY_NAMES[day]} de la semaine ${week}`, (plan) => toggleDay(plan, week, day))}
                  onDose={(dose) => planning.setDose(care, dose)}
                  onBulk={(action) => planning.bulk(care, `${care.productDTO.name} : ${bulkLabel(action)}`, applyBulk(action))}
                  onAddWeek={() => planning.addWeek(care)}
                  onRemoveWeek={() => planning.removeWeek(care)}
                />
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}

      <Outlet context={context} />
    </section>
  );
}
