import { useState } from 'react';
import { MAX_WEEKS } from '@meche/contracts';
import styles from './planning.module.css';

/** The few-clicks actions of one care, as the page applies them (see planning/bulk.ts). */
export type BulkAction =
  | { kind: 'everyDay'; slots: ('Matin' | 'Soir')[] }
  | { kind: 'copyFirstWeek' }
  | { kind: 'repeat'; weeks: number };

/** 'Tous les jours', 'Copier la semaine 1 partout', 'Répéter sur N semaines': plain buttons, for keyboard and finger. */
export function BulkActions({ name, weeks, onBulk }: { name: string; weeks: number; onBulk(action: BulkAction): void }) {
  const [repeat, setRepeat] = useState(String(Math.max(weeks, 8)));
  const count = Number(repeat);
  const valid = Number.isInteger(count) && count >= 1 && count <= MAX_WEEKS;
  return (
    <div className={styles.bulk} role="group" aria-label={`Remplir le planning (${name})`}>
      <span className={styles.bulkLabel}>Tous les jours :</span>
      <button type="button" className="meche-btn" aria-label={`Tous les jours, Matin (${name})`} onClick={() => onBulk({ kind: 'everyDay', slots: ['Matin'] })}>
        Matin
      </button>
      <button type="button" className="meche-btn" aria-label={`Tous les jours, Soir (${name})`} onClick={() => onBulk({ kind: 'everyDay', slots: ['Soir'] })}>
        Soir
      </button>
      <button
        type="button"
        className="meche-btn"
        aria-label={`Tous les jours, Matin et Soir (${name})`}
        onClick={() => onBulk({ kind: 'everyDay', slots: ['Matin', 'Soir'] })}
      >
        Matin et Soir
      </button>
      <button type="button" className="meche-btn" aria-label={`Copier la semaine 1 partout (${name})`} disabled={weeks < 2} onClick={() => onBulk({ kind: 'copyFirstWeek' })}>
        Copier la semaine 1 partout
      </button>
      <form
        className={styles.repeat}
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) onBulk({ kind: 'repeat', weeks: count });
        }}
      >
        <label>
          <span>Répéter sur</span>
          <input
            type="number"
            inputMode="numeric"
            className="meche-input"
            min={1}
            max={MAX_WEEKS}
            value={repeat}
            aria-label={`Nombre de semaines (${name})`}
            onChange={(e) => setRepeat(e.target.value)}
          />
          <span>semaines</span>
        </label>
        <button type="submit" className="meche-btn" aria-label={`Répéter la semaine 1 sur ${valid ? count : 'N'} semaines (${name})`} disabled={!valid}>
          Répéter
        </button>
      </form>
    </div>
  );
}
