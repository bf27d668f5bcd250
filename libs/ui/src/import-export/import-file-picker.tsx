import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { IMPORT_MESSAGES } from './import-export-messages';
import styles from './import-export.module.css';

/** What other software and spreadsheets export: CSV (also saved as .txt or .tsv) and Excel workbooks. */
const IMPORT_ACCEPT = '.csv,.txt,.tsv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const kiloBytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('fr-FR')} Ko`;

interface ImportFilePickerProps {
  file: File | null;
  error: string | null;
  disabled: boolean;
  onChoose(file: File): void;
}

/** A file picked or dropped on the zone; the picker is an ordinary labelled file input, reached with Tab. */
export function ImportFilePicker({ file, error, disabled, onChoose }: ImportFilePickerProps) {
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (chosen) onChoose(chosen);
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
      className={styles.dropZone}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="import-drop-zone"
    >
      <p className={styles.dropHint}>{IMPORT_MESSAGES.dropHint}</p>
      {/* The browser's own picker writes its button and 'no file' in the browser's language: a French button stands
          in for it, the input kept in the tab order (visually hidden) so the keyboard and screen readers reach it. */}
      <label htmlFor={inputId} className={`meche-btn ${styles.pick}`} data-disabled={disabled || undefined}>
        <input
          id={inputId}
          type="file"
          accept={IMPORT_ACCEPT}
          onChange={onPick}
          disabled={disabled}
          className="meche-sr-only"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {IMPORT_MESSAGES.pickFile}
      </label>
      <p className={styles.chosen}>{file ? `${file.name} (${kiloBytes(file.size)})` : IMPORT_MESSAGES.noFile}</p>
      {error ? (
        <p id={errorId} role="alert" className="meche-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
