import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useCancelVisit, visitQueries } from '@meche/api-client';
import { isValidIsoDate, parisParts, type Visit } from '@meche/contracts';
import { describeFailure, FailureText, useConfirm, useNotify } from '@meche/front-kit';
import { Spinner } from '@meche/ui';
import { AGENDA_VIEW_QUERY, BOOKING_QUERY } from '@meche/page-paths';
import { AGENDA_MESSAGES as MSG } from '../messages';
import { dayLabel, daysOf, rangeLabel, step, todayInParis, type AgendaView } from './agenda-dates';
import { VisitCard } from './visit-card';
import { VisitDialog, type VisitDraft } from './visit-dialog';
import styles from './agenda.module.css';

const positiveId = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * /dashboard/agenda: the day or the week (Monday to Sunday), Paris time. The address holds the view and the day
 * (`?vue=jour&date=2026-03-29`), so a reload or a shared link shows the same; `?reserver=1&client=…&programme=…`
 * opens the booking form, which is how the client file and a programme book a visit.
 */
export function AgendaPage() {
  const [params, setParams] = useSearchParams();
  const view: AgendaView = params.get(AGENDA_VIEW_QUERY.view) === AGENDA_VIEW_QUERY.day ? AGENDA_VIEW_QUERY.day : AGENDA_VIEW_QUERY.week;
  const requested = params.get(AGENDA_VIEW_QUERY.date);
  const date = requested && isValidIsoDate(requested) ? requested : todayInParis();
  const days = daysOf(view, date);
  const visits = useQuery(visitQueries.range(days[0] ?? date, days.length));
  const cancel = useCancelVisit();
  const confirm = useConfirm();
  const notify = useNotify();
  const [moving, setMoving] = useState<Visit | null>(null);

  const booking = params.get(BOOKING_QUERY.open) === '1';
  const draft: VisitDraft | null = moving
    ? { visit: moving, clientId: moving.clientId, programId: moving.programId, date }
    : booking
      ? { visit: null, clientId: positiveId(params.get(BOOKING_QUERY.client)), programId: positiveId(params.get(BOOKING_QUERY.programme)), date }
      : null;

  const show = (next: { vue?: AgendaView; date?: string; reserver?: boolean }) => {
    const query = new URLSearchParams();
    query.set(AGENDA_VIEW_QUERY.view, next.vue ?? view);
    query.set(AGENDA_VIEW_QUERY.date, next.date ?? date);
    if (next.reserver) query.set(BOOKING_QUERY.open, '1');
    setParams(query);
  };

  function closeForm() {
    setMoving(null);
    if (booking) show({});
  }

  async function cancelVisit(visit: Visit) {
    const at = parisParts(visit.startsAt);
    const question = MSG.confirmCancel(visit.clientName, dayLabel(at.date), at.time);
    if (!(await confirm(question, { confirmLabel: MSG.cancelVisit, cancelLabel: MSG.keepVisit }))) return;
    try {
      await cancel.mutateAsync(visit.id);
      notify(MSG.cancelled(visit.clientName), 'success');
    } catch (error) {
      notify(describeFailure(error).message, 'error');
    }
  }

  const byDay = new Map(days.map((d) => [d, [] as Visit[]]));
  for (const visit of visits.data ?? []) byDay.get(visit.localDate)?.push(visit);
  const today = todayInParis();

  return (
    <section className={`meche-card ${styles.page}`} aria-labelledby="agenda-title">
      <header className={styles.header}>
        <div>
          <h1 id="agenda-title">{MSG.label}</h1>
          <p className={styles.range} aria-live="polite">
            {rangeLabel(view, date)}
          </p>
        </div>
        <button type="button" className="meche-btn meche-btn--primary" onClick={() => show({ reserver: true })}>
          {MSG.newVisit}
        </button>
      </header>
      <div className={styles.toolbar}>
        <div role="group" aria-label="Affichage" className={styles.segmented}>
          {(['jour', 'semaine'] as const).map((v) => (
            <button key={v} type="button" className="meche-btn meche-btn--small" aria-pressed={view === v} onClick={() => show({ vue: v })}>
              {v === 'jour' ? 'Jour' : 'Semaine'}
            </button>
          ))}
        </div>
        <nav aria-label={view === 'jour' ? 'Jours' : 'Semaines'} className={styles.segmented}>
          <button type="button" className="meche-btn meche-btn--small meche-btn--ghost" onClick={() => show({ date: step(view, date, -1) })}>
            {view === 'jour' ? 'Jour précédent' : 'Semaine précédente'}
          </button>
          <button type="button" className="meche-btn meche-btn--small meche-btn--ghost" onClick={() => show({ date: today })}>
            Aujourd’hui
          </button>
          <button type="button" className="meche-btn meche-btn--small meche-btn--ghost" onClick={() => show({ date: step(view, date, 1) })}>
            {view === 'jour' ? 'Jour suivant' : 'Semaine suivante'}
          </button>
        </nav>
      </div>
      {visits.isPending && <Spinner label={MSG.loading} />}
      <FailureText message={visits.isError ? describeFailure(visits.error).message : null} />
      {visits.isSuccess && (
        <div className={view === 'jour' ? styles.dayView : styles.weekView}>
          {days.map((day) => {
            const dayVisits = byDay.get(day) ?? [];
            return (
              <section key={day} className={styles.day} aria-labelledby={`jour-${day}`} aria-current={day === today ? 'date' : undefined}>
                <h2 id={`jour-${day}`} className={styles.dayTitle}>
                  {dayLabel(day)}
                  {dayVisits.length > 0 && <span className={styles.count}> · {dayVisits.length} visite{dayVisits.length > 1 ? 's' : ''}</span>}
                </h2>
                {dayVisits.length === 0 ? (
                  <p className={styles.empty}>{MSG.noVisit}</p>
                ) : (
                  <ol className={styles.visits}>
                    {dayVisits.map((visit) => (
                      <VisitCard key={visit.id} visit={visit} onMove={() => setMoving(visit)} onCancel={() => void cancelVisit(visit)} />
                    ))}
                  </ol>
                )}
              </section>
            );
          })}
        </div>
      )}
      {draft && (
        <VisitDialog
          // Another visit, client or programme (a new address) starts a new form.
          key={`${draft.visit?.id ?? 'nouvelle'}-${draft.clientId ?? ''}-${draft.programId ?? ''}`}
          draft={draft}
          onClose={closeForm}
          onSaved={(visit) => {
            setMoving(null);
            show({ date: visit.localDate });
          }}
        />
      )}
    </section>
  );
}
