import { useId, useState, type ChangeEvent, type DragEvent } from 'react';

/** A file's size as the practitioner reads it: '12 Ko', never 0. */
export const fileSizeText = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('fr-FR')} Ko`;

interface FilePickerButton {
  /** The button's words, also the input's accessible name. */
  label: string;
  accept: string;
  /** A tablet's camera instead of its files. */
  capture?: 'environment' | 'user';
  /** For the caller to move the focus to it (a file missing on submit). */
  id?: string;
}

export interface FilePickerProps {
  /** Above the buttons: what may be dropped or picked ('Déposez une photo ici (JPEG…), ou :'). */
  hint: string;
  buttons: readonly FilePickerButton[];
  /** Under the buttons: the file chosen, or that none is. */
  chosen: string;
  error: string | null;
  disabled?: boolean;
  onChoose(file: File): void;
  testId?: string;
}

/**
 * The one file picker: a zone a file can be dropped on, with French buttons. The browser's own input writes
 * 'Choose File' and 'No file chosen' in the browser's language: each button is a label standing in for its input,
 * kept in the tab order (visually hidden) so the keyboard and screen readers reach it.
 */
export function FilePicker({ hint, buttons, chosen, error, disabled = false, onChoose, testId }: FilePickerProps) {
  const [dragging, setDragging] = useState(false);
  const baseId = useId();
  const errorId = useId();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    if (picked) onChoose(picked);
    // The same file picked again, once corrected on disk, still triggers a change.
    event.target.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onChoose(dropped);
  };

  return (
    <div
      className="meche-file-picker"
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid={testId}
    >
      <p className="meche-file-picker__hint">{hint}</p>
      <div className="meche-file-picker__buttons">
        {buttons.map((button, index) => {
          const inputId = button.id ?? `${baseId}-${index}`;
          return (
            <label key={button.label} htmlFor={inputId} className="meche-btn meche-file-picker__pick" data-disabled={disabled || undefined}>
              <input
                id={inputId}
                type="file"
                accept={button.accept}
                capture={button.capture}
                onChange={onPick}
                disabled={disabled}
                className="meche-sr-only"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              {button.label}
            </label>
          );
        })}
      </div>
      <p className="meche-file-picker__chosen" aria-live="polite">
        {chosen}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="meche-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
