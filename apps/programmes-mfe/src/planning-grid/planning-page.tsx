import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useParams } from 'react-router-dom';
import { describeError, programQueries } from '@meche/api-client';
import { parseRouteId, type Program } from '@meche/contracts';
import { agendaPaths, paths, ScrollBox, Spinner, useLeaveGuard, useNotify } from '@meche/ui';
import { useClientName } from '../shared/use-client-name';
import { useReveal } from '../shared/use-reveal';
import { planFromWire } from '../planning/plan';
import type { PlanningOutletContext } from '../planning/planning-context';
import { CarePlanRow } from './care-plan-row';
import { usePlanning } from './use-planning';
import styles from './planning.module.css';

export const PROGRAM_ID_MISSING = 'Program ID is missing.';
export const PLANNING_SAVED = 'Planning sauvegardé avec succés !';
export const PLANNING_SAVE_FAILED = 'Failed to save planning.';
export const SAVE_REMINDER = 'Veuillez sauvegarder toute modification !';

/** planning/:programId — the weekly plan of each care of one programme. */
export function PlanningPage() {
  const params = useParams();
  const programId = parseRouteId(params.programId);
  const clientId = parseRouteId(params.clientId);
  if (programId === undefined) {
    return (
      <p role="alert" className={`meche-field__error ${styles.page}`}>
        {PROGRAM_ID_MISSING}
      </p>
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
      <p role="alert" className={`meche-field__error ${styles.page}`}>
        {describeError(program.error).message ?? 'Une erreur est survenue.'}
      </p>
    );
  }
  return <PlanningGrid program={program.data} clientName={clientName} />;
}

function PlanningGrid({ program, clientName }: { program: Program; clientName: string | undefined }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const planning = usePlanning(program);
  // Unsaved ticks are work in progress: leaving the page asks first; the preview, in this page's outlet, is not leaving.
  const guard = useLeaveGuard(planning.unsaved.size > 0, { subRoutesStay: true });
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

  const context: PlanningOutletContext = { program, plans: planning.plans, unsaved: planning.unsaved, clientName };

  return (
    <section className={styles.page} aria-labelledby="planning-title">
      <div className={styles.header}>
        <h2 id="planning-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          Planning — {program.programReference}
          {clientName ? <span className={styles.client}> · {clientName}</span> : null}
        </h2>
        <Link to={paths.client.addCare(program.clientId)} state={clientName ? { clientName } : undefined}>
          Retour aux programmes
        </Link>
        {/* Shown inside the client file, whose own 'Planifier une visite' books without a programme. */}
        <Link to={agendaPaths.bookVisit(program.clientId, program.id)} className="meche-btn">
          Planifier une visite pour ce programme
        </Link>
      </div>

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
        <button type="button" className="meche-btn" onClick={() => navigate('preview')}>
          Aperçu avant Impression
        </button>
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
                  unsaved={planning.unsaved.has(care.id)}
                  onToggle={(slot) => planning.toggle(care, slot)}
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
