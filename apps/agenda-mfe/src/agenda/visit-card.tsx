import { Link } from 'react-router-dom';
import { VISIT_KIND_LABELS, parisParts, type Visit } from '@meche/contracts';
import { clientsPaths, programmesPaths } from '@meche/page-paths';
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
        <Link to={clientsPaths.detail(visit.clientId)}>{visit.clientName}</Link>
      </p>
      {visit.programId !== null && (
        <p className={styles.visitDetail}>
          <Link to={programmesPaths.planning(visit.clientId, visit.programId)}>{visit.programReference || 'Programme'}</Link>
        </p>
      )}
      {visit.note && <p className={styles.visitDetail}>{visit.note}</p>}
      {visit.photosOnDay > 0 && (
        <p className={styles.visitDetail}>
          <Link to={clientsPaths.photos(visit.clientId)}>
            {visit.photosOnDay} photo{visit.photosOnDay > 1 ? 's' : ''} ce jour
          </Link>
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
