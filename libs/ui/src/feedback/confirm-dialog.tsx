import { useId, useRef } from 'react';
import { Dialog } from '../dialog/dialog';

const DEFAULT_CONFIRM_LABEL = 'OK';
const DEFAULT_CANCEL_LABEL = 'Annuler';

export interface ConfirmDialogProps {
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}

/** A yes/no question in the one dialog: Escape cancels. */
export function ConfirmDialog({
  message,
  confirmLabel = DEFAULT_CONFIRM_LABEL,
  cancelLabel = DEFAULT_CANCEL_LABEL,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  return (
    // Cancel gets the first focus: Enter on a destructive question must not delete by reflex.
    <Dialog labelledBy={messageId} onClose={onCancel} size="small" initialFocus={cancelRef}>
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
    </Dialog>
  );
}
