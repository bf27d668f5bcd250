import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';

export const DEFAULT_CONFIRM_LABEL = 'OK';
export const DEFAULT_CANCEL_LABEL = 'Annuler';

export interface ConfirmDialogProps {
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}

const FOCUSABLE = [
  'button:not([disabled])',
  '[href]',
  'input:not([disabled])',
  'select',
  'textarea',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** A modal yes/no question: focus stays inside, Escape cancels; the caller returns focus on close. */
export function ConfirmDialog({
  message,
  confirmLabel = DEFAULT_CONFIRM_LABEL,
  cancelLabel = DEFAULT_CANCEL_LABEL,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  // Cancel gets the first focus: Enter on a destructive question must not delete by reflex.
  useEffect(() => cancelRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialogRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialogRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="meche-dialog-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={messageId}
        className="meche-dialog"
        onKeyDown={onKeyDown}
      >
        <p id={messageId} className="meche-dialog__message">
          {message}
        </p>
        <div className="meche-dialog__actions">
          <button ref={cancelRef} type="button" className="meche-btn meche-btn--ghost" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="meche-btn meche-btn--primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
