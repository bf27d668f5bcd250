import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { visitQueries } from '@meche/api-client';
import { VISIT_KIND_LABELS, parisParts, type Visit } from '@meche/contracts';
import { describeFailure } from '@meche/front-kit';
import { PageLink } from '@meche/runtime';
import { formatLongDate, Spinner } from '@meche/ui';
import { VISIT_LIST_MESSAGES as MSG } from '../messages';
import styles from './client-visits.module.css';

/** The history shows its most recent visits first; older ones on demand. */
const PAST_SHOWN = 5;

/**
 * The visits not over yet and not cancelled, soonest first; the others (past or cancelled), most recent first.
 * A visit under way is still to come: the practitioner is in it.
 */
function splitVisits(visits: readonly Visit[], now: Date = new Date()): { upcoming: Visit[]; past: Visit[] } {
  const upcoming = visits.filter((v) => !v.cancelledAt && Date.parse(v.endsAt) > now.getTime());
  const past = visits.filter((v) => !upcoming.includes(v));
  const byStart = (a: Visit, b: Visit) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id;
  return { upcoming: [...upcoming].sort(byStart), past: [...past].sort((a, b) => byStart(b, a)) };
}

function VisitItem({ visit }: { visit: Visit }) {
  const from = parisParts(visit.startsAt).time;
  const to = parisParts(visit.endsAt).time;
  const kind = VISIT_KIND_LABELS[visit.kind];
  const cancelled = visit.cancelledAt !== null;
  return (
    <li className={styles.visit} data-cancelled={cancelled || undefined}>
      {/* The date opens the agenda on that day, Paris time like every hour shown. */}
      <PageLink name="agenda.day" params={{ date: visit.localDate }} className={styles.when}>
        {formatLongDate(visit.localDate)},{' '}
        <span className={styles.hours}>
          {from}–{to}
        </span>
      </PageLink>
      <span className={styles.kind}>{kind}</span>
      {cancelled ? <span className={styles.cancelled}>{MSG.cancelled}</span> : null}
      {visit.programId !== null ? (
        <PageLink name="programmes.planning" params={{ clientId: visit.clientId, programId: visit.programId }} className={styles.detail}>
          {visit.programReference || 'Programme'}
        </PageLink>
      ) : null}
      {visit.note ? <span className={styles.detail}>{visit.note}</span> : null}
    </li>
  );
}

interface GroupProps {
  id: string;
  title: string;
  visits: Visit[];
  empty: string;
  children?: ReactNode;
}

function VisitGroup({ id, title, visits, empty, children }: GroupProps) {
  return (
    <div className={styles.group}>
      <h3 id={id} className={styles.groupTitle}>
        {title}
      </h3>
      {visits.length === 0 ? (
        <p className={styles.none}>{empty}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={id}>
          {visits.map((visit) => (
            <VisitItem key={visit.id} visit={visit} />
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}

/** The client's visits on her file (booked in the agenda remote), and a booking in the agenda for her. */
export function ClientVisits({ clientId }: { clientId: number }) {
  const visits = useQuery(visitQueries.byClient(clientId));
  const [allPast, setAllPast] = useState(false);
  const { upcoming, past } = splitVisits(visits.data ?? []);
  const hidden = allPast ? 0 : Math.max(0, past.length - PAST_SHOWN);

  return (
    <section className="meche-panel" aria-labelledby="client-visits-title" aria-busy={visits.isPending}>
      <div className={styles.header}>
        <h2 id="client-visits-title" className={styles.title}>
          {MSG.title}
        </h2>
        <PageLink name="agenda.bookVisit" params={{ clientId: clientId }} className="meche-btn meche-btn--small" fallback={null}>
          {MSG.book}
        </PageLink>
      </div>
      {visits.isPending ? <Spinner label={MSG.loading} /> : null}
      {visits.isError ? (
        <p role="alert" className={styles.failure}>
          {describeFailure(visits.error, { fallback: MSG.loadFailed }).message}
        </p>
      ) : null}
      {visits.data ? (
        <div className={styles.groups}>
          <VisitGroup id="client-visits-upcoming" title={MSG.upcoming} visits={upcoming} empty={MSG.noUpcoming} />
          <VisitGroup id="client-visits-past" title={MSG.past} visits={past.slice(0, past.length - hidden)} empty={MSG.noPast}>
            {hidden > 0 ? (
              <button type="button" className="meche-btn meche-btn--small" onClick={() => setAllPast(true)}>
                {MSG.showAll(hidden)}
              </button>
            ) : null}
          </VisitGroup>
        </div>
      ) : null}
    </section>
  );
}
