interface FailureTextProps {
  /** The sentence (from `describeFailure`, or the screen's own); nothing is shown without one. */
  message: string | null | undefined;
  id?: string;
  /** The screen's class for it; the form layer's error style when absent. */
  className?: string;
}

/** A failure where the screen shows it: one paragraph, announced to screen readers as it appears. */
export function FailureText({ message, id, className = 'meche-field__error' }: FailureTextProps) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={className}>
      {message}
    </p>
  );
}
