import { VISIT_KIND_LABELS, parisParts, type Visit } from '@meche/contracts';
import { PageLink } from '@meche/runtime';
import styles from './agenda.module.css';

interface Props {
  visit: Visit;
  onMove(): void;
  onCancel(): void;
}

/** One visit of a day: its hours (Paris), client, kind, programme, note, the photos of its day, and its actions. */
export function VisitCard({ visit, onMove, onCancel }: Props) {
  const from = parisParts(visit.startsAt).time;
  const to = parisParts(visit.endsAt).time;
  return (
    <li className={`${styles.visit} ${styles[visit.kind]}`} aria-label={`${from}–${to}, ${visit.clientName}, ${VISIT_KIND_LABELS[visit.kind]}`}>
      <p className={styles.visitTime}>
        <time dateTime={visit.startsAt}>{from}</time>–<time dateTime={visit.endsAt}>{to}</time> · {VISIT_KIND_LABELS[visit.kind]}
      </p>
      <p className={styles.visitClient}>
        <PageLink name="clients.client" params={{ clientId: visit.clientId }}>{visit.clientName}</PageLink>
      </p>
      {visit.programId !== null && (
        <p className={styles.visitDetail}>
          <PageLink name="programmes.planning" params={{ clientId: visit.clientId, programId: visit.programId }}>{visit.programReference || 'Programme'}</PageLink>
        </p>
      )}
      {visit.note && <p className={styles.visitDetail}>{visit.note}</p>}
      {visit.photosOnDay > 0 && (
        <p className={styles.visitDetail}>
          <PageLink name="clients.photos" params={{ clientId: visit.clientId }}>
            {visit.photosOnDay} photo{visit.photosOnDay > 1 ? 's' : ''} ce jour
          </PageLink>
        </p>
      )}
      <div className={styles.visitActions}>
        <button type="button" className="meche-btn meche-btn--small" onClick={onMove} aria-label={`Déplacer la visite de ${visit.clientName} à ${from}`}>
          Déplacer
        </button>
        <button type="button" className="meche-btn meche-btn--small meche-btn--ghost" onClick={onCancel} aria-label={`Annuler la visite de ${visit.clientName} à ${from}`}>
          Annuler
        </button>
      </div>
    </li>
  );
}
