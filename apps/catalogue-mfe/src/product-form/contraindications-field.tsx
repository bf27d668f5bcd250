import { useId } from 'react';
import { CONTRAINDICATION_LABELS, CONTRAINDICATIONS, type Contraindication } from '@meche/contracts';
import styles from './product-fields.module.css';

const CONTRAINDICATIONS_LEGEND = 'Contre-indications (facultatif)';
const CONTRAINDICATIONS_HINT =
  "Un programme utilisant ce produit pour un client dont le questionnaire signale l'un de ces points demandera une confirmation.";

interface ContraindicationsFieldProps {
  value: readonly Contraindication[];
  onChange(value: Contraindication[]): void;
}

/** One box per reason of the fixed vocabulary; the list is kept in vocabulary order. */
export function ContraindicationsField({ value, onChange }: ContraindicationsFieldProps) {
  const id = useId();
  const toggle = (reason: Contraindication, checked: boolean) =>
    onChange(CONTRAINDICATIONS.filter((c) => (c === reason ? checked : value.includes(c))));
  return (
    <fieldset className={`${styles.field} ${styles.full} ${styles.choices}`} aria-describedby={`${id}-hint`}>
      <legend className={styles.label}>{CONTRAINDICATIONS_LEGEND}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {CONTRAINDICATIONS_HINT}
      </p>
      <div className={styles.options}>
        {CONTRAINDICATIONS.map((reason) => (
          <label key={reason} className={styles.option}>
            <input type="checkbox" checked={value.includes(reason)} onChange={(e) => toggle(reason, e.target.checked)} />
            {CONTRAINDICATION_LABELS[reason]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
