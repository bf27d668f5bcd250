import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from '@meche/api-client';
import { CURE_ENDING_DAYS, VISIT_KIND_LABELS, VISIT_TIME_ZONE, type Today } from '@meche/contracts';
import { QueryState } from '@meche/front-kit';
import { formatDate, lazyDateFormat } from '@meche/ui';
import { PageLink } from '@meche/runtime';
import styles from './today-panel.module.css';

const hour = lazyDateFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: VISIT_TIME_ZONE });

export const TODAY_TEXTS = {
  title: 'Aujourd’hui',
  loadError: 'Impossible de charger la journée.',
  allClear: 'Rien ne vous attend : aucune visite aujourd’hui et aucun suivi en retard.',
  more: (shown: number, total: number) => `${shown} affichés sur ${total}.`,
  visits: 'Visites du jour',
  withoutNextVisit: 'Cures sans prochaine visite',
  curesEnding: `Cures qui se terminent dans les ${CURE_ENDING_DAYS} jours`,
  consentsMissing: 'Consentements à recueillir',
  photosToRetake: 'Photos à refaire',
};

function Group<T>({ title, list, render }: { title: string; list: { total: number; items: T[] }; render(item: T): ReactNode }) {
  if (list.total === 0) return null;
  return (
    <section className={styles.group} aria-label={title}>
      <h3 className={styles.subtitle}>
        {title} ({list.total})
      </h3>
      <ul className={styles.list}>{list.items.map(render)}</ul>
      {list.total > list.items.length ? <p className={styles.muted}>{TODAY_TEXTS.more(list.items.length, list.total)}</p> : null}
    </section>
  );
}

function TodayLists({ today }: { today: Today }) {
  const empty = [today.visits, today.withoutNextVisit, today.curesEnding, today.consentsMissing, today.photosToRetake].every((l) => l.total === 0);
  if (empty) return <p className={styles.muted}>{TODAY_TEXTS.allClear}</p>;
  return (
    <>
      <Group
        title={TODAY_TEXTS.visits}
        list={today.visits}
        render={(v) => (
          <li key={v.id}>
            <PageLink name="clients.client" params={{ clientId: v.clientId }}>
              {hour().format(new Date(v.startsAt))} — {v.clientName}
            </PageLink>
            <span className={styles.muted}>
              {VISIT_KIND_LABELS[v.kind]}, {v.durationMinutes} min
            </span>
          </li>
        )}
      />
      <Group
        title={TODAY_TEXTS.withoutNextVisit}
        list={today.withoutNextVisit}
        render={(p) => (
          <li key={p.programId}>
            <PageLink name="clients.client" params={{ clientId: p.clientId }}>
              {p.clientName} — {p.programReference}
            </PageLink>
            <span className={styles.muted}>Prévoir une visite avant le {formatDate(p.lastDay)}</span>
          </li>
        )}
      />
      <Group
        title={TODAY_TEXTS.curesEnding}
        list={today.curesEnding}
        render={(p) => (
          <li key={p.programId}>
            <PageLink name="programmes.planning" params={{ clientId: p.clientId, programId: p.programId }}>
              {p.clientName} — {p.programReference}
            </PageLink>
            <span className={styles.muted}>Dernier jour le {formatDate(p.lastDay)}</span>
          </li>
        )}
      />
      <Group
        title={TODAY_TEXTS.consentsMissing}
        list={today.consentsMissing}
        render={(c) => (
          <li key={c.clientId}>
            <PageLink name="clients.client" params={{ clientId: c.clientId }}>{c.clientName}</PageLink>
            <span className={styles.muted}>Consentement non enregistré</span>
          </li>
        )}
      />
      <Group
        title={TODAY_TEXTS.photosToRetake}
        list={today.photosToRetake}
        render={(p) => (
          <li key={p.programId}>
            <PageLink name="clients.client" params={{ clientId: p.clientId }}>
              {p.clientName} — {p.programReference}
            </PageLink>
            <span className={styles.muted}>{p.lastPhotoOn ? `Dernière photo le ${formatDate(p.lastPhotoOn)}` : 'Aucune photo'}</span>
          </li>
        )}
      />
    </>
  );
}

/** The home page's day: today's visits and who needs attention, each a link to the page where it is dealt with. */
export function TodayPanel() {
  const today = useQuery(dashboardQueries.today());
  return (
    <section className={`meche-card ${styles.card}`} aria-labelledby="today-title">
      <h2 id="today-title" className={styles.title}>
        {TODAY_TEXTS.title}
      </h2>
      <QueryState query={today} loading="Chargement de la journée" failure={{ fallback: TODAY_TEXTS.loadError }}>
        {(data) => <TodayLists today={data} />}
      </QueryState>
    </section>
  );
}
