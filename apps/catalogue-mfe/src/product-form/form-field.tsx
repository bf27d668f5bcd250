import type { ReactNode } from 'react';
import styles from './product-fields.module.css';

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled product field with its hint and error, both tied to the control. */
export function FormField({ id, label, error, hint, className = '', children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`meche-field ${styles.field} ${className}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="meche-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
