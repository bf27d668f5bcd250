import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

/** What Field gives its control: the id its label points to and the accessibility wiring of the error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control and announced with it; empty means valid. */
  error?: string | null;
  /** A short help text under the control, e.g. 'limite 50 caractères'. */
  hint?: ReactNode;
  id?: string;
  className?: string;
  /** One control element (it gets id/aria props) or a render function for composite controls. */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
}

export function Field({ label, error, hint, id, className, children }: FieldProps) {
  const generated = useId();
  // A control that already has an id keeps it: tests and styles may rely on it.
  const ownId =
    typeof children !== 'function' && isValidElement<FieldControlProps>(children) ? children.props.id : undefined;
  const controlId = id ?? ownId ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true } : {}),
  };

  let rendered: ReactNode;
  if (typeof children === 'function') {
    rendered = children(control);
  } else if (isValidElement<FieldControlProps>(children)) {
    const own = children.props['aria-describedby'];
    rendered = cloneElement(children, {
      ...control,
      ...(own || describedBy ? { 'aria-describedby': [own, describedBy].filter(Boolean).join(' ') } : {}),
    });
  }

  return (
    <div className={['meche-field', error ? 'meche-field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className="meche-field__label">
        {label}
      </label>
      {rendered}
      {hint ? (
        <p id={hintId} className="meche-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="meche-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
