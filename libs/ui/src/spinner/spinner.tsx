const DEFAULT_SPINNER_LABEL = 'Chargement…';

export interface SpinnerProps {
  label?: string;
  /** Small variant for use inside a button or a table cell. */
  size?: 'small' | 'medium';
}

export function Spinner({ label = DEFAULT_SPINNER_LABEL, size = 'medium' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={`meche-spinner meche-spinner--${size}`}>
      <span className="meche-spinner__circle" aria-hidden="true" />
      <span className="meche-sr-only">{label}</span>
    </span>
  );
}
