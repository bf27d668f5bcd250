import { useEffect, useState } from 'react';

export const TOAST_DURATION_MS = 5000;
const TOAST_CLOSE_LABEL = 'Fermer la notification';

/** The kinds of toast the stylesheet draws (`meche-toast--<kind>`). */
type ToastKind = 'success' | 'error' | 'info';

export interface ToastMessage {
  id: number;
  message: string;
  kind: ToastKind;
}

const ICONS: Record<ToastKind, string> = { success: '✓', error: '!', info: 'i' };

function ToastItem({ toast, onDismiss }: { toast: ToastMessage; onDismiss(id: number): void }) {
  const [paused, setPaused] = useState(false);

  // Hover or focus pauses the countdown so a long message can be read to the end.
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, onDismiss]);

  return (
    <div
      className={`meche-toast meche-toast--${toast.kind}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="meche-toast__icon" aria-hidden="true">
        {ICONS[toast.kind]}
      </span>
      <p className="meche-toast__message">{toast.message}</p>
      <button
        type="button"
        className="meche-toast__close"
        aria-label={TOAST_CLOSE_LABEL}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * Two live regions that exist before any toast, as screen readers require: errors are announced
 * at once (assertive), the rest politely.
 */
export function ToastRegion({ toasts, onDismiss }: { toasts: ToastMessage[]; onDismiss(id: number): void }) {
  const urgent = toasts.filter((t) => t.kind === 'error');
  const calm = toasts.filter((t) => t.kind !== 'error');
  return (
    <div className="meche-toasts">
      <div aria-live="assertive" className="meche-toasts__region">
        {urgent.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={onDismiss} />
        ))}
      </div>
      <div aria-live="polite" className="meche-toasts__region">
        {calm.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={onDismiss} />
        ))}
      </div>
    </div>
  );
}
