import { vigilancePoints, type Client } from '@meche/contracts';
import { ALL_FIELDS } from '../form/client-fields';
import styles from './vigilance-panel.module.css';

const LABELS = new Map(ALL_FIELDS.map((f) => [f.name, f.label]));

/** The client's declared sensitive answers, with their text, where the practitioner looks before choosing a care. */
export function VigilancePanel({ client }: { client: Client }) {
  const points = vigilancePoints(client);
  return (
    <section className={styles.panel} aria-labelledby="vigilance-title" data-empty={points.length === 0 || undefined}>
      <h2 id="vigilance-title" className={styles.title}>
        Points de vigilance
      </h2>
      {points.length === 0 ? (
        <p className={styles.none}>Aucune réponse sensible déclarée.</p>
      ) : (
        <ul className={styles.points}>
          {points.map((point) => (
            <li key={point.reason}>
              <strong>{point.label}</strong>
              <ul className={styles.answers}>
                {point.answers.map((answer) => (
                  <li key={answer.field}>
                    <span className={styles.question}>{LABELS.get(answer.field) ?? answer.field} :</span> « {answer.text} »
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
