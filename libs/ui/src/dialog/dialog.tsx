import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const DIALOG_CLOSE_LABEL = 'Fermer';

const FOCUSABLE = [
  'button:not([disabled])',
  '[href]',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

interface DialogBase {
  onClose(): void;
  children: ReactNode;
  /** small: a question; medium: a list or a form; wide: a grid (the planning preview). */
  size?: 'small' | 'medium' | 'wide';
  /** What gets the first focus; by default the first field, else the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/** A dialog with a visible title and a close button (X). */
interface TitledDialog extends DialogBase {
  title: string;
  labelledBy?: never;
}

/** A dialog labelled by an element of its own content (a question with its answers as buttons). */
interface LabelledDialog extends DialogBase {
  title?: never;
  labelledBy: string;
}

type DialogProps = TitledDialog | LabelledDialog;

/**
 * The one modal dialog: focus moves in and stays in (Tab and Shift+Tab wrap), Escape closes, and focus goes back
 * to what had it when the dialog closes.
 */
export function Dialog({ title, labelledBy, onClose, children, size = 'medium', initialFocus }: DialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const field = dialogRef.current?.querySelector<HTMLElement>('input, select, textarea');
    (initialFocus?.current ?? field ?? dialogRef.current)?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
    // The first focus is chosen once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog) return;
    const focusables = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    const outside = active === dialog || !dialog.contains(active);
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || outside)) {
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
        aria-labelledby={title === undefined ? labelledBy : titleId}
        tabIndex={-1}
        className={`meche-dialog meche-dialog--${size}`}
        onKeyDown={onKeyDown}
      >
        {title !== undefined && (
          <header className="meche-dialog__header">
            <h2 id={titleId} className="meche-dialog__title">
              {title}
            </h2>
            <button type="button" className="meche-btn meche-btn--ghost" aria-label={DIALOG_CLOSE_LABEL} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
        )}
        <div className="meche-dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
